import { describe, expect, it } from 'vitest';
import { adjustWarrantTerms, warrantAnalytics, warrantDaysToMaturity } from './warrant-analytics.ts';

describe('warrant analytics', () => {
  it.each([
    // exercise, ratio, warrant, underlying -> break-even, premium %, gearing, S/X, moneyness
    [35_000, 2, 1_200, 36_000, 37_400, 3.89, 15, 1.0286, 'ITM'],
    [20_852, 1.74, 500, 20_000, 21_722, 8.61, 22.99, 0.9591, 'OTM'],
    [30_000, 4, 1_000, 30_000, 34_000, 13.33, 7.5, 1, 'ATM'],
  ] as const)(
    'exercise %d ratio %d price %d underlying %d',
    (
      exercisePrice,
      ratio,
      price,
      underlyingPrice,
      breakEven,
      premiumPct,
      gearing,
      moneynessRatio,
      moneyness,
    ) => {
      expect(warrantAnalytics({ exercisePrice, ratio, price, underlyingPrice })).toEqual({
        breakEven,
        premiumPct,
        gearing,
        moneynessRatio,
        moneyness,
      });
    },
  );
  it('has no analytics without a price', () => {
    expect(
      warrantAnalytics({ exercisePrice: 35_000, ratio: 2, price: 0, underlyingPrice: 36_000 }),
    ).toBeUndefined();
    expect(
      warrantAnalytics({ exercisePrice: 35_000, ratio: 0, price: 10, underlyingPrice: 36_000 }),
    ).toBeUndefined();
  });
});

describe('warrant days to maturity', () => {
  const mwg2207 = { lastTradingDate: '2022-11-03', maturityDate: '2022-11-07' }; // market-rules §8
  it.each([
    ['2022-11-01', 6, 3], // Tue: Tue, Wed, Thu left
    ['2022-10-29', 9, 4], // Sat: Mon..Thu
    ['2022-11-03', 4, 1], // the last trading day
    ['2022-11-04', 3, 0], // after it, before maturity
    ['2022-11-08', 0, 0], // matured
  ])('on %s: %d calendar, %d trading days', (today, calendar, trading) => {
    expect(warrantDaysToMaturity(today, mwg2207)).toEqual({ calendar, trading });
  });
  it('skips holidays', () => {
    expect(warrantDaysToMaturity('2022-11-01', mwg2207, ['2022-11-02'])).toEqual({ calendar: 6, trading: 2 });
  });
});

describe('warrant terms after corporate actions', () => {
  it('scales exercise price and ratio by the ex-rights reference over the close', () => {
    // VNA bonus 100:70 on 28/06/2024: close 33,400 -> reference 19,650 (ex-rights.test.ts).
    expect(
      adjustWarrantTerms({ exercisePrice: 36_000, ratio: 5 }, [
        { close: 33_400, action: { stockRatio: 0.7 } },
      ]),
    ).toEqual({
      exercisePrice: 21_180,
      ratio: 2.9416,
    });
  });
  it('applies a cash dividend and then a bonus issue in order', () => {
    // 34,100 - 1,000 -> 33,100 (factor 0.97067); then 33,100 / 1.2 -> 27,580 (factor 0.83323)
    expect(
      adjustWarrantTerms({ exercisePrice: 40_000, ratio: 4 }, [
        { close: 34_100, action: { cash: 1_000 } },
        { close: 33_100, action: { stockRatio: 0.2 } },
      ]),
    ).toEqual({ exercisePrice: 32_352, ratio: 3.2352 });
  });
  it('keeps the payout per warrant', () => {
    const before = { exercisePrice: 36_000, ratio: 5 };
    const after = adjustWarrantTerms(before, [{ close: 33_400, action: { stockRatio: 0.7 } }]);
    const settlement = 45_000;
    const payoutBefore = (settlement - before.exercisePrice) / before.ratio;
    const payoutAfter = ((settlement * 19_650) / 33_400 - after.exercisePrice) / after.ratio;
    expect(payoutAfter).toBeCloseTo(payoutBefore, 0);
  });
  it('leaves terms alone without actions', () => {
    expect(adjustWarrantTerms({ exercisePrice: 36_000, ratio: 5 }, [])).toEqual({
      exercisePrice: 36_000,
      ratio: 5,
    });
  });
});
