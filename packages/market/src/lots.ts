import type { InstrumentKind } from './instruments.ts';
import type { MarketId } from './markets.ts';

/** Board lot of stocks, funds, ETFs and warrants on every exchange (market-rules §5). */
export const BOARD_LOT = 100;
/** Odd lots are 1 to 99 units, limit orders only, in their own book. */
export const ODD_LOT_MAX = 99;

/**
 * Largest volume of one order by exchange rule; undefined where no source states one (HNX and
 * UPCOM are UNCONFIRMED, market-rules §5). Derivatives: 500 contracts.
 */
export const MAX_ORDER_VOLUME: Readonly<Record<MarketId, number | undefined>> = {
  HSX: 500_000,
  HNX: undefined,
  UPCOM: undefined,
  DERIV: 500,
};

/** The broker's own derivatives check: more than this many contracts is refused with -6034. */
export const BROKER_MAX_DERIVATIVE_VOLUME = 1000;

/** Smallest put-through volume per exchange (UPCOM sets none, so 1). */
export const PUT_THROUGH_MIN_VOLUME: Readonly<Record<MarketId, number>> = {
  HSX: 20_000,
  HNX: 5_000,
  UPCOM: 1,
  DERIV: 1,
};

/** Whether an order's volume is a board lot, an odd lot, or neither (then it must be split). */
export type LotKind = 'board' | 'odd';

/**
 * Lot of an order volume: multiples of 100 are board lots, 1-99 odd lots, others invalid; every
 * positive number of derivative contracts is a board lot.
 * @example lotKindOf('stock', 150) === undefined; lotKindOf('stock', 99) === 'odd'
 */
export function lotKindOf(kind: InstrumentKind, volume: number): LotKind | undefined {
  if (!Number.isInteger(volume) || volume <= 0) return undefined;
  if (kind === 'future') return 'board';
  if (volume % BOARD_LOT === 0) return 'board';
  return volume <= ODD_LOT_MAX ? 'odd' : undefined;
}

/** True for a 1-99 unit order of a non-derivative instrument. */
export function isOddLot(kind: InstrumentKind, volume: number): boolean {
  return lotKindOf(kind, volume) === 'odd';
}

/**
 * Exchange check of an order volume: a board or odd lot, not above the market's maximum.
 * @example isValidOrderVolume('HSX', 'stock', 500_100) === false; isValidOrderVolume('DERIV', 'future', 501) === false
 */
export function isValidOrderVolume(market: MarketId, kind: InstrumentKind, volume: number): boolean {
  if (lotKindOf(kind, volume) === undefined) return false;
  const max = MAX_ORDER_VOLUME[market];
  return max === undefined || volume <= max;
}

/** True when a put-through volume meets the exchange's minimum. */
export function isValidPutThroughVolume(market: MarketId, volume: number): boolean {
  return Number.isInteger(volume) && volume >= PUT_THROUGH_MIN_VOLUME[market];
}
