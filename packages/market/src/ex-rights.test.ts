// Worked examples: ex-date references published for real HOSE/HNX stocks (the previous close and
// the reference as listed on cophieu68.vn's ex-date calculator pages for HMS, VNA, POT, NT2, HTC,
// which reproduce the exchanges' notices), and the formula's rights case computed by hand.
import { describe, expect, it } from 'vitest';
import { exRightsReference, ratioOfShares } from './ex-rights.ts';

describe('exRightsReference', () => {
  it.each([
    // symbol, ex-date, what, close, action, published reference
    ['HMS', '2025-10-23', 'cash 10%', 34_100, { cash: 1_000 }, 33_100],
    ['HMS', '2023-08-17', 'bonus 10:1', 39_100, { stockRatio: 0.1 }, 35_550],
    ['HMS', '2022-09-21', 'bonus 10:1', 29_000, { stockRatio: 0.1 }, 26_360],
    ['VNA', '2024-06-28', 'bonus 100:70', 33_400, { stockRatio: 0.7 }, 19_650],
    ['NT2', '2025-10-21', 'cash 7%', 21_750, { cash: 700 }, 21_050],
    ['NT2', '2022-10-07', 'cash 6.5%', 26_500, { cash: 650 }, 25_850],
    ['HTC', '2025-12-30', 'cash 3%', 37_200, { cash: 300 }, 36_900],
    ['POT', '2025-07-24', 'cash 1.35% (a tie: down)', 18_300, { cash: 135 }, 18_160],
    ['POT', '2023-07-26', 'cash 6.15% (a tie: down)', 19_800, { cash: 615 }, 19_180],
  ] as const)('%s %s %s: %i -> %i', (_symbol, _date, _what, close, action, reference) => {
    expect(exRightsReference(close, action)).toBe(reference);
  });

  it('adjusts for rights bought at their price, and for all together', () => {
    // (30,000 + 10,000 x 0.5) / 1.5 = 23,333.3 -> 23,330
    expect(exRightsReference(30_000, { rightsRatio: 0.5, rightsPrice: 10_000 })).toBe(23_330);
    // (50,000 - 2,000 + 12,000 x 0.2) / (1 + 0.1 + 0.2) = 38,769.2 -> 38,770
    expect(
      exRightsReference(50_000, { cash: 2_000, stockRatio: 0.1, rightsRatio: 0.2, rightsPrice: 12_000 }),
    ).toBe(38_770);
    expect(exRightsReference(25_000, {})).toBe(25_000);
  });

  it('never goes below ten dong', () => {
    expect(exRightsReference(500, { cash: 1_000 })).toBe(10);
  });
});

describe('ratioOfShares', () => {
  it.each([
    ['100:10', 0.1],
    ['2:1', 0.5],
    ['10:1', 0.1],
    ['100:70', 0.7],
    ['0:1', 0],
    ['x', 0],
  ])('%s -> %f', (text, ratio) => expect(ratioOfShares(text)).toBeCloseTo(ratio, 12));
});
