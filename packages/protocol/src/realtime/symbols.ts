import { z } from 'zod';

/** Symbol codes on the realtime channel: letters and digits, 1-20 characters, upper case. */
export const SYMBOL_PATTERN = /^[A-Z0-9]{1,20}$/;

/** Most symbols one join or leave frame may carry (a whole UPCOM board fits). */
export const MAX_SYMBOLS_PER_FRAME = 2000;

/** A symbol code as the feed writes it (lower case is upper-cased first). */
export const symbolCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(SYMBOL_PATTERN, 'symbol must be 1-20 letters or digits');

/** Odd-lot boards a client can join as a whole. */
export const ODD_LOT_ROOMS = ['ODD_HSX', 'ODD_HNX'] as const;
export type OddLotRoom = (typeof ODD_LOT_ROOMS)[number];

/** True for the room names `ODD_HSX` and `ODD_HNX`. */
export function isOddLotRoom(value: string): value is OddLotRoom {
  return (ODD_LOT_ROOMS as readonly string[]).includes(value);
}
