import { warrantFairValue } from '../participants/warrant-pricing.ts';
import { WARRANT_VOLATILITY } from '../reference/warrants.ts';
import type { SimInstrument } from './universe.ts';

const YEAR_MS = 365 * 86_400_000;

/** Fair price of an instrument priced off others: ETFs and futures from VN30, warrants from their underlying. */
export function derivedFair(
  instrument: SimInstrument,
  vn30Ratio: number,
  basis: number,
  underlyingFair: (symbol: string) => number,
  time: number,
): number {
  switch (instrument.kind) {
    case 'etf':
      return instrument.referencePrice * vn30Ratio;
    case 'future':
      return instrument.referencePrice * vn30Ratio * (1 + basis);
    case 'cw': {
      const spot = underlyingFair(instrument.underlying ?? '');
      const maturity = Date.parse(`${instrument.maturityDate ?? '1970-01-01'}T08:00:00Z`);
      const years = Math.max(0, (maturity - time) / YEAR_MS);
      return warrantFairValue({
        spot,
        strike: instrument.strike ?? spot,
        years,
        volatility: WARRANT_VOLATILITY,
        ratio: instrument.ratio ?? 1,
      }).value;
    }
    default:
      return instrument.referencePrice;
  }
}
