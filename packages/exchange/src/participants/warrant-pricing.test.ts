import { describe, expect, it } from 'vitest';
import { callValue, normalCdf, warrantFairValue } from './warrant-pricing.ts';

describe('warrant pricing', () => {
  it('has a standard normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });

  it('prices a call above intrinsic value before maturity and at intrinsic value after', () => {
    const live = callValue({ spot: 25_000, strike: 24_000, years: 0.5, volatility: 0.38 });
    expect(live.value).toBeGreaterThan(1_000);
    expect(live.delta).toBeGreaterThan(0.5);
    expect(live.delta).toBeLessThan(1);
    expect(callValue({ spot: 25_000, strike: 24_000, years: 0, volatility: 0.38 })).toEqual({
      value: 1_000,
      delta: 1,
    });
    // Known Black-Scholes value at the money, zero rate: S * (2N(sd/2) - 1).
    const atm = callValue({ spot: 100, strike: 100, years: 1, volatility: 0.2 });
    expect(atm.value).toBeCloseTo(100 * (2 * normalCdf(0.1) - 1), 4);
  });

  it('divides value and delta by the conversion ratio', () => {
    const one = warrantFairValue({ spot: 30_000, strike: 32_000, years: 0.3, volatility: 0.38, ratio: 1 });
    const four = warrantFairValue({ spot: 30_000, strike: 32_000, years: 0.3, volatility: 0.38, ratio: 4 });
    expect(four.value).toBeCloseTo(one.value / 4);
    expect(four.delta).toBeCloseTo(one.delta / 4);
  });
});
