// What a buy blocks until it fills or ends: its cash with the highest fee, so any fill is covered.
// Below the orders module: the ledger's buying-power views use it too. (A futures order's initial
// margin is the market's rule: `futuresInitialMargin` of @sen/market.)
import { maxStockFeeRateBps } from '@sen/market';

/** Highest brokerage fee rate (bps) of the default schedule: a buy blocks its value plus this. */
const MAX_FEE_BPS = maxStockFeeRateBps();

/**
 * Cash a buy must block at a price: value plus the highest fee rounded up, plus 1 VND a share for
 * the rounding of fees fill by fill (at most half a dong per fill, at most one fill per share).
 */
export function buyBlockAmount(price: number, volume: number): number {
  const value = price * volume;
  return value + Math.ceil((value * MAX_FEE_BPS) / 10_000) + volume;
}
