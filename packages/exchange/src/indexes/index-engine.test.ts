import { describe, expect, it } from 'vitest';
import { VN30_SYMBOLS } from '../reference/known-companies.ts';
import type { StockRef } from '../reference/types.ts';
import { IndexEngine } from './index-engine.ts';

const stock = (symbol: string, shares: number, price: number): StockRef => ({
  symbol,
  exchange: 'HSX',
  nameVi: symbol,
  nameEn: symbol,
  industry: 'bds',
  listedShares: shares,
  freeFloat: 0.5,
  foreignLimit: 0.49,
  foreignOwned: 0,
  refPrice: price,
  popularity: 0.5,
  invented: true,
  simulated: true,
});
const band = (s: StockRef) => ({
  symbol: s.symbol,
  reference: s.refPrice,
  ceiling: Math.round(s.refPrice * 1.07),
  floor: Math.round(s.refPrice * 0.93),
});

describe('index engine', () => {
  const stocks = [
    stock('AAA', 1_000_000, 10_000),
    stock('BBB', 3_000_000, 20_000),
    stock('CCC', 1_000_000, 50_000),
  ];
  const t = Date.UTC(2026, 10, 23, 2, 20);

  it('starts VN-Index at its level and moves it cap-weighted by trades', () => {
    const engine = new IndexEngine(stocks, stocks.map(band));
    expect(engine.value('VNINDEX')).toBeCloseTo(1_250);
    engine.trade(t, 'BBB', 21_000, 1_000); // +5% on 60/120 of the cap
    expect(engine.value('VNINDEX')).toBeCloseTo(1_250 * (1 + 0.05 * 0.5));
    const snap = engine.snapshot('VNINDEX')!;
    expect(snap).toMatchObject({
      up: 1,
      down: 0,
      unchanged: 2,
      noTrade: 2,
      volume: 1_000,
      tradedValue: 21_000_000,
    });
    expect(snap.changePercent).toBeCloseTo(2.5);
  });

  it('counts ceiling and floor prints, keeps minute bars and the top-interest list', () => {
    const engine = new IndexEngine(stocks, stocks.map(band));
    engine.trade(t, 'AAA', 10_700, 100);
    engine.trade(t + 1_000, 'CCC', 46_500, 200);
    engine.trade(t + 61_000, 'CCC', 46_500, 100);
    const snap = engine.snapshot('VNINDEX')!;
    expect(snap).toMatchObject({ ceiling: 1, floor: 1, up: 1, down: 1 });
    expect(engine.symbolBars('CCC')).toHaveLength(2);
    expect(engine.indexBars('VNINDEX')).toHaveLength(2);
    expect(engine.topInterest(2).map((r) => r.symbol)).toEqual(['CCC', 'AAA']);
    expect(engine.summary('HSX')).toMatchObject({
      totalVolume: 400,
      totalValue: 10_700 * 100 + 46_500 * 300,
    });
  });

  it('starts a new day from the new references', () => {
    const engine = new IndexEngine(stocks, stocks.map(band));
    engine.trade(t, 'BBB', 21_000, 1_000);
    const close = engine.value('VNINDEX');
    engine.startDay(stocks.map((s) => band({ ...s, refPrice: s.symbol === 'BBB' ? 21_000 : s.refPrice })));
    expect(engine.snapshot('VNINDEX')).toMatchObject({ change: 0, noTrade: 3 });
    expect(engine.value('VNINDEX')).toBeCloseTo(close);
  });

  it('caps VN30 members at 10%', () => {
    const many = VN30_SYMBOLS.map((symbol, i) => stock(symbol, 1_000_000 * (i === 0 ? 100 : 1), 10_000));
    const engine = new IndexEngine(many, many.map(band));
    const before = engine.value('VN30');
    engine.trade(t, VN30_SYMBOLS[0]!, 10_700, 100); // the giant: +7% at a 10% weight
    expect(engine.value('VN30') / before).toBeCloseTo(1.007);
  });
});
