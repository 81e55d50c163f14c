import { describe, expect, it } from 'vitest';
import { REFERENCE } from '../reference/reference-data.ts';
import { BondDesk } from './bond-desk.ts';

describe('bond desk', () => {
  it('offers the 12 listed bonds, deterministic by seed, issuers simulated', () => {
    const a = new BondDesk(REFERENCE.bonds, 1);
    const b = new BondDesk(REFERENCE.bonds, 1);
    expect(a.bonds).toHaveLength(12);
    expect(a.bonds).toEqual(b.bonds);
    expect(a.bonds.every((x) => x.simulated && x.inventory >= 20_000)).toBe(true);
    expect(new BondDesk(REFERENCE.bonds, 2).bonds.map((x) => x.rating)).not.toEqual(
      a.bonds.map((x) => x.rating),
    );
  });

  it('moves its yields by day within 0.25% and buys back 0.1% higher', () => {
    const desk = new BondDesk(REFERENCE.bonds, 1);
    const bond = desk.bonds[0]!;
    const day1 = desk.yieldsOn(bond, '2026-11-26');
    expect(desk.yieldsOn(bond, '2026-11-26')).toEqual(day1);
    expect(Math.abs(day1.sellYield - bond.baseYield)).toBeLessThanOrEqual(0.0025);
    expect(day1.buyBackYield).toBeCloseTo(day1.sellYield + 0.001, 10);
  });

  it('quotes the customer yield per holding term, longer terms paying more', () => {
    const desk = new BondDesk(REFERENCE.bonds, 1);
    const bond = desk.bonds.find((b) => b.maturityDate > '2028-01-01')!;
    const terms = desk.termYields(bond, '2026-11-26');
    expect(terms.map((t) => t.months)).toEqual([3, 6, 12, null]);
    expect(terms[0]!.yield).toBeLessThan(terms[2]!.yield);
    // Fees, tax and the buy-back spread cost less than the coupon even over the shortest term.
    expect(terms[0]!.yield).toBeGreaterThan(0);
  });
});
