// The bodies the orders benchmarks post to `/trading` (http.ts, and its socket client
// http-client.ts, which builds its own so they never sit in the server's heap): the envelope of
// ARCHITECTURE §4 and a signed odd-lot NewOrder of the demo customer, a buy of VNM near its floor.
import { orderSignature } from '@sen/protocol';

export interface BenchAuth {
  user: string;
  session: string;
}

/** The demo customer's normal sub-account. */
export const SUB = '0000011';

/** A trading-service request body: the JSON envelope of group, session and command. */
export const tradingBody = (group: string, auth: BenchAuth, cmd: string, params: object): string =>
  JSON.stringify({ group, user: auth.user, session: auth.session, channel: 'W', data: { cmd, ...params } });

/** The signed NewOrder number `i` (refId `http-i`). */
export function newOrderBody(auth: BenchAuth, i: number): string {
  const refId = `http-${i}`;
  const price = 56_800;
  return tradingBody('B', auth, 'NewOrder', {
    p1: SUB,
    p2: 'VNM',
    p3: 'B',
    p4: price,
    p5: 1,
    p6: '123456',
    p7: refId,
    p8: orderSignature({ price, side: 'B', volume: 1, account: SUB, symbol: 'VNM', refId }),
  });
}
