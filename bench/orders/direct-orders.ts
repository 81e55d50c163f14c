// The direct path's market and orders (run.ts, statement-times.ts): an OMS harness of 64 accounts
// on one FPT book, buys and sells around the reference that cross (so fills post to the ledger
// too), signed before any timing (the client's work), each account's PIN verified once.
import { orderSignature } from '@sen/protocol';
import { HARNESS_PIN, openOmsHarness } from '@sen/server';

const ACCOUNTS = 64;

function signed(sub: string, i: number) {
  const side = i % 2 === 0 ? 'B' : 'S';
  const price = 100_000 + ((i * 7) % 21) * 100 - 1_000;
  const refId = `b${i}`;
  const signature = orderSignature({ price, side, volume: 100, account: sub, symbol: 'FPT', refId });
  return {
    subAccount: sub,
    symbol: 'FPT',
    side,
    price,
    volume: 100,
    pin: HARNESS_PIN,
    refId,
    signature,
  } as const;
}

/** The harness on `file` and `place(i)`, which places the i-th of `count` signed orders. */
export async function openDirectOrders(file: string, count: number) {
  const h = await openOmsHarness(file, ACCOUNTS, {
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    referencePrice: 100_000,
  });
  for (const a of h.accounts) await h.oms.entry.place(a.caller, a.session, signed(a.sub, -1));
  const orders = Array.from({ length: count }, (_, i) => signed(h.accounts[i % ACCOUNTS]!.sub, i));
  const place = async (i: number): Promise<boolean> => {
    const a = h.accounts[i % ACCOUNTS]!;
    await h.oms.entry.place(a.caller, a.session, orders[i]!);
    return true;
  };
  return { h, place };
}
