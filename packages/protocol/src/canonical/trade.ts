import { z } from 'zod';
import { priceSchema, sideSchema, symbolSchema, timeOfDaySchema, volumeSchema } from './primitives.ts';

/** One matched trade (or projected match of a call auction) with the day's running figures. */
export const tradeSchema = z.object({
  symbol: symbolSchema,
  /** Sequence number of the match within the symbol's day (`sID`). */
  seq: z.number().int().nonnegative(),
  time: timeOfDaySchema,
  price: priceSchema,
  volume: volumeSchema,
  /** Aggressor side when known. */
  side: z.nullable(sideSchema),
  change: z.number().int(),
  changePct: z.number().finite(),
  totalVolume: volumeSchema,
  high: priceSchema,
  low: priceSchema,
  avg: priceSchema,
  /** True for a projected price during a call auction (message 3223). */
  projected: z.boolean(),
  /** Open interest after the trade (futures). */
  openInterest: z.nullable(volumeSchema),
});
export type Trade = z.output<typeof tradeSchema>;
