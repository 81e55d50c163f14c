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
  it.each([
    // market date, last trading date, maturity -> calendar, trading (the exchange's holidays), weekdays only
    // Across 2/9: Mon 31/8, Tue 1/9, (Wed 2/9, Thu 3/9 holidays), Fri 4/9, Mon 7/9.
    ['2026-08-31', '2026-09-07', '2026-09-09', 9, 4, 6],
    // Across Tết 2027 (6/2): Mon-Wed 1-3/2, (Thu 4/2 to Wed 10/2 holidays), Thu 11/2, Fri 12/2, Mon 15/2.
    ['2027-02-01', '2027-02-15', '2027-02-17', 16, 6, 11],
    // Across New Year and Tết: 35 trading days instead of 41 weekdays.
    ['2026-12-21', '2027-02-15', '2027-02-17', 58, 35, 41],
  ] as const)(
    'on %s, last trading %s, maturity %s: %d calendar days, %d trading days (not %d)',
    (today, lastTradingDate, maturityDate, calendar, trading, weekdays) => {
      const dates = { lastTradingDate, maturityDate };
      expect(warrantDaysToMaturity(today, dates)).toEqual({ calendar, trading });
      expect(warrantDaysToMaturity(today, dates, []).trading).toBe(weekdays);
    },
  );
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
