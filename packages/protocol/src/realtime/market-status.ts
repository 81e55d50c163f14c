import { marketCodeOf, parseMarketId, PHASES, type MarketId, type Phase } from '@sen/market';
import { z } from 'zod';
import { marketIdSchema, timeOfDaySchema } from '../canonical/primitives.ts';

/** Canonical market status: a market's phase at a market time (message 6666). */
export const marketStatusSchema = z.object({
  market: marketIdSchema,
  phase: z.enum(PHASES as readonly Phase[] as [Phase, ...Phase[]]),
  /** Market time of the change, `HH:MM:SS`. */
  time: timeOfDaySchema,
  /** The same moment as ISO 8601 with the +07:00 offset (the client's clock source). */
  marketTime: z.iso.datetime({ offset: true }),
});
export type MarketStatus = z.output<typeof marketStatusSchema>;

/** The market of a status message's `mc`, derivatives included; undefined when unknown. */
export function marketOfStatusCode(code: string): MarketId | undefined {
  return parseMarketId(code);
}

/** Board-feed code written in a status message. */
export function statusCodeOf(market: MarketId): string {
  return marketCodeOf(market);
}
