import { describe, expect, it } from 'vitest';
import { Rng } from '../reference/rng.ts';
import { FUTURE_OPEN_BURST, FUTURE_PREMIUM } from './calibration.ts';
import { FuturePremium } from './future-premium.ts';
import { tradingVarianceShare } from './intraday-profile.ts';

const acf = (xs: readonly number[], lag: number): number => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    den += (x - m) ** 2;
    if (i >= lag) num += (x - m) * (xs[i - lag]! - m);
  });
  return num / den;
};

/** One-minute changes of the premium over `days` trading days (09:00-11:30, 13:00-14:30), as the simulator steps it. */
function minuteMoves(seed: number, days: number): number[] {
  const premium = new FuturePremium(FUTURE_PREMIUM, new Rng(seed, 'future-premium'));
  const moves: number[] = [];
  for (let d = 0; d < days; d += 1) {
    let last = premium.value;
    for (let t = 9 * 3600 + 5; t <= 14 * 3600 + 1800; t += 5) {
      const opening = t <= 9 * 3600 + FUTURE_OPEN_BURST.minutes * 60;
      premium.step(tradingVarianceShare(t, 5) * (opening ? FUTURE_OPEN_BURST.multiple : 1), 1);
      if (t % 60 === 0 && tradingVarianceShare(t, 5) > 0) {
        moves.push(premium.value - last);
        last = premium.value;
      }
    }
  }
  return moves;
}

describe('FuturePremium', () => {
  it("overshoots VN30's sudden moves (not small ones, nor a move over a break) and draws nothing for it", () => {
    const { suddenMove, overshoot } = FUTURE_PREMIUM;
    // The same draws fed VN30 levels: a calm path and one with a sudden move of each size.
    const run = (levels: readonly number[], shares = levels.map(() => 0.001)): number => {
      const premium = new FuturePremium(FUTURE_PREMIUM, new Rng(3, 'future-premium'));
      levels.forEach((level, i) => premium.step(shares[i]!, level));
      return premium.value;
    };
    const calm = run([1, 1, 1, 1]);
    const jump = Math.exp(2 * suddenMove);
    // The move between the 2nd and 3rd levels is seen at the 3rd step (the level the simulator passes
    // is the one of the previous step); the premium then decays for one more step.
    const decay = 0.5 ** (1 / (FUTURE_PREMIUM.halfLifeMinutes * 12));
    expect(run([1, 1, jump, jump]) - calm).toBeCloseTo(overshoot * 2 * suddenMove * decay, 12);
    expect(run([1, 1, 1 / jump, 1 / jump]) - calm).toBeCloseTo(-overshoot * 2 * suddenMove * decay, 12);
    expect(run([1, 1, Math.exp(suddenMove / 2), Math.exp(suddenMove / 2)])).toBe(calm);
    // A break (a step carrying no variance) in between: the gap is not overshot.
    const gapped = (level: number): number => run([1, 1, level, level], [0.001, 0, 0.001, 0.001]);
    expect(gapped(jump)).toBe(gapped(1));
  });

  it('moves only on steps that carry variance, and the same seed gives the same path', () => {
    const a = new FuturePremium(FUTURE_PREMIUM, new Rng(7, 'future-premium'));
    a.step(0, 1);
    expect(a.value).toBe(0);
    expect(minuteMoves(7, 3)).toEqual(minuteMoves(7, 3));
    expect(minuteMoves(7, 3)).not.toEqual(minuteMoves(8, 3));
  });

  it('has fat-tailed, clustered one-minute moves of about 0.03% that stay near VN30', () => {
    const moves = minuteMoves(1, 200);
    const m = moves.reduce((a, b) => a + b, 0) / moves.length;
    const variance = moves.reduce((a, b) => a + (b - m) ** 2, 0) / moves.length;
    const kurtosis = moves.reduce((a, b) => a + (b - m) ** 4, 0) / moves.length / variance ** 2;
    const abs = moves.map(Math.abs);
    expect(Math.sqrt(variance) * 100).toBeGreaterThan(0.025);
    expect(Math.sqrt(variance) * 100).toBeLessThan(0.045);
    // The open (09:00-09:15) moves most: each day's first 15 minutes against its other 225.
    const perDay = moves.length / 200;
    const rms = (xs: number[]): number => Math.sqrt(xs.reduce((a, x) => a + x * x, 0) / xs.length);
    const open = moves.filter((_, i) => i % perDay < 15);
    const rest = moves.filter((_, i) => i % perDay >= 15);
    expect(rms(open) / rms(rest)).toBeGreaterThan(2.5);
    expect(kurtosis).toBeGreaterThan(25);
    expect(acf(abs, 1)).toBeGreaterThan(0.3);
    expect(acf(abs, 10)).toBeGreaterThan(0.1);
    // No bid-ask-like reversal of its own, and a premium of a fraction of a percent, pulled back to VN30.
    expect(Math.abs(acf(moves, 1))).toBeLessThan(0.05);
    const premium = new FuturePremium(FUTURE_PREMIUM, new Rng(1, 'future-premium'));
    let largest = 0;
    for (let i = 0; i < 200 * 3300; i += 1) {
      premium.step(1 / 3300, 1);
      largest = Math.max(largest, Math.abs(premium.value));
    }
    expect(largest).toBeLessThan(0.02);
  });
});
