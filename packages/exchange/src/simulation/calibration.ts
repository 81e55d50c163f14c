import type { ListingExchange } from '../reference/types.ts';
import type { FactorParams } from './fair-value-model.ts';

/** Day value (VND) of one exchange's stocks by popularity percentile: [percentile, value] points. */
export const DAY_VALUE_CURVE: Readonly<Record<ListingExchange, readonly (readonly [number, number])[]>> = {
  // market-calibration.md: traded 93% / 68% / 38%; p50, p90, p99 of day value.
  HSX: [[0, 1e5], [0.05, 2e6], [0.1, 1.5e8], [0.5, 1.15e9], [0.9, 134.31e9], [0.99, 884.11e9], [1, 1_600e9]],
  HNX: [[0, 1e4], [0.3, 1e6], [0.36, 1e7], [0.5, 0.03e9], [0.9, 2.52e9], [0.99, 103.88e9], [1, 250e9]],
  UPCOM: [[0, 1e3], [0.6, 5e5], [0.64, 2e6], [0.75, 0.02e9], [0.9, 0.31e9], [0.99, 17.65e9], [1, 120e9]],
};

/** Market factor: daily sd, GARCH persistence, crash/rally jumps. */
export const MARKET_FACTOR: FactorParams = { sd: 0.0105, alpha: 0.12, beta: 0.85, jumpRate: 0.02, jumpSd: 0.025 };
/** Sector factors (one per industry). */
export const SECTOR_FACTOR: FactorParams = { sd: 0.0065, alpha: 0.1, beta: 0.85, jumpRate: 0.01, jumpSd: 0.02 };

/** Idiosyncratic daily sd (median stock) and jump settings per exchange. */
export const IDIO_FACTOR: Readonly<Record<ListingExchange, FactorParams>> = {
  HSX: { sd: 0.0165, alpha: 0.1, beta: 0.86, jumpRate: 0.03, jumpSd: 0.035 },
  HNX: { sd: 0.022, alpha: 0.1, beta: 0.86, jumpRate: 0.03, jumpSd: 0.04 },
  UPCOM: { sd: 0.024, alpha: 0.08, beta: 0.86, jumpRate: 0.03, jumpSd: 0.05 },
};

/** Market beta by exchange (median). */
export const BETA: Readonly<Record<ListingExchange, number>> = { HSX: 1, HNX: 1.05, UPCOM: 0.7 };

/** Share of the day's price variance in each half hour from 09:00 (index 0) to 14:30 (index 11); the rest is overnight. */
export const VARIANCE_BY_HALF_HOUR: readonly number[] = [0.14, 0.1, 0.09, 0.08, 0.07, 0, 0, 0, 0.09, 0.09, 0.12, 0.12];
/** Share of the day's price variance before the open (overnight news). */
export const OVERNIGHT_VARIANCE = 0.1;

/** Share of day volume in each half hour from 09:00 (VN30F1M one-minute bars, market-calibration.md). */
export const VOLUME_BY_HALF_HOUR: readonly number[] = [0.105, 0.084, 0.085, 0.094, 0.091, 0, 0, 0, 0.11, 0.152, 0.246, 0.034];

/** Taker orders per day for an average day value (VND): more and larger orders for liquid names. */
export function takersPerDay(dayValue: number): number {
  return Math.min(6_000, 60 * (dayValue / 1e9) ** 0.55);
}
