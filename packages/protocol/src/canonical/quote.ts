import { z } from 'zod';
import { depthLevelsSchema } from './depth.ts';
import {
  instrumentKindSchema,
  isoDateSchema,
  marketIdSchema,
  moneySchema,
  priceSchema,
  symbolSchema,
  volumeSchema,
} from './primitives.ts';

/** Foreign investors' trading of the day and the room left. */
export const foreignFlowSchema = z.object({
  buyVolume: volumeSchema,
  sellVolume: volumeSchema,
  buyValue: moneySchema,
  sellValue: moneySchema,
  /** Shares foreigners may still buy; null when the feed does not say. */
  room: z.nullable(volumeSchema),
});
export type ForeignFlow = z.output<typeof foreignFlowSchema>;

/**
 * The canonical quote of one instrument, in whole units: prices VND integers (futures: index
 * points x 100), volumes shares/contracts, money VND. Every feed shape converts to and from it.
 */
export const quoteSchema = z.object({
  symbol: symbolSchema,
  market: marketIdSchema,
  kind: instrumentKindSchema,
  ref: priceSchema,
  ceiling: priceSchema,
  floor: priceSchema,
  /** Last matched price, null before the first match of the day. */
  last: z.nullable(priceSchema),
  lastVolume: volumeSchema,
  /** Last price minus reference (0 without a match). */
  change: z.number().int(),
  /** Change in percent of the reference, 2 decimals. */
  changePct: z.number().finite(),
  open: z.nullable(priceSchema),
  high: z.nullable(priceSchema),
  low: z.nullable(priceSchema),
  avg: z.nullable(priceSchema),
  totalVolume: volumeSchema,
  /** Matched value of the day; null when the source does not carry it. */
  totalValue: z.nullable(moneySchema),
  bids: depthLevelsSchema,
  asks: depthLevelsSchema,
  /** Volume resting on all bid / ask levels (g7, buyTotalVolume/sellTotalVolume), null when unknown. */
  totalBidVolume: z.nullable(volumeSchema),
  totalAskVolume: z.nullable(volumeSchema),
  foreign: foreignFlowSchema,
  /** Open interest in contracts (futures only). */
  openInterest: z.nullable(volumeSchema),
  /** Maturity date of a future, `YYYY-MM-DD`. */
  maturity: z.nullable(isoDateSchema),
  /** Trading session code as the source gives it (e.g. the newer feed's `tradingSession`). */
  session: z.string().max(16).nullable(),
  /** Board of the quote: G1 main (default), G4 odd lot, T1 put-through. */
  boardId: z.string().max(8),
});
export type Quote = z.output<typeof quoteSchema>;

/** Percent change rounded to 2 decimals, 0 without a reference: `changePctOf(25_300, 25_000) === 1.2`. */
export function changePctOf(last: number | null, ref: number): number {
  if (last === null || ref <= 0) return 0;
  // `+ 0` turns the -0 of a tiny fall rounded away into 0, which JSON would write as 0 anyway.
  return Math.round(((last - ref) / ref) * 10_000) / 100 + 0;
}

/** Fills `change` and `changePct` from `last` and `ref` (the rule the exchange and feed follow). */
export function withDerivedChange<Q extends Pick<Quote, 'last' | 'ref'>>(
  quote: Q,
): Q & Pick<Quote, 'change' | 'changePct'> {
  return {
    ...quote,
    change: quote.last === null ? 0 : quote.last - quote.ref,
    changePct: changePctOf(quote.last, quote.ref),
  };
}
