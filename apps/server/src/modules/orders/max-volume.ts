import { buyBlockAmount } from './pre-trade-checks.ts';

const BOARD_LOT = 100;

/** The largest board-lot volume whose buy block (value, highest fee, rounding) fits in `power` at `price`. */
export function maxVolumeWithin(power: number, price: number): number {
  if (price <= 0 || power <= 0) return 0;
  let volume = Math.floor(power / price / BOARD_LOT) * BOARD_LOT;
  while (volume > 0 && buyBlockAmount(price, volume) > power) volume -= BOARD_LOT;
  return volume;
}
