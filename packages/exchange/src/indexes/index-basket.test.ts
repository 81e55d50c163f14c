import { describe, expect, it } from 'vitest';
import type { StockRef } from '../reference/types.ts';
import { basketValue, buildBasket, capFactors } from './index-basket.ts';

const stock = (symbol: string, shares: number, price: number, freeFloat = 0.5): StockRef => ({
  symbol,
  exchange: 'HSX',
  nameVi: symbol,
  nameEn: symbol,
  industry: 'bds',
  listedShares: shares,
  freeFloat,
  foreignLimit: 0.49,
  foreignOwned: 0,
  refPrice: price,
  popularity: 0.5,
  invented: true,
  simulated: true,
});

describe('index baskets', () => {
  it('caps weights and spreads the excess over the others', () => {
    const values = [50, 30, 20];
    const factors = capFactors(values, 0.4);
    const weighted = values.map((v, i) => v * factors[i]!);
    const total = weighted.reduce((a, b) => a + b, 0);
    expect(weighted.map((w) => Math.round((w / total) * 100) / 100)).toEqual([0.4, 0.36, 0.24]);
    expect(capFactors([10, 10], 0.1)).toEqual([1, 1]);
  });

  it('caps repeatedly when spreading pushes another member over the cap', () => {
    const values = [40, 35, 10, 10, 5];
    const factors = capFactors(values, 0.3);
    const weighted = values.map((v, i) => v * factors[i]!);
    const total = weighted.reduce((a, b) => a + b, 0);
    for (const w of weighted) expect(w / total).toBeLessThanOrEqual(0.3 + 1e-9);
    expect(weighted[2]! / weighted[3]!).toBeCloseTo(1);
  });

  it('starts at its level and moves with cap-weighted prices', () => {
    const stocks = [stock('AAA', 1_000, 10_000), stock('BBB', 3_000, 20_000)];
    const basket = buildBasket(
      { id: 'VNINDEX', members: () => true, freeFloat: false, cap: 1, level: 1_000 },
      stocks,
    );
    const prices = new Map([
      ['AAA', 10_000],
      ['BBB', 20_000],
    ]);
    expect(basketValue(basket, (s) => prices.get(s)!)).toBeCloseTo(1_000);
    prices.set('BBB', 22_000); // +10% on 6/7 of the cap
    expect(basketValue(basket, (s) => prices.get(s)!)).toBeCloseTo(1_000 * (1 + 0.1 * (60 / 70)));
  });

  it('weighs free float when asked', () => {
    const stocks = [stock('AAA', 1_000, 10_000, 1), stock('BBB', 1_000, 10_000, 0.25)];
    const basket = buildBasket(
      { id: 'HNX30', members: () => true, freeFloat: true, cap: 1, level: 100 },
      stocks,
    );
    const value = basketValue(basket, (s) => (s === 'AAA' ? 11_000 : 10_000));
    expect(value).toBeCloseTo(100 * (1 + 0.1 * 0.8));
  });
});
