import type { InstrumentSpec } from '@sen/exchange';
import { describe, expect, it } from 'vitest';
import { MarketStore } from './market-store.ts';
import { averagePrice } from './symbol-state.ts';

const instruments: InstrumentSpec[] = [
  { symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 100_000 },
  { symbol: 'SHS', market: 'HNX', kind: 'stock', referencePrice: 15_000 },
  { symbol: 'VN30F1M', market: 'DERIV', kind: 'future', referencePrice: 130_000 },
];
const bandOf = (i: InstrumentSpec) => ({
  reference: i.referencePrice,
  ceiling: Math.round(i.referencePrice * 1.07),
  floor: Math.round(i.referencePrice * 0.93),
});
const T = Date.UTC(2026, 10, 23, 2, 30);
const trade = (
  symbol: string,
  price: number,
  volume: number,
  extra: Partial<{ board: 'lot' | 'odd'; session: 'CONTINUOUS' | 'ATO' | 'PERIODIC' }> = {},
) =>
  ({
    type: 'trade',
    time: T,
    symbol,
    board: extra.board ?? 'lot',
    price,
    volume,
    aggressor: 'B',
    buyOrderId: 'b',
    sellOrderId: 's',
    session: extra.session ?? 'CONTINUOUS',
  }) as const;

describe('MarketStore', () => {
  it('keeps OHLC, totals, average and a numbered tape from trades', () => {
    const store = new MarketStore(instruments, bandOf, '2026-11-23');
    store.apply(trade('FPT', 100_500, 1_000));
    store.apply(trade('FPT', 99_800, 500));
    const update = store.apply(trade('FPT', 101_000, 200));
    const fpt = store.get('FPT')!;
    expect([fpt.open, fpt.high, fpt.low, fpt.last, fpt.totalVolume]).toEqual([
      100_500, 101_000, 99_800, 101_000, 1_700,
    ]);
    expect(averagePrice(fpt)).toBe(Math.round((100_500 * 1000 + 99_800 * 500 + 101_000 * 200) / 1700));
    expect(update).toMatchObject({
      kind: 'trade',
      symbol: 'FPT',
      derivative: false,
      trade: { seq: 3, totalVolume: 1_700 },
    });
    expect(store.tradesOf('FPT').map((t) => t.seq)).toEqual([3, 2, 1]);
  });

  it('keeps odd-lot matches apart from the board-lot tape', () => {
    const store = new MarketStore(instruments, bandOf, '2026-11-23');
    const update = store.apply(trade('FPT', 100_000, 37, { board: 'odd' }));
    expect(update?.kind).toBe('oddTrade');
    expect(store.get('FPT')!.odd).toMatchObject({ last: 100_000, totalVolume: 37 });
    expect(store.get('FPT')!.totalVolume).toBe(0);
    expect(store.tradesOf('FPT')).toEqual([]);
  });

  it('stores depth per side and board, marks futures, ignores unknown symbols', () => {
    const store = new MarketStore(instruments, bandOf, '2026-11-23');
    const levels = [{ price: 130_010, volume: 5, orders: 2 }];
    const update = store.apply({
      type: 'depth',
      time: T,
      symbol: 'VN30F1M',
      board: 'lot',
      side: 'S',
      levels,
    });
    expect(update).toMatchObject({ kind: 'depth', derivative: true, side: 'S' });
    expect(store.get('VN30F1M')!.asks).toEqual(levels);
    expect(
      store.apply({ type: 'depth', time: T, symbol: 'NOPE', board: 'lot', side: 'S', levels }),
    ).toBeNull();
  });

  it('tracks session phases per market and clears projections after the uncross', () => {
    const store = new MarketStore(instruments, bandOf, '2026-11-23');
    store.apply({ type: 'session', time: T, market: 'HSX', phase: 'ATO', tradingDate: '2026-11-23' });
    store.apply({
      type: 'auctionProjection',
      time: T,
      symbol: 'FPT',
      board: 'lot',
      price: 100_100,
      volume: 3_000,
      imbalance: 100,
    });
    expect(store.phaseOf('HSX')).toBe('ATO');
    expect(store.get('FPT')!.projected).toEqual({ price: 100_100, volume: 3_000 });
    expect(store.get('SHS')!.phase).toBe('PRE_OPEN');
    store.apply(trade('FPT', 100_100, 3_000, { session: 'ATO' }));
    expect(store.get('FPT')!.projected).toBeNull();
  });

  it('shows a restricted stock’s periodic call: projection while it runs, cleared by its uncross', () => {
    const store = new MarketStore(instruments, bandOf, '2026-11-23');
    store.apply({ type: 'session', time: T, market: 'HSX', phase: 'CONTINUOUS', tradingDate: '2026-11-23' });
    store.apply({
      type: 'auctionProjection',
      time: T,
      symbol: 'FPT',
      board: 'lot',
      price: 100_200,
      volume: 2_000,
      imbalance: 0,
    });
    expect(store.get('FPT')!.projected).toEqual({ price: 100_200, volume: 2_000 });
    store.apply({ ...trade('FPT', 100_200, 2_000, { session: 'PERIODIC' }), aggressor: null });
    expect(store.get('FPT')!.projected).toBeNull();
    expect([store.get('FPT')!.last, store.get('FPT')!.totalVolume]).toEqual([100_200, 2_000]);
  });

  it('lists put-through deals by market and resets the day on rollover', () => {
    const store = new MarketStore(instruments, bandOf, '2026-11-23');
    store.apply({
      type: 'putThrough',
      time: T,
      kind: 'deal',
      id: 'P1',
      symbol: 'SHS',
      side: null,
      price: 15_000,
      volume: 10_000,
      value: 150_000_000,
      parties: {},
    });
    store.apply({
      type: 'putThrough',
      time: T,
      kind: 'advertisement',
      id: 'P2',
      symbol: 'FPT',
      side: 'S',
      price: 99_000,
      volume: 20_000,
      value: 1_980_000_000,
      parties: {},
    });
    store.apply(trade('FPT', 100_500, 1_000));
    expect(store.negotiatedDeals('HNX').map((d) => d.id)).toEqual(['P1']);
    expect(store.get('SHS')!.putThroughVolume).toBe(10_000);
    const update = store.apply({
      type: 'rollover',
      time: T,
      previousDate: '2026-11-23',
      tradingDate: '2026-11-24',
      settledTradeDate: null,
      references: [{ symbol: 'FPT', reference: 100_500, ceiling: 107_500, floor: 93_500 }],
      futuresSettlements: [],
    });
    expect(update).toEqual({ kind: 'rollover', tradingDate: '2026-11-24', time: T });
    const fpt = store.get('FPT')!;
    expect([fpt.reference, fpt.ceiling, fpt.totalVolume, fpt.last, fpt.tradingDate]).toEqual([
      100_500,
      107_500,
      0,
      0,
      '2026-11-24',
    ]);
    expect(store.negotiatedDeals()).toEqual([]);
    expect(store.tradesOf('FPT')).toEqual([]);
    const [today, yesterday] = store.dailyBars('FPT');
    expect(today).toMatchObject({ date: '2026-11-24', reference: 100_500, close: 100_500, volume: 0 });
    expect(yesterday).toMatchObject({
      date: '2026-11-23',
      open: 100_500,
      high: 100_500,
      low: 100_500,
      close: 100_500,
      volume: 1_000,
    });
  });
});
