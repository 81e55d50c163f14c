// What an order blocks until it fills or ends: a buy's cash with the highest fee, a futures
// order's initial margin. Below the orders module: the ledger's buying-power views use it too.
import { FUTURES_INITIAL_MARGIN_BPS } from '@sen/market';

/** Highest brokerage fee rate (bps): a buy blocks its value plus this, so any fill is covered. */
const MAX_FEE_BPS = 35;
/** VND per futures price unit (index points x 100): 100,000 VND a point. */
const FUTURES_VND_PER_UNIT = 1_000;

/**
 * Cash a buy must block at a price: value plus the highest fee rounded up, plus 1 VND a share for
 * the rounding of fees fill by fill (at most half a dong per fill, at most one fill per share).
 */
export function buyBlockAmount(price: number, volume: number): number {
  const value = price * volume;
  return value + Math.ceil((value * MAX_FEE_BPS) / 10_000) + volume;
}

/** Initial margin of a futures order, VND. */
export function futuresMargin(price: number, volume: number): number {
  return Math.ceil((price * FUTURES_VND_PER_UNIT * volume * FUTURES_INITIAL_MARGIN_BPS) / 10_000);
}
