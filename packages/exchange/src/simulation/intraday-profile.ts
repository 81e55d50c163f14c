import type { MarketId, Phase } from '@sen/market';
import { ARRIVALS_BY_HALF_HOUR, OVERNIGHT_VARIANCE, VARIANCE_BY_HALF_HOUR } from './calibration.ts';

const NINE = 9 * 3600;
const HALF_HOUR = 1800;

/** Half-hour bucket from 09:00 (0) of a time of day, or -1 outside 09:00-15:00. */
function bucketOf(seconds: number): number {
  const b = Math.floor((seconds - NINE) / HALF_HOUR);
  return b >= 0 && b < 12 ? b : -1;
}

/**
 * Share of an instrument's daily orders arriving per second at a time of day in a phase: the
 * calibrated half-hour U shape; auctions and the HNX post-close get their own small shares.
 */
export function arrivalWeight(market: MarketId, phase: Phase, seconds: number): number {
  if (phase === 'ATO') return market === 'DERIV' ? 0.008 / 900 : 0.035 / 900;
  if (phase === 'ATC') return (ARRIVALS_BY_HALF_HOUR[11] ?? 0) / 900;
  if (phase === 'PLO') return 0.004 / 900;
  if (phase !== 'CONTINUOUS') return 0;
  const bucket = bucketOf(seconds);
  if (bucket < 0) return 0;
  // HOSE's first half hour is shared with its 15-minute opening auction.
  if (bucket === 0 && market === 'HSX') return ((ARRIVALS_BY_HALF_HOUR[0] ?? 0) - 0.035) / 900;
  return (ARRIVALS_BY_HALF_HOUR[bucket] ?? 0.034) / HALF_HOUR;
}

/** Share of the day's price variance in `dt` seconds at a time of day (zero at lunch and outside hours). */
export function varianceShare(seconds: number, dt: number): number {
  const bucket = bucketOf(seconds);
  if (bucket < 0) return 0;
  const width = bucket === 11 ? 900 : HALF_HOUR;
  if (bucket === 11 && seconds >= NINE + 11 * HALF_HOUR + 900) return 0;
  return ((VARIANCE_BY_HALF_HOUR[bucket] ?? 0) * dt) / width;
}

/**
 * Share of the trading day's variance (09:00-14:45, summing to 1 over a day) in `dt` seconds: the
 * futures' own premium moves only in trading hours, so its daily figures are the trading day's.
 */
export function tradingVarianceShare(seconds: number, dt: number): number {
  return varianceShare(seconds, dt) / (1 - OVERNIGHT_VARIANCE);
}
