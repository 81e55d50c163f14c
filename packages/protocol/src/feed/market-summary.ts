import * as z from '../zod-mini.ts';
import { moneySchema } from '../canonical/primitives.ts';
import { colourClassSchema } from './colour.ts';
import { wireAmount, wireSigned } from './wire-primitives.ts';

/** Market summary card (`/getIndexSummary`): total, negotiated and foreign value, VND. */
export const indexSummarySchema = z.object({
  totalValue: moneySchema,
  aggreementValue: moneySchema,
  frvalue: moneySchema,
});
export type IndexSummary = z.output<typeof indexSummarySchema>;

/** World index row (`/worldIndex`): Dow 30, S&P 500, Nasdaq...; points. */
export const worldIndexSchema = z.object({
  index: z.string().check(z.minLength(1), z.maxLength(64)),
  last: wireAmount,
  change: wireSigned,
  changePc: z.optional(wireSigned),
  color: z.optional(colourClassSchema),
});
export type WorldIndex = z.output<typeof worldIndexSchema>;
/** `/worldIndex` payload. */
export const worldIndexListSchema = z.array(worldIndexSchema).check(z.maxLength(50));

/** Colour of a top-interest row: green (up), red (down) or any other text (unchanged). */
export const topInterestColourSchema = z.string().check(z.maxLength(16));

/** Top-interest stock row (`/topStockInterested?count=10`), prices in thousand VND. */
export const topInterestRowSchema = z.object({
  NAME: z.string().check(z.minLength(1), z.maxLength(20)),
  LAST_POINT: wireAmount,
  CHANGE: wireSigned,
  PERCENT_CHANGE: wireSigned,
  COLOR: topInterestColourSchema,
});
export type TopInterestRow = z.output<typeof topInterestRowSchema>;
/** At most this many rows are asked for and shown (spec §9). */
export const TOP_INTEREST_COUNT = 10;
/** `/topStockInterested` payload. */
export const topInterestListSchema = z.array(topInterestRowSchema).check(z.maxLength(100));

/** The row colour as a board colour class: green is up, red is down, others unchanged. */
export function topInterestColour(color: string): 'i' | 'd' | 'e' {
  const text = color.trim().toLowerCase();
  if (text === 'green') return 'i';
  if (text === 'red') return 'd';
  return 'e';
}
