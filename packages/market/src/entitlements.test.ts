import { describe, expect, it } from 'vitest';
import { cashDividendOf, newSharesOf } from './entitlements.ts';

describe('cashDividendOf', () => {
  it.each([
    // shares, VND per share, gross, tax (5%), net
    [1_000, 1_500, 1_500_000, 75_000, 1_425_000],
    [2_000, 1_000, 2_000_000, 100_000, 1_900_000],
    [5_000, 500, 2_500_000, 125_000, 2_375_000],
    [3, 1_350, 4_050, 203, 3_847], // 202.5 rounds to 203
    [0, 2_000, 0, 0, 0],
  ])('%i shares at %i VND: gross %i, tax %i, net %i', (shares, perShare, gross, tax, net) => {
    expect(cashDividendOf(shares, perShare)).toEqual({ gross, tax, net });
  });
});

describe('newSharesOf', () => {
  it.each([
    [1_000, 0.1, 100], // 100:10
    [1_005, 0.1, 100], // fractions cancelled
    [333, 0.5, 166], // rights 2:1
    [5_000, 0.15, 750],
    [2_000, 0.7, 1_400], // 100:70
    [7, 0.1, 0],
    [0, 0.5, 0],
    [100, 0, 0],
  ])('%i shares x %f -> %i', (shares, ratio, expected) => expect(newSharesOf(shares, ratio)).toBe(expected));
});
