import { Rng } from '../reference/rng.ts';
import {
  BETA,
  GROUP_JUMPS,
  GROUP_ORDER,
  IDIO_FACTOR,
  LIVE_REGIME,
  MARKET_FACTOR,
  OVERNIGHT_NEWS,
  OVERNIGHT_VARIANCE,
  SECTOR_FACTOR,
  sizeVolatilityScale,
  STRESS,
  WARM_UP_DAYS,
} from './calibration.ts';
import {
  FairValueModel,
  type FactorParams,
  type RegimeParams,
  type StressParams,
} from './fair-value-model.ts';
import type { SimInstrument } from './universe.ts';

/** Market factor and stress episodes of a model other than the live one's (the generated past's). */
export interface MarketParams {
  readonly market: FactorParams;
  readonly stress: StressParams;
  /** The daily volatility regime (the live model's when absent). */
  readonly regime?: RegimeParams;
}

/**
 * The fair-value model of a universe's stocks (fairIndex order), with per-stock beta and volatility
 * drawn from the seed; `market` replaces the market factor and stress episodes of the calibration.
 */
export function buildFairModel(
  instruments: readonly SimInstrument[],
  seed: number,
  market: MarketParams = { market: MARKET_FACTOR, stress: STRESS },
): FairValueModel {
  const params = new Rng(seed, 'fair-params');
  const stocks = instruments.filter((i) => i.fairIndex >= 0).sort((a, b) => a.fairIndex - b.fairIndex);
  return new FairValueModel(
    stocks.map((i) => {
      const exchange = i.stock?.exchange ?? 'HSX';
      const idio = IDIO_FACTOR[exchange];
      const size = sizeVolatilityScale(i.referencePrice * (i.stock?.listedShares ?? 0));
      return {
        logPrice: Math.log(i.referencePrice),
        sector: i.sector,
        group: GROUP_ORDER.indexOf(exchange),
        beta: BETA[exchange] * Math.exp(0.25 * params.normal()),
        idio: {
          ...idio,
          sd: idio.sd * size * Math.exp(0.25 * params.normal()),
          // Large caps also have smaller news days of their own.
          jumpSd: idio.jumpSd * Math.min(1, size) ** 2,
        },
      };
    }),
    new Rng(seed, 'fair'),
    market.market,
    SECTOR_FACTOR,
    20,
    market.stress,
    GROUP_ORDER.map((e) => GROUP_JUMPS[e]),
    new Rng(seed, 'fair-events'),
    market.regime ?? LIVE_REGIME,
  );
}

/**
 * The fair-value model of the live days (the simulator's): it follows the generated past, so it
 * starts with the variances a running market has (a warm-up) and with the night before its first
 * day (most news lands overnight), each drawn from a stream of its own so every later draw stays as
 * it was. Made when the simulator is built, before anything runs: a server started at any time of
 * the day lives the same day.
 */
export function buildLiveFairModel(instruments: readonly SimInstrument[], seed: number): FairValueModel {
  const model = buildFairModel(instruments, seed);
  model.warmUp(new Rng(seed, 'warm-up'), WARM_UP_DAYS);
  model.firstNight(new Rng(seed, 'first-night'), OVERNIGHT_VARIANCE, OVERNIGHT_NEWS);
  return model;
}
