import type { ListingExchange } from './types.ts';

/** p10 / p50 / p90 of a positive quantity. */
export interface Quantiles {
  readonly p10: number;
  readonly p50: number;
  readonly p90: number;
}

/** Cross-section of one exchange (market-calibration.md, one 2026 session). */
export interface ExchangeProfile {
  readonly stocks: number;
  readonly refPrice: Quantiles;
  /** Listed shares, millions. */
  readonly listedShares: Quantiles;
}

/** Calibration targets per exchange; the universe has these many stocks (405 / 302 / 840). */
export const EXCHANGE_PROFILES: Readonly<Record<ListingExchange, ExchangeProfile>> = {
  HSX: {
    stocks: 405,
    refPrice: { p10: 5_720, p50: 17_950, p90: 60_000 },
    listedShares: { p10: 17.3, p50: 96.5, p90: 1_293.9 },
  },
  HNX: {
    stocks: 302,
    refPrice: { p10: 5_600, p50: 13_200, p90: 48_500 },
    listedShares: { p10: 4.1, p50: 15.0, p90: 123.2 },
  },
  UPCOM: {
    stocks: 840,
    refPrice: { p10: 1_700, p50: 10_600, p90: 37_100 },
    listedShares: { p10: 3.3, p50: 12.8, p90: 100.0 },
  },
};

const Z90 = 1.2815515655446004;

/** Quantile of a two-piece log-normal through p10, p50 and p90 at standard-normal score z. */
export function twoPieceLogNormal(q: Quantiles, z: number): number {
  const sigma = z >= 0 ? Math.log(q.p90 / q.p50) / Z90 : Math.log(q.p50 / q.p10) / Z90;
  return q.p50 * Math.exp(sigma * z);
}
