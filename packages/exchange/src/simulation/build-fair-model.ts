import { Rng } from '../reference/rng.ts';
import { BETA, IDIO_FACTOR, MARKET_FACTOR, SECTOR_FACTOR, sizeVolatilityScale } from './calibration.ts';
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
      return {
        logPrice: Math.log(i.referencePrice),
        sector: i.sector,
        beta: BETA[exchange] * Math.exp(0.25 * params.normal()),
        idio: {
          ...idio,
          sd:
            idio.sd *
            sizeVolatilityScale(i.referencePrice * (i.stock?.listedShares ?? 0)) *
            Math.exp(0.25 * params.normal()),
        },
      };
    }),
    new Rng(seed, 'fair'),
    MARKET_FACTOR,
    SECTOR_FACTOR,
    20,
  );
}
