import { Rng } from '../reference/rng.ts';
import {
  BETA,
  GROUP_JUMPS,
  GROUP_ORDER,
  IDIO_FACTOR,
  MARKET_FACTOR,
  SECTOR_FACTOR,
  sizeVolatilityScale,
  STRESS,
} from './calibration.ts';
import { FairValueModel } from './fair-value-model.ts';
import type { SimInstrument } from './universe.ts';

/** The fair-value model of a universe's stocks (fairIndex order), with per-stock beta and volatility drawn from the seed. */
export function buildFairModel(instruments: readonly SimInstrument[], seed: number): FairValueModel {
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
    MARKET_FACTOR,
    SECTOR_FACTOR,
    20,
    STRESS,
    GROUP_ORDER.map((e) => GROUP_JUMPS[e]),
    new Rng(seed, 'fair-events'),
  );
}
