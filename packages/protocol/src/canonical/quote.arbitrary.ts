// Test helper: fast-check generators of canonical objects in the units the codecs round-trip exactly
// (stock prices on a 10 VND grid, futures on a 0.1 point grid, as the exchanges' ticks are).
import fc from 'fast-check';
import type { DepthLevel } from './depth.ts';
import { changePctOf, type Quote } from './quote.ts';

const stockSymbol = fc.stringMatching(/^[A-Z]{3}$/);
const futureSymbol = fc.constantFrom('VN30F1M', 'VN30F2M', 'VN30F2506', 'VN30F2509');

function levels(price: fc.Arbitrary<number>, volume: fc.Arbitrary<number>, count: number, auction: boolean) {
  const level = fc.record({ price, volume }) as fc.Arbitrary<DepthLevel>;
  const first = auction
    ? fc.oneof(level, fc.record({ price: fc.constantFrom('ATO' as const, 'ATC' as const), volume }))
    : level;
  return fc
    .tuple(first, fc.array(level, { maxLength: count - 1 }))
    .map(([head, rest]) => [head, ...rest])
    .chain((all) => fc.constantFrom(all, []));
}

/** A canonical quote; `depth` bounds the levels per side (3 for the board shapes). */
export function quoteArbitrary(
  options: { future?: boolean; depth?: number; auction?: boolean } = {},
): fc.Arbitrary<Quote> {
  const future = options.future ?? false;
  // Stocks on a 10 VND grid; futures on 0.1 point = 10 in points x 100: the same grid.
  const price = fc.integer({ min: 1, max: 20_000 }).map((n) => n * 10);
  const volume = future
    ? fc.integer({ min: 0, max: 100_000 })
    : fc.integer({ min: 0, max: 1_000_000 }).map((n) => n * 10);
  const money = fc.integer({ min: 0, max: 1e12 });
  const optionalPrice = fc.option(price, { nil: null });
  return fc
    .record({
      symbol: future ? futureSymbol : stockSymbol,
      market: future
        ? fc.constant('DERIV' as const)
        : fc.constantFrom('HSX' as const, 'HNX' as const, 'UPCOM' as const),
      ref: price,
      last: optionalPrice,
      lastVolume: volume,
      open: optionalPrice,
      high: optionalPrice,
      low: optionalPrice,
      avg: optionalPrice,
      totalVolume: volume,
      bids: levels(price, volume, options.depth ?? 3, options.auction ?? true),
      asks: levels(price, volume, options.depth ?? 3, options.auction ?? true),
      totals: fc.option(fc.tuple(volume, volume), { nil: null }),
      foreign: fc.record({
        buyVolume: volume,
        sellVolume: volume,
        buyValue: money,
        sellValue: money,
        room: fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
      }),
      openInterest: future
        ? fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null })
        : fc.constant(null),
      maturity: future
        ? fc.option(fc.constantFrom('2025-06-19', '2025-09-18'), { nil: null })
        : fc.constant(null),
      session: fc.option(fc.constantFrom('O', 'I', 'K'), { nil: null }),
    })
    .map(({ totals, ...q }): Quote => ({
      ...q,
      kind: future ? 'future' : 'stock',
      ceiling: Math.round((q.ref * 1.07) / 10) * 10,
      floor: Math.round((q.ref * 0.93) / 10) * 10,
      change: q.last === null ? 0 : q.last - q.ref,
      changePct: changePctOf(q.last, q.ref),
      totalValue: null,
      totalBidVolume: totals?.[0] ?? null,
      totalAskVolume: totals?.[1] ?? null,
      boardId: 'G1',
    }));
}
