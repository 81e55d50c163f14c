import * as z from '../zod-mini.ts';
import {
  marketIdSchema,
  moneySchema,
  priceSchema,
  symbolSchema,
  timeOfDaySchema,
  volumeSchema,
} from './primitives.ts';

/** Kind of a put-through row: an advertised bid (PTB), an advertised ask (PTS) or a match (PTM). */
export const dealTypeSchema = z.enum(['bid', 'ask', 'match']);
export type DealType = z.output<typeof dealTypeSchema>;

/** A negotiated (put-through) advertisement or deal, whole units. */
export const negotiatedDealSchema = z.object({
  symbol: symbolSchema,
  market: marketIdSchema,
  time: timeOfDaySchema,
  type: dealTypeSchema,
  price: priceSchema,
  volume: volumeSchema,
  /** price x volume, VND. */
  value: moneySchema,
  /** Status code of the source (0 active unless stated). */
  status: z.int(),
});
export type NegotiatedDeal = z.output<typeof negotiatedDealSchema>;

/** Value of a deal in VND: price x volume. */
export function dealValue(price: number, volume: number): number {
  return price * volume;
}
