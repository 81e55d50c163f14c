import { describe, expect, it } from 'vitest';
import { bandRateBps, coveredWarrantBand, isWithinBand, priceBand } from './price-band.ts';
import { isOnTick, nextTick, tickSize } from './tick-size.ts';

describe('priceBand', () => {
  it.each([
    // ref, market, kind, firstDay, ceiling, floor
    [9_500, 'HSX', 'stock', false, 10_150, 8_840], // market-rules §4.3 example: tick at the resulting level
    [25_000, 'HSX', 'stock', false, 26_750, 23_250],
    [67_400, 'HSX', 'stock', false, 72_100, 62_700], // the feed example row AST
    [50_000, 'HSX', 'stock', false, 53_500, 46_500],
    [10_000, 'HSX', 'stock', false, 10_700, 9_300],
    [25_000, 'HSX', 'stock', true, 30_000, 20_000],
    [15_430, 'HSX', 'etf', false, 16_510, 14_350],
    [12_300, 'HNX', 'stock', false, 13_500, 11_100],
    [12_300, 'HNX', 'stock', true, 15_900, 8_700],
    [12_300, 'UPCOM', 'stock', false, 14_100, 10_500],
    [12_300, 'UPCOM', 'stock', true, 17_200, 7_400],
    [130_000, 'DERIV', 'future', false, 139_100, 120_900],
    [132_345, 'DERIV', 'future', false, 141_600, 123_090],
  ] as const)('ref %d on %s %s (first day %s): %d / %d', (ref, market, kind, firstDay, ceiling, floor) => {
    expect(priceBand({ ref, market, kind, firstDay })).toEqual({ ceiling, floor });
  });

  it.each([
    // collapse rule: rounding brings a limit back to the reference, so ref ± 1 tick
    [600, 'UPCOM', 700, 500],
    [1_000, 'HNX', 1_100, 900],
    [130, 'HSX', 140, 120],
    // zero-floor rule: ref - 1 tick would be 0, so the floor stays at the reference
    [100, 'HNX', 200, 100],
    [100, 'UPCOM', 200, 100],
    [10, 'HSX', 20, 10],
  ] as const)('ref %d on %s collapses to %d / %d', (ref, market, ceiling, floor) => {
    expect(priceBand({ ref, market, kind: 'stock' })).toEqual({ ceiling, floor });
  });

  it('knows each market rate', () => {
    expect([bandRateBps('HSX'), bandRateBps('HNX'), bandRateBps('UPCOM'), bandRateBps('DERIV')]).toEqual([
      700, 1000, 1500, 700,
    ]);
    expect([bandRateBps('HSX', true), bandRateBps('HNX', true), bandRateBps('UPCOM', true)]).toEqual([
      2000, 3000, 4000,
    ]);
  });
});

describe('coveredWarrantBand', () => {
  const underlying = { ref: 20_000, ceiling: 21_400, floor: 18_600 };
  it.each([
    [1_000, 2, 1_700, 300],
    [1_000, 1.74, 1_800, 200], // 1000 + 1400/1.74 = 1804.6 -> 1800; 1000 - 804.6 = 195.4 -> 200
    [500, 1, 1_900, 10], // floor 500 - 1400 <= 0 -> 10 VND
    [1_230, 4, 1_580, 880],
  ])('ref %d ratio %d: %d / %d', (ref, ratio, ceiling, floor) => {
    expect(coveredWarrantBand({ ref, ratio, underlying })).toEqual({ ceiling, floor });
  });
  it('refuses a non-positive ratio', () => {
    expect(() => coveredWarrantBand({ ref: 1_000, ratio: 0, underlying })).toThrow(RangeError);
  });
});

describe('isWithinBand', () => {
  it.each([
    [23_250, true],
    [26_750, true],
    [26_800, false],
    [23_200, false],
  ])('%d -> %s', (price, expected) => {
    expect(isWithinBand(price, { ceiling: 26_750, floor: 23_250 })).toBe(expected);
  });
});

describe('priceBand over every on-tick reference', () => {
  const markets = [
    ['HSX', 10, 150_000],
    ['HNX', 100, 150_000],
    ['UPCOM', 100, 150_000],
  ] as const;
  it.each(markets)('%s: limits on tick, inside the band unless collapsed', (market, from, to) => {
    const rate = bandRateBps(market) / 10_000;
    const wrong: number[] = [];
    for (let ref: number = from; ref <= to; ref = nextTick(market, 'stock', ref)) {
      const { ceiling, floor } = priceBand({ ref, market, kind: 'stock' });
      const onTick = isOnTick(market, 'stock', ceiling) && isOnTick(market, 'stock', floor);
      const collapsed = ceiling === nextTick(market, 'stock', ref);
      const inside =
        collapsed ||
        (ceiling <= ref * (1 + rate) + 1e-6 &&
          floor >= ref * (1 - rate) - 1e-6 &&
          ceiling + tickSize(market, 'stock', ceiling) > ref * (1 + rate) - 1e-6);
      if (!onTick || !inside || ceiling <= ref || floor > ref) wrong.push(ref);
    }
    expect(wrong).toEqual([]);
  });
});
