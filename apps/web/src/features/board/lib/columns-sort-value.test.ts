import { quoteSchema, type Quote } from '@sen/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellContext } from './cell-view';
import { compactColumns, oddLotColumns, standardColumns, type Column } from './columns';
import { derivativeColumns } from './special-columns';

const price = fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null });
const volume = fc.integer({ min: 0, max: 50_000_000 });
const level = fc.record({ price: fc.integer({ min: 0, max: 200_000 }), volume });
// ATO/ATC may only be level 1's price.
const levels = fc
  .tuple(fc.array(level, { maxLength: 3 }), fc.option(fc.constantFrom('ATO', 'ATC'), { nil: null }), volume)
  .map(([found, auction, auctionVolume]) =>
    auction === null ? found : [{ price: auction, volume: auctionVolume }, ...found.slice(1)],
  );
const quoteArb = fc
  .record({
    last: price,
    high: price,
    low: price,
    avg: price,
    lastVolume: volume,
    totalVolume: volume,
    change: fc.integer({ min: -20_000, max: 20_000 }),
    changePct: fc.double({ min: -7, max: 7, noNaN: true }),
    bids: levels,
    asks: levels,
    foreign: fc.record({
      buyVolume: volume,
      sellVolume: volume,
      buyValue: fc.constant(0),
      sellValue: fc.constant(0),
      room: fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
    }),
  })
  .map((patch): Quote =>
    quoteSchema.parse({
      symbol: 'FPT',
      market: 'HSX',
      kind: 'stock',
      ref: 118_000,
      ceiling: 126_200,
      floor: 109_800,
      open: null,
      totalValue: null,
      totalBidVolume: null,
      totalAskVolume: null,
      openInterest: null,
      maturity: null,
      session: null,
      boardId: 'G1',
      ...patch,
    }),
  );

const contexts: CellContext[] = [
  { changeMode: 'value', foreignMode: 'flow', derivative: false, volumeUnit: 10 },
  { changeMode: 'percent', foreignMode: 'room', derivative: false, volumeUnit: 1 },
  { changeMode: 'value', foreignMode: 'flow', derivative: true, volumeUnit: 1 },
];

describe('column sort values', () => {
  it("a column's sort value is the number its cell shows (view().value), for every board's columns", () => {
    for (const ctx of contexts) {
      const columns: Column[] = [
        ...standardColumns(ctx),
        ...oddLotColumns(),
        ...compactColumns(),
        ...derivativeColumns(),
      ].filter((column) => column.sortValue);
      expect(columns.length).toBeGreaterThan(15);
      fc.assert(
        fc.property(quoteArb, (quote) => {
          for (const column of columns)
            expect([column.id, column.sortValue!(quote, ctx)]).toEqual([
              column.id,
              column.view(quote, ctx).value,
            ]);
        }),
        { numRuns: 200 },
      );
    }
  });
});
