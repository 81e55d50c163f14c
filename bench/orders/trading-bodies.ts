// The bodies the orders benchmarks post to `/trading` (http.ts, and its socket client
// http-client.ts, which builds its own so they never sit in the server's heap): the envelope of
// ARCHITECTURE §4 and a signed odd-lot NewOrder of the demo customer, a buy of VNM near its floor.
import { commandData, orderSignature } from '@sen/protocol';

export interface BenchAuth {
  user: string;
  session: string;
}

/** The demo customer's normal sub-account. */
export const SUB = '0000011';

/** A trading-service request body: the JSON envelope of group, session and command. */
export const tradingBody = (
  group: string,
  auth: BenchAuth,
  cmd: string,
  params: Readonly<Record<string, unknown>>,
): string =>
  JSON.stringify({
    group,
    user: auth.user,
    session: auth.session,
    channel: 'W',
    data: commandData(cmd, params),
  });

/** The signed NewOrder number `i` (refId `http-i`). */
export function newOrderBody(auth: BenchAuth, i: number): string {
  const refId = `http-${i}`;
  const price = 56_800;
  return tradingBody('B', auth, 'NewOrder', {
    subAccount: SUB,
    symbol: 'VNM',
    side: 'B',
    price: price,
    volume: 1,
    pin: '123456',
    refId: refId,
    signature: orderSignature({ price, side: 'B', volume: 1, account: SUB, symbol: 'VNM', refId }),
  });
}
