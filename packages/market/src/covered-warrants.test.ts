import { describe, expect, it } from 'vitest';
import { coveredWarrantBreakEven, coveredWarrantPayout, parseConversionRatio } from './covered-warrants.ts';

describe('covered warrants', () => {
  it.each([
    [35_000, 1_200, 2, 37_400],
    [20_852, 500, 1.74, 21_722],
  ])('break-even of exercise %d, price %d, ratio %d is %d', (exercisePrice, price, ratio, expected) => {
    expect(coveredWarrantBreakEven({ exercisePrice, price, ratio })).toBe(expected);
  });
  it.each([
    [24_760, 20_852, 1.74, 2_246], // CMBB2502 (market-rules §8)
    [40_640, 35_000, 2, 2_820], // CSTB2503
    [30_000, 35_000, 2, 0],
  ])(
    'payout of settlement %d, exercise %d, ratio %d is %d',
    (settlementPrice, exercisePrice, ratio, expected) => {
      expect(coveredWarrantPayout({ settlementPrice, exercisePrice, ratio })).toBe(expected);
    },
  );
  it('refuses a zero ratio', () => {
    expect(() => coveredWarrantPayout({ settlementPrice: 1, exercisePrice: 1, ratio: 0 })).toThrow(
      RangeError,
    );
  });
  it.each([
    ['1.74 : 1', 1.74],
    ['2:1', 2],
    ['4', 4],
    ['10 : 2', 5],
    ['0 : 1', undefined],
    ['abc', undefined],
    ['2 : 0', undefined],
  ])('ratio "%s" -> %s', (text, ratio) => {
    expect(parseConversionRatio(text)).toBe(ratio);
  });
});
