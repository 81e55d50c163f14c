import type { InstrumentKind } from './instruments.ts';
import type { MarketId } from './markets.ts';
import { nextTick, previousTick, roundToTick } from './tick-size.ts';

/** Ceiling and floor of a trading day, in the price's canonical unit. */
export interface PriceBand {
  readonly ceiling: number;
  readonly floor: number;
}

/** Kinds whose band is a rate of the reference (covered warrants follow the underlying; bonds have none). */
export type BandedKind = Exclude<InstrumentKind, 'cw' | 'bond'>;

/** Daily band rates in basis points: normal and first trading day (market-rules §4.1). */
export const BAND_RATES_BPS: Readonly<
  Record<MarketId, { readonly normal: number; readonly firstDay: number }>
> = {
  HSX: { normal: 700, firstDay: 2000 },
  HNX: { normal: 1000, firstDay: 3000 },
  UPCOM: { normal: 1500, firstDay: 4000 },
  // Futures use a theoretical reference on their first day, with the normal ±7% band.
  DERIV: { normal: 700, firstDay: 700 },
};

/** Band rate in basis points, e.g. bandRateBps('HNX', true) === 3000 (±30%). */
export function bandRateBps(market: MarketId, firstDay = false): number {
  const rates = BAND_RATES_BPS[market];
  return firstDay ? rates.firstDay : rates.normal;
}

/** Input of {@link priceBand}. */
export interface PriceBandInput {
  /** Reference price (VND; index points x 100 for futures). */
  readonly ref: number;
  readonly market: MarketId;
  readonly kind: BandedKind;
  /** First trading day or resumption after a 25-day suspension: the wider band. */
  readonly firstDay?: boolean;
}

/**
 * Ceiling and floor from the reference: ceiling rounded down and floor rounded up to the tick at
 * the resulting level; if either equals the reference, ref ± 1 tick; if that floor is ≤ 0, floor = ref
 * (market-rules §4.3).
 * @example priceBand({ ref: 9_500, market: 'HSX', kind: 'stock' }) // { ceiling: 10_150, floor: 8_840 }
 * @example priceBand({ ref: 100, market: 'HNX', kind: 'stock' }) // { ceiling: 200, floor: 100 }
 */
export function priceBand(input: PriceBandInput): PriceBand {
  const { ref, market, kind } = input;
  const rate = bandRateBps(market, input.firstDay ?? false);
  // Integer arithmetic first (ref x basis points), one division last.
  const rawCeiling = (ref * (10_000 + rate)) / 10_000;
  const rawFloor = (ref * (10_000 - rate)) / 10_000;
  let ceiling = roundToTick(market, kind, rawCeiling, 'down');
  let floor = roundToTick(market, kind, rawFloor, 'up');
  if (ceiling <= ref || floor >= ref) {
    ceiling = nextTick(market, kind, ref);
    floor = previousTick(market, kind, ref);
  }
  if (floor <= 0) floor = ref;
  return { ceiling, floor };
}

/** Input of {@link coveredWarrantBand}. */
export interface CoveredWarrantBandInput {
  /** The warrant's reference price, VND. */
  readonly ref: number;
  /** Conversion ratio n of "n : 1" (n warrants per share). */
  readonly ratio: number;
  /** The underlying's reference, ceiling and floor, VND. */
  readonly underlying: { readonly ref: number; readonly ceiling: number; readonly floor: number };
}

/** Lowest price a covered warrant's floor can take. */
export const COVERED_WARRANT_MIN_PRICE = 10;

/**
 * Covered-warrant band from its underlying (market-rules §8): ceiling = ref + (uCeil − uRef) / ratio
 * rounded down to 10 VND, floor = ref − (uRef − uFloor) / ratio rounded up, floor ≤ 0 gives 10 VND.
 * @example coveredWarrantBand({ ref: 1_000, ratio: 2, underlying: { ref: 20_000, ceiling: 21_400, floor: 18_600 } }) // { ceiling: 1_700, floor: 300 }
 */
export function coveredWarrantBand(input: CoveredWarrantBandInput): PriceBand {
  if (!(input.ratio > 0)) throw new RangeError(`conversion ratio must be positive, got ${input.ratio}`);
  const { ref, ratio, underlying } = input;
  const ceiling = roundToTick('HSX', 'cw', ref + (underlying.ceiling - underlying.ref) / ratio, 'down');
  const floor = roundToTick('HSX', 'cw', ref - (underlying.ref - underlying.floor) / ratio, 'up');
  return { ceiling, floor: floor <= 0 ? COVERED_WARRANT_MIN_PRICE : floor };
}

/** True when a price lies inside the band (ends included). */
export function isWithinBand(price: number, band: PriceBand): boolean {
  return price >= band.floor && price <= band.ceiling;
}
