import { feedCodeOf, instrumentKindOf, parseMarketId } from '@sen/market';
import * as z from '../zod-mini.ts';
import { depthLevelsSchema, type DepthLevel } from '../canonical/depth.ts';
import { moneySchema, priceSchema, sideSchema, volumeSchema } from '../canonical/primitives.ts';
import type { Quote } from '../canonical/quote.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { wireSymbol } from './wire-primitives.ts';

const marketIdText = z
  .string()
  .check(z.refine((text: string) => parseMarketId(text) !== undefined, 'unknown marketId'));
const orderEntrySchema = z.object({
  side: sideSchema,
  price: z.union([priceSchema, z.enum(['ATO', 'ATC'])]),
  volume: volumeSchema,
});
/** One resting level of the newer snapshot: side B or S, price (VND) and volume (shares). */
export type OrderEntry = z.output<typeof orderEntrySchema>;

/** Newer stock snapshot of the public feed (spec §3), whole units: VND integers and shares. */
export const stockSnapshotSchema = z.object({
  symbol: wireSymbol,
  marketId: marketIdText,
  ceil: priceSchema,
  floor: priceSchema,
  ref: priceSchema,
  lastPrice: z.nullable(priceSchema),
  lastVolume: volumeSchema,
  openPrice: z.nullable(priceSchema),
  lowestPrice: z.nullable(priceSchema),
  highestPrice: z.nullable(priceSchema),
  tradingSession: z.nullable(z.string().check(z.maxLength(16))),
  totalVolume: volumeSchema,
  totalValue: z.optional(z.nullable(moneySchema)),
  avePrice: z.nullable(priceSchema),
  availableForeignRoom: z.nullable(volumeSchema),
  foreignBuyVolume: volumeSchema,
  foreignSellVolume: volumeSchema,
  foreignBuyValue: moneySchema,
  foreignSellValue: moneySchema,
  totalForeignBuyVolume: volumeSchema,
  totalForeignSellVolume: volumeSchema,
  totalForeignBuyValue: moneySchema,
  totalForeignSellValue: moneySchema,
  change: z.int(),
  changePc: z.number(),
  orderEntries: z.array(orderEntrySchema).check(z.maxLength(20)),
  buyTotalVolume: z.nullable(volumeSchema),
  sellTotalVolume: z.nullable(volumeSchema),
  boardId: z.string().check(z.maxLength(8)),
  maturityDate: z.optional(z.nullable(z.iso.date())),
  openInterest: z.optional(z.nullable(volumeSchema)),
});
export type StockSnapshot = z.output<typeof stockSnapshotSchema>;

const levelsOf = (entries: readonly OrderEntry[], side: 'B' | 'S'): DepthLevel[] =>
  entries.filter((entry) => entry.side === side).map(({ price, volume }) => ({ price, volume }));

/** Parses a newer stock snapshot into a canonical Quote (units are already whole). */
export function snapshotToQuote(input: unknown): ParseResult<Quote> {
  const parsed = parseWith(stockSnapshotSchema, input);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const bids = levelsOf(s.orderEntries, 'B');
  const asks = levelsOf(s.orderEntries, 'S');
  if (!depthLevelsSchema.safeParse(bids).success || !depthLevelsSchema.safeParse(asks).success) {
    return { ok: false, error: 'orderEntries: at most 10 levels per side, ATO/ATC only first' };
  }
  const kind = instrumentKindOf(s.symbol);
  return {
    ok: true,
    value: {
      symbol: s.symbol,
      market: parseMarketId(s.marketId) ?? 'UPCOM',
      kind,
      ref: s.ref,
      ceiling: s.ceil,
      floor: s.floor,
      last: s.lastPrice,
      lastVolume: s.lastVolume,
      change: s.change,
      changePct: s.changePc,
      open: s.openPrice,
      high: s.highestPrice,
      low: s.lowestPrice,
      avg: s.avePrice,
      totalVolume: s.totalVolume,
      totalValue: s.totalValue ?? null,
      bids,
      asks,
      totalBidVolume: s.buyTotalVolume,
      totalAskVolume: s.sellTotalVolume,
      foreign: {
        buyVolume: s.totalForeignBuyVolume,
        sellVolume: s.totalForeignSellVolume,
        buyValue: s.totalForeignBuyValue,
        sellValue: s.totalForeignSellValue,
        room: s.availableForeignRoom,
      },
      openInterest: s.openInterest ?? null,
      maturity: s.maturityDate ?? null,
      session: s.tradingSession,
      boardId: s.boardId,
    },
  };
}

/** Writes a canonical Quote as a newer stock snapshot (foreign fields are the day's totals). */
export function quoteToSnapshot(quote: Quote): StockSnapshot {
  const entries = (levels: readonly DepthLevel[], side: 'B' | 'S'): OrderEntry[] =>
    levels.map((level) => ({ side, ...level }));
  return {
    symbol: quote.symbol,
    marketId: feedCodeOf(quote.market),
    ceil: quote.ceiling,
    floor: quote.floor,
    ref: quote.ref,
    lastPrice: quote.last,
    lastVolume: quote.lastVolume,
    openPrice: quote.open,
    lowestPrice: quote.low,
    highestPrice: quote.high,
    tradingSession: quote.session,
    totalVolume: quote.totalVolume,
    totalValue: quote.totalValue,
    avePrice: quote.avg,
    availableForeignRoom: quote.foreign.room,
    foreignBuyVolume: quote.foreign.buyVolume,
    foreignSellVolume: quote.foreign.sellVolume,
    foreignBuyValue: quote.foreign.buyValue,
    foreignSellValue: quote.foreign.sellValue,
    totalForeignBuyVolume: quote.foreign.buyVolume,
    totalForeignSellVolume: quote.foreign.sellVolume,
    totalForeignBuyValue: quote.foreign.buyValue,
    totalForeignSellValue: quote.foreign.sellValue,
    change: quote.change,
    changePc: quote.changePct,
    orderEntries: [...entries(quote.bids, 'B'), ...entries(quote.asks, 'S')],
    buyTotalVolume: quote.totalBidVolume,
    sellTotalVolume: quote.totalAskVolume,
    boardId: quote.boardId,
    maturityDate: quote.maturity,
    openInterest: quote.openInterest,
  };
}
