import { describe, expect, it } from 'vitest';
import { REFERENCE } from '../reference/reference-data.ts';
import { Rng } from '../reference/rng.ts';
import { LIVE_REGIME } from './calibration.ts';
import { FairValueModel, type FactorParams } from './fair-value-model.ts';
import { MarketSimulator } from './market-simulator.ts';

// A stock's own news feeds its GARCH variance (half of each jump): a running process sits above
// the unconditional variance it starts at.
const NEWSY: FactorParams = { sd: 0.01, alpha: 0.09, beta: 0.87, jumpRate: 0.065, jumpSd: 0.085 };
const CALM: FactorParams = { sd: 0.01, alpha: 0.05, beta: 0.9, jumpRate: 0, jumpSd: 0 };
const NONE: FactorParams = { sd: 0, alpha: 0, beta: 0, jumpRate: 0, jumpSd: 0 };

function model(): FairValueModel {
  const inputs = Array.from({ length: 400 }, () => ({
    logPrice: Math.log(20_000),
    sector: 0,
    beta: 1,
    idio: NEWSY,
    group: 0,
  }));
  return new FairValueModel(
    inputs,
    new Rng(5, 'fair'),
    CALM,
    NONE,
    1,
    {
      gapDays: [100_000, 100_000],
      days: [2, 4],
      marketVol: 3,
      idioVol: 0.6,
      shock: 0,
      shockSpread: 0,
      downShare: 0.5,
    },
    [{ gapDays: null, size: 0, spread: 0 }],
    new Rng(5, 'events'),
    LIVE_REGIME,
  );
}

/** Each day's diffusion-only returns (no jumps: the variance state alone) of every stock, and the regime path. */
function week(m: FairValueModel): { rms: number; regimes: number[]; vol: number[] } {
  const squares: number[] = [];
  const regimes: number[] = [];
  const vol: number[] = [];
  for (let d = 0; d < 5; d += 1) {
    const before = Float64Array.from(m.logFair);
    m.step(1, 1, 0);
    m.endDay();
    m.logFair.forEach((v, i) => squares.push((v - before[i]!) ** 2));
    regimes.push(m.regimeMultiplier);
    m.stepMinute();
    vol.push(m.volMultiplier);
  }
  return { rms: Math.sqrt(squares.reduce((a, b) => a + b, 0) / squares.length), regimes, vol };
}

describe('the live days start where a running market is', () => {
  it('warms the variances up with draws of their own: a livelier week, the same later draws', () => {
    const cold = model();
    const warm = model();
    warm.warmUp(new Rng(5, 'warm-up'), 250);
    const a = week(cold);
    const b = week(warm);
    // The news-fed variance is well above the unconditional one after a warm-up.
    expect(b.rms / a.rms).toBeGreaterThan(1.3);
    // The model's own stream is where it was: the regime and intraday state take the same path.
    expect(b.regimes).toEqual(a.regimes);
    expect(b.vol).toEqual(a.vol);
    expect(Array.from(warm.logFair.slice(0, 3))).not.toEqual(Array.from(cold.logFair.slice(0, 3)));
  });

  it('moves fair values over the first night with draws of their own', () => {
    const plain = model();
    const night = model();
    night.firstNight(new Rng(5, 'first-night'), 0.1, 0.85);
    const moved = Array.from(night.logFair).filter((v) => v !== Math.log(20_000)).length;
    expect(moved).toBe(400);
    expect(week(night).regimes).toEqual(week(plain).regimes);
  });

  it('opens its first day on the night before it: fair values off the references before 09:00', () => {
    const symbols = new Set(['FPT', 'HPG', 'VCB', 'ACB', 'SHS', 'ACV']);
    const start = Date.parse('2026-11-23T08:30:00+07:00');
    const sim = new MarketSimulator({
      seed: 7,
      startTime: start,
      filter: (s) => symbols.has(s),
      participants: false,
    });
    const off = [...symbols].filter(
      (s) => sim.fairValue(s) !== REFERENCE.stocks.find((r) => r.symbol === s)!.refPrice,
    );
    expect(off.length).toBe(symbols.size);
    // Deterministic: the same seed and start give the same night.
    const again = new MarketSimulator({
      seed: 7,
      startTime: start,
      filter: (s) => symbols.has(s),
      participants: false,
    });
    for (const s of symbols) expect(again.fairValue(s)).toBe(sim.fairValue(s));
  });
});
