import { describe, expect, it } from 'vitest';
import {
  accruedInterest,
  addMonths,
  cashFlowSchedule,
  couponDates,
  couponPeriod,
  priceFromYield,
  yieldFromPrice,
  type BondTerms,
} from './bond-pricing.ts';

const bond = (
  maturityDate: string,
  coupon: number,
  frequency: 1 | 2 | 4,
  issueDate = '2020-01-01',
): BondTerms => ({
  par: 100_000,
  coupon,
  frequency,
  issueDate,
  maturityDate,
});

// Expected figures: Microsoft's documented PRICE/YIELD/ACCRINT formulas with basis 3 (actual/365),
// evaluated independently in Python (datetime day counts, dateutil month steps, scipy's brentq for
// YIELD), script kept with the source below:
//   def price(settle, mat, rate, yld, freq):
//       pcd, nxt = coupons(mat, freq, settle); N = len(nxt); E = 365 / freq
//       A = (settle - pcd).days; DSC = (nxt[0] - settle).days; c = 100 * rate / freq
//       if N == 1: return (100 + c) / (1 + (mat - settle).days / E * yld / freq) - c * A / E
//       return 100 / (1 + yld/freq) ** (N - 1 + DSC/E) + sum(c / (1 + yld/freq) ** (k - 1 + DSC/E)
//              for k in 1..N) - c * A / E
//   yld = brentq(lambda y: price(..., y, ...) - pr, -0.5, 5)
const WORKED = [
  // settle, maturity, coupon, yield, frequency, clean price per 100, accrued per 100
  ['2026-11-26', '2032-03-08', 0.0783, 0.085, 4, 97.1751916956, 1.6947123288],
  ['2026-11-26', '2028-07-03', 0.0827, 0.09, 1, 98.8700201765, 3.308],
  ['2025-05-15', '2030-05-15', 0.1, 0.1, 2, 99.9599065348, 0],
  ['2026-02-10', '2026-06-30', 0.095, 0.08, 2, 100.5382953544, 1.0931506849],
  ['2024-02-29', '2029-08-31', 0.0875, 0.07, 2, 107.845859272, 0],
] as const;

describe('bond pricing (actual/365)', () => {
  it.each(WORKED)(
    '%s to %s at %d coupon, %d yield: price and accrued',
    (settle, maturity, c, y, f, price, accrued) => {
      const terms = bond(maturity, c, f);
      expect(priceFromYield(terms, settle, y)).toBeCloseTo(price, 8);
      expect(accruedInterest(terms, settle)).toBeCloseTo(accrued, 8);
      expect(yieldFromPrice(terms, settle, price)).toBeCloseTo(y, 9);
    },
  );

  it('yield from a price (spreadsheet YIELD, basis 3)', () => {
    // Same Python script: yld(2026-11-26, 2028-07-03, 8.27%, 97.5, 1) and (..., 2032-03-08, 7.83%, 101.25, 4).
    expect(yieldFromPrice(bond('2028-07-03', 0.0827, 1), '2026-11-26', 97.5)).toBeCloseTo(0.0997050968, 9);
    expect(yieldFromPrice(bond('2032-03-08', 0.0783, 4), '2026-11-26', 101.25)).toBeCloseTo(0.0754169075, 9);
  });

  it('coupon dates step back from maturity, month ends clamped', () => {
    expect(addMonths('2029-08-31', -6)).toBe('2029-02-28');
    expect(couponDates(bond('2027-08-31', 0.08, 2, '2025-09-15'))).toEqual([
      '2026-02-28',
      '2026-08-31',
      '2027-02-28',
      '2027-08-31',
    ]);
    expect(couponPeriod(bond('2027-08-31', 0.08, 2, '2025-09-15'), '2025-12-01')).toEqual({
      previous: '2025-09-15',
      next: '2026-02-28',
      remaining: 4,
    });
    expect(() => couponPeriod(bond('2027-08-31', 0.08, 2), '2027-08-31')).toThrow(RangeError);
  });

  it('cash flows: coupons net of 5% tax, principal at maturity, or up to a sell-back date', () => {
    const terms = bond('2027-08-31', 0.08, 2, '2025-09-15');
    // 10 bonds x 100,000 x 8% / 2 = 40,000 gross; 5% = 2,000 tax.
    const flows = cashFlowSchedule(terms, '2026-01-10', 10);
    expect(flows).toHaveLength(5);
    expect(flows[0]).toEqual({ date: '2026-02-28', kind: 'coupon', gross: 40_000, tax: 2_000, net: 38_000 });
    expect(flows[4]).toEqual({
      date: '2027-08-31',
      kind: 'principal',
      gross: 1_000_000,
      tax: 0,
      net: 1_000_000,
    });
    expect(cashFlowSchedule(terms, '2026-01-10', 10, '2026-09-01').map((x) => x.date)).toEqual([
      '2026-02-28',
      '2026-08-31',
    ]);
  });
});
