/**
 * Colour class of a price on the board (spec §3): c ceiling, f floor, r the reference column
 * itself, i up, d down, e equal to the reference.
 * 'r' and 'e' both paint yellow: 'r' marks the reference price cell (TC), 'e' any other price that
 * equals the reference or is empty; the board feed sends 'e' for unchanged, as Sen does.
 */
export type PriceColour = 'c' | 'f' | 'r' | 'i' | 'd' | 'e';

/** Class of the reference price cell. */
export const REFERENCE_COLOUR: PriceColour = 'r';

/** A price with the day's reference, ceiling and floor, all in one unit. */
export interface PriceColourInput {
  readonly price: number | null | undefined;
  readonly ref: number;
  readonly ceiling: number;
  readonly floor: number;
}

/**
 * Colour of a price against the day's reference, ceiling and floor; an empty price (0, null) is 'e'.
 * @example priceColour({ price: 25_300, ref: 25_000, ceiling: 26_750, floor: 23_250 }) === 'i'
 */
export function priceColour({ price, ref, ceiling, floor }: PriceColourInput): PriceColour {
  if (price === null || price === undefined || !(price > 0)) return 'e';
  if (ceiling > 0 && price >= ceiling) return 'c';
  if (floor > 0 && price <= floor) return 'f';
  if (price > ref) return 'i';
  if (price < ref) return 'd';
  return 'e';
}

/** Colour of a change against zero, for index changes and totals: i, d or e. */
export function changeColour(change: number): PriceColour {
  if (change > 0) return 'i';
  if (change < 0) return 'd';
  return 'e';
}
