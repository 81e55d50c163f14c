// Volumes of the ticket: quick buttons (a share of the most the account can buy or sell) and the
// lot steps of the keyboard, in board lots of 100 shares or single futures contracts.
import { BOARD_LOT, type InstrumentKind } from '@sen/market';

export const QUICK_VOLUME_PERCENTS = [25, 50, 75, 100] as const;

/** Shares (or contracts) of one step: a board lot, one contract for futures. */
const volumeLot = (kind: InstrumentKind) => (kind === 'future' ? 1 : BOARD_LOT);

/**
 * `percent` of `max`, rounded down to whole lots, e.g. quickVolume(1_250, 50, 'stock') === 600;
 * 0 when not even one lot fits.
 */
export function quickVolume(max: number, percent: number, kind: InstrumentKind): number {
  const lot = volumeLot(kind);
  return Math.floor((max * percent) / 100 / lot) * lot;
}

/**
 * The volume `n` lots away, on whole lots and at least one lot, e.g. stepVolume(150, 1, 'stock')
 * === 200, stepVolume(150, -1, 'stock') === 100, stepVolume(3, -1, 'future') === 2.
 */
export function stepVolume(volume: number, n: number, kind: InstrumentKind): number {
  const lot = volumeLot(kind);
  const start = n > 0 ? Math.floor(volume / lot) : Math.ceil(volume / lot);
  return Math.max(lot, (start + n) * lot);
}
