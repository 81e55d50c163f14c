import type { InstrumentKind } from './instruments.ts';
import type { MarketId } from './markets.ts';

/** Rounding direction for {@link roundToTick}. */
export type TickRounding = 'up' | 'down' | 'nearest';

/** HOSE stock ticks by price band, lowest band first (market-rules §3). */
export const HOSE_STOCK_TICKS: readonly { readonly from: number; readonly tick: number }[] = [
  { from: 0, tick: 10 },
  { from: 10_000, tick: 50 },
  { from: 50_000, tick: 100 },
];

/** Futures tick: 0.1 index point, in Sen's unit of index points x 100. */
export const FUTURES_TICK = 10;

/**
 * Tick size at a price, in the price's canonical unit (VND; index points x 100 for futures).
 * HOSE stocks 10/50/100 below 10,000 / below 50,000 / above; HOSE ETF and CW 10; HNX and UPCOM 100;
 * futures 10 (= 0.1 point); bonds 1 VND (no tick on put-through).
 * @example tickSize('HSX', 'stock', 9_990) === 10; tickSize('HSX', 'stock', 10_000) === 50
 */
export function tickSize(market: MarketId, kind: InstrumentKind, price: number): number {
  if (kind === 'future' || market === 'DERIV') return FUTURES_TICK;
  if (kind === 'bond') return 1;
  if (market !== 'HSX') return 100;
  if (kind === 'etf' || kind === 'cw') return 10;
  let tick = HOSE_STOCK_TICKS[0]?.tick ?? 10;
  for (const band of HOSE_STOCK_TICKS) if (price >= band.from) tick = band.tick;
  return tick;
}

/** True when the price is a positive multiple of the tick that applies at that price. */
export function isOnTick(market: MarketId, kind: InstrumentKind, price: number): boolean {
  if (!Number.isInteger(price) || price <= 0) return false;
  return price % tickSize(market, kind, price) === 0;
}

/**
 * Rounds a price to a valid tick, using the tick of the price's own level.
 * @example roundToTick('HSX', 'stock', 10_165, 'down') === 10_150; roundToTick('HSX', 'stock', 8_835, 'up') === 8_840
 */
export function roundToTick(
  market: MarketId,
  kind: InstrumentKind,
  price: number,
  mode: TickRounding,
): number {
  const tick = tickSize(market, kind, Math.floor(price));
  // A tiny tolerance keeps values like 10149.999999 from float arithmetic on the right side.
  const steps = price / tick;
  const down = Math.floor(steps + 1e-9) * tick;
  const up = Math.ceil(steps - 1e-9) * tick;
  if (mode === 'down') return down;
  if (mode === 'up') return up;
  return price - down < up - price ? down : up;
}

/**
 * The next valid price above an on-tick price; HOSE ticks widen across 10,000 and 50,000.
 * @example nextTick('HSX', 'stock', 9_990) === 10_000; nextTick('HSX', 'stock', 49_950) === 50_000
 */
export function nextTick(market: MarketId, kind: InstrumentKind, price: number): number {
  return price + tickSize(market, kind, price);
}

/**
 * The previous valid price below an on-tick price, using the tick of the level below.
 * @example previousTick('HSX', 'stock', 10_000) === 9_990; previousTick('HSX', 'stock', 50_000) === 49_950
 */
export function previousTick(market: MarketId, kind: InstrumentKind, price: number): number {
  return price - tickSize(market, kind, price - 1);
}

/** Moves an on-tick price by n ticks (negative n moves down), crossing HOSE tick bands correctly. */
export function addTicks(market: MarketId, kind: InstrumentKind, price: number, n: number): number {
  let result = price;
  for (let i = 0; i < Math.abs(n); i += 1) {
    result = n > 0 ? nextTick(market, kind, result) : previousTick(market, kind, result);
  }
  return result;
}
