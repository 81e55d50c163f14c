import { quoteSchema } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { MarketStore } from './market-store.ts';
import { oddLotQuoteOf, quoteOf } from './quote-of.ts';

const T = Date.UTC(2026, 10, 23, 3, 0);
const store = new MarketStore(
  [
    { symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 100_000 },
    { symbol: 'VN30F1M', market: 'DERIV', kind: 'future', referencePrice: 134_000 },
  ],
  (i) => ({
    reference: i.referencePrice,
    ceiling: Math.round(i.referencePrice * 1.07),
    floor: Math.round(i.referencePrice * 0.93),
  }),
  '2026-11-23',
);
store.applySession('HSX', 'CONTINUOUS', '2026-11-23', T);
store.apply({
  type: 'trade',
  time: T,
  symbol: 'FPT',
  board: 'lot',
  price: 101_000,
  volume: 500,
  aggressor: 'B',
  buyOrderId: 'b',
  sellOrderId: 's',
  session: 'CONTINUOUS',
});
store.apply({
  type: 'depth',
  time: T,
  symbol: 'FPT',
  board: 'lot',
  side: 'B',
  levels: [1, 2, 3, 4].map((n) => ({ price: 101_000 - n * 100, volume: n * 100, orders: 1 })),
});
store.apply({
  type: 'depth',
  time: T,
  symbol: 'FPT',
  board: 'odd',
  side: 'S',
  levels: [{ price: 101_200, volume: 37, orders: 1 }],
});

describe('quoteOf', () => {
  it('gives a protocol Quote with change, average, three levels and the status letter', () => {
    const quote = quoteOf(store.get('FPT')!);
    expect(quoteSchema.safeParse(quote).success).toBe(true);
    expect(quote).toMatchObject({
      last: 101_000,
      change: 1_000,
      changePct: 1,
      avg: 101_000,
      totalVolume: 500,
      session: 'O',
      boardId: 'G1',
    });
    expect(quote.bids).toHaveLength(3);
    expect(quote.totalBidVolume).toBe(1_000);
    expect(quoteOf(store.get('FPT')!, null, 10).bids).toHaveLength(4);
  });

  it('gives nulls before the first match and the maturity of a future', () => {
    const quote = quoteOf(store.get('VN30F1M')!, '2026-12-17');
    expect(quoteSchema.safeParse(quote).success).toBe(true);
    expect(quote).toMatchObject({
      last: null,
      open: null,
      avg: null,
      change: 0,
      openInterest: 0,
      maturity: '2026-12-17',
      session: 'P',
    });
  });

  it('gives the odd-lot book as board G4', () => {
    const quote = oddLotQuoteOf(store.get('FPT')!);
    expect(quoteSchema.safeParse(quote).success).toBe(true);
    expect(quote).toMatchObject({
      boardId: 'G4',
      last: null,
      totalVolume: 0,
      asks: [{ price: 101_200, volume: 37 }],
    });
  });
});
