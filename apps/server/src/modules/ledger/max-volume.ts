import { BROKER_MAX_DERIVATIVE_VOLUME, futuresInitialMargin, isDerivativeSymbol } from '@sen/market';
import { buyBlockAmount } from './block-amounts.ts';

const BOARD_LOT = 100;

/** The largest board-lot volume whose buy block (value, highest fee, rounding) fits in `power` at `price`. */
function maxVolumeWithin(power: number, price: number): number {
  if (price <= 0 || power <= 0) return 0;
  let volume = Math.floor(power / price / BOARD_LOT) * BOARD_LOT;
  while (volume > 0 && buyBlockAmount(price, volume) > power) volume -= BOARD_LOT;
  return volume;
}

/**
 * The most futures contracts whose initial margin (the pre-trade block) fits in `power` at a price
 * in index points x 100, at most the broker's 1000 per order.
 */
export function maxContractsWithin(power: number, price: number): number {
  if (price <= 0 || power <= 0) return 0;
  let volume = Math.min(BROKER_MAX_DERIVATIVE_VOLUME, Math.floor(power / futuresInitialMargin(price, 1)));
  while (volume > 0 && futuresInitialMargin(price, volume) > power) volume -= 1;
  return volume;
}

/**
 * PurchasePower's maxVolume: 0 without a price; for a futures symbol the contracts whose initial
 * margin fits (maxContractsWithin), for any other the board lots whose buy block fits.
 */
export function maxBuyVolume(power: number, price?: number, symbol?: string): number {
  if (price === undefined) return 0;
  return symbol !== undefined && isDerivativeSymbol(symbol)
    ? maxContractsWithin(power, price)
    : maxVolumeWithin(power, price);
}
