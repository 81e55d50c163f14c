import { describe, expect, it } from 'vitest';
import { Rng } from '../reference/rng.ts';
import { LIVE_REGIME } from './calibration.ts';
import {
  FairValueModel,
  type FactorParams,
  type GroupJumpParams,
  type StressParams,
} from './fair-value-model.ts';

const CALM: FactorParams = { sd: 0.01, alpha: 0.05, beta: 0.9, jumpRate: 0, jumpSd: 0 };
const NONE: FactorParams = { sd: 0, alpha: 0, beta: 0, jumpRate: 0, jumpSd: 0 };
const NO_STRESS: StressParams = {
  gapDays: [100_000, 100_000],
  days: [2, 4],
  marketVol: 3,
  idioVol: 0.6,
  shock: 0.065,
  shockSpread: 0.25,
  downShare: 0.7,
};

const QUIET_GROUPS: GroupJumpParams[] = [
  { gapDays: null, size: 0, spread: 0 },
  { gapDays: null, size: 0, spread: 0 },
];

/** Daily log returns of 40 stocks (20 in group 0, 20 in group 1) and whether each day was stressed. */
function run(stress: StressParams, groups: GroupJumpParams[], days = 300) {
  const inputs = Array.from({ length: 40 }, (_, i) => ({
    logPrice: Math.log(20_000),
    sector: 0,
    beta: 1,
    idio: CALM,
    group: i < 20 ? 0 : 1,
  }));
  const model = new FairValueModel(
    inputs,
    new Rng(3, 'fair'),
    CALM,
    NONE,
    1,
    stress,
    groups,
    new Rng(3, 'ev'),
    LIVE_REGIME,
  );
  const result: { returns: number[]; stressed: boolean }[] = [];
  for (let d = 0; d < days; d += 1) {
    const before = Float64Array.from(model.logFair);
    const stressed = model.stressed;
    model.runDay();
    result.push({ returns: Array.from(model.logFair, (v, i) => v - before[i]!), stressed });
  }
  return result;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Share of the day's cross-section explained by the common move: mean^2 / mean of squares. */
const coMove = (r: number[]): number => mean(r) ** 2 / mean(r.map((x) => x * x));

describe('fair-value model: rare market-wide events', () => {
  it('has stress episodes about as often as asked, with a shock day and stocks moving together', () => {
    const days = run({ ...NO_STRESS, gapDays: [40, 60] }, QUIET_GROUPS);
    const stressed = days.filter((d) => d.stressed);
    const calm = days.filter((d) => !d.stressed);
    // 300 days with a calm gap of 40-60 days and episodes of ~3 days: 4-8 episodes.
    expect(stressed.length).toBeGreaterThanOrEqual(8);
    expect(stressed.length).toBeLessThan(60);
    // A calm day moves the market several percent at most, even in a stormy regime (capped at 2x the
    // volatility, its sudden moves larger too); the episodes' shocks go beyond every calm day.
    const calmMax = Math.max(...calm.map((d) => Math.abs(mean(d.returns))));
    expect(calmMax).toBeLessThan(0.1);
    expect(Math.max(...stressed.map((d) => Math.abs(mean(d.returns))))).toBeGreaterThan(
      Math.max(0.1, calmMax),
    );
    expect(mean(stressed.map((d) => coMove(d.returns)))).toBeGreaterThan(
      1.3 * mean(calm.map((d) => coMove(d.returns))),
    );
  });

  it('never stresses without episodes, and keeps GARCH variance bounded', () => {
    const days = run(NO_STRESS, QUIET_GROUPS);
    expect(days.some((d) => d.stressed)).toBe(false);
    const all = days.flatMap((d) => d.returns);
    expect(Math.max(...all.map(Math.abs))).toBeLessThan(0.15);
  });

  it('moves one exchange group together on its rare jump days', () => {
    const days = run(NO_STRESS, [
      { gapDays: null, size: 0, spread: 0 },
      { gapDays: [50, 50], size: 0.1, spread: 0.25 },
    ]);
    const jumpDays = days.filter(
      (d) => Math.abs(mean(d.returns.slice(20)) - mean(d.returns.slice(0, 20))) > 0.05,
    );
    expect(jumpDays.length).toBeGreaterThanOrEqual(5);
    expect(jumpDays.length).toBeLessThanOrEqual(7);
  });
});

describe('fair-value model: the big days of a stress episode', () => {
  const episodes: StressParams = {
    ...NO_STRESS,
    gapDays: [40, 60],
    days: [4, 6],
    marketVol: 1,
  };
  /** Later days of each episode (not its first, the shock's) whose market move is 3% or more. */
  const bigLaterDays = (stress: StressParams): { big: number; later: number } => {
    const days = run(stress, QUIET_GROUPS);
    let big = 0;
    let later = 0;
    days.forEach((d, k) => {
      if (!d.stressed || !days[k - 1]?.stressed) return;
      later += 1;
      if (Math.abs(mean(d.returns)) >= 0.03) big += 1;
    });
    return { big, later };
  };

  it('has falls and rebounds of several percent after the opening shock when asked', () => {
    const without = bigLaterDays(episodes);
    const withAftershocks = bigLaterDays({
      ...episodes,
      aftershocks: { chance: 1, size: 0.05, spread: 0, downShare: 0.5 },
    });
    expect(without.later).toBeGreaterThan(10);
    expect(without.big).toBeLessThanOrEqual(0.2 * without.later);
    expect(withAftershocks.big).toBeGreaterThanOrEqual(0.8 * withAftershocks.later);
  });
});
