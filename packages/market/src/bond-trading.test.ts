import { describe, expect, it } from 'vitest';
import type { BondTerms } from './bond-pricing.ts';
import { bondHoldingPlan, bondPriceOn, bondTradeFigures, xirr } from './bond-trading.ts';

const terms: BondTerms = {
  par: 100_000,
  coupon: 0.0827,
  frequency: 1,
  issueDate: '2025-07-02',
  maturityDate: '2028-07-03',
};

describe('bond desk figures', () => {
  it('XIRR matches the spreadsheet documentation example and an independent script', () => {
    // Microsoft's XIRR documentation example: 0.373362535 (37.34%).
    const doc = [
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ];
    expect(xirr(doc)).toBeCloseTo(0.373362535, 8);
    // Python, scipy brentq over sum(a / (1 + r)^(days / 365)): 0.1025215756.
    const mine = [
      { date: '2026-01-01', amount: -10_000 },
      { date: '2026-07-01', amount: 500 },
      { date: '2027-01-01', amount: 10_500 },
    ];
    expect(xirr(mine)).toBeCloseTo(0.1025215756, 9);
  });

  it('prices per bond in VND from the spreadsheet price (98.8700201765 and accrued 3.308 per 100)', () => {
    expect(bondPriceOn(terms, '2026-11-26', 0.09)).toEqual({ clean: 98_870, accrued: 3_308 });
  });

  it('buy pays value + 0.1% fee; sell-back receives value - 0.1% fee - 0.1% tax', () => {
    const price = { clean: 98_870, accrued: 3_308 };
    expect(bondTradeFigures('buy', price, 100)).toEqual({
      value: 10_217_800,
      fee: 10_218,
      tax: 0,
      amount: 10_228_018,
    });
    expect(bondTradeFigures('sell', price, 100)).toEqual({
      value: 10_217_800,
      fee: 10_218,
      tax: 10_218,
      amount: 10_197_364,
    });
  });

  it('a plan to maturity ends with the principal; a sell-back plan ends with the sale', () => {
    const toMaturity = bondHoldingPlan(terms, '2026-11-26', 100, 0.09);
    expect(toMaturity.sellBack).toBeUndefined();
    expect(toMaturity.flows.map((f) => [f.date, f.kind, f.net])).toEqual([
      ['2027-07-03', 'coupon', 785_650],
      ['2028-07-03', 'coupon', 785_650],
      ['2028-07-03', 'principal', 10_000_000],
    ]);
    // Fees and the 5% coupon tax take the customer's yield below the 9% the price was made at.
    expect(toMaturity.yield).toBeGreaterThan(0.08);
    expect(toMaturity.yield).toBeLessThan(0.09);
    const early = bondHoldingPlan(terms, '2026-11-26', 100, 0.09, '2027-05-26', 0.095);
    expect(early.flows).toEqual([]);
    expect(early.sellBack?.date).toBe('2027-05-26');
    expect(early.sellBack!.amount).toBe(early.sellBack!.value - early.sellBack!.fee - early.sellBack!.tax);
  });
});
