import { instrumentKindOf, isDerivativeSymbol, marketCodeOf, marketFromCode } from '@sen/market';
import { z } from 'zod';
import type { Quote } from '../canonical/quote.ts';
import { quoteColours } from '../canonical/quote-colours.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { colourClassSchema } from './colour.ts';
import { wireDate } from './dates.ts';
import { legacyToLevels, levelsToLegacy, signFromPrices } from './depth-codec.ts';
import { foreignOfLegacy, legacyWriters, roundedOrNull } from './legacy-quote-fields.ts';
import * as u from './legacy-units.ts';
import { demandSupplySchema, formatDemandSupply, formatPipeLevel, pipeLevelSchema } from './pipe-depth.ts';
import { fixed, wireAmount, wireAmountOrZero, wireSigned, wireSymbol } from './wire-primitives.ts';

/**
 * Older feed row (spec §3, datafeed-conventions "Stock row"), legacy units. Depth in pipe strings:
 * g1..g3 bids, g4..g6 asks (`"price|volume|colour"`), g7 `"demand|supply"`. The absolute change is
 * `ot` in the family and `change` in the spec's client; either is read, both are written.
 * Futures rows use the same shape in index points and contracts, plus `oi`, `matureDate`, `mkStatus`.
 */
export const feedRowSchema = z
  .object({
    id: z.number().int().optional(),
    sym: wireSymbol,
    mc: z.string().max(4),
    c: wireAmount,
    f: wireAmount,
    r: wireAmount,
    lastPrice: wireAmountOrZero,
    lastVolume: wireAmountOrZero,
    lot: wireAmountOrZero,
    ot: z.optional(wireSigned),
    change: z.optional(wireSigned),
    changePc: wireSigned,
    avePrice: z.optional(wireAmountOrZero),
    highPrice: z.optional(wireAmountOrZero),
    lowPrice: z.optional(wireAmountOrZero),
    openPrice: z.optional(wireAmountOrZero),
    fBVol: wireAmountOrZero,
    fBValue: z.optional(wireAmountOrZero),
    fSVolume: wireAmountOrZero,
    fSValue: z.optional(wireAmountOrZero),
    fRoom: z.optional(z.nullable(wireAmount)),
    g1: pipeLevelSchema(1),
    g2: pipeLevelSchema(2),
    g3: pipeLevelSchema(3),
    g4: pipeLevelSchema(1),
    g5: pipeLevelSchema(2),
    g6: pipeLevelSchema(3),
    g7: z.optional(demandSupplySchema),
    share_holder: z.union([z.string(), z.number()]).optional(),
    board_id: z.string().max(8).optional(),
    boardId: z.string().max(8).optional(),
    tradeTable: z.union([z.string(), z.number()]).optional(),
    sType: z.enum(['S', 'E', 'W', 'B']).optional(),
    color: z.optional(colourClassSchema),
    mp: z.string().optional(),
    // Derivative rows (`/getpsalldatalsnapshot`) add these to the stock row.
    oi: z.optional(z.nullable(wireAmount)),
    matureDate: z.optional(z.nullable(wireDate)),
    mkStatus: z.string().max(8).optional(),
  })
  .refine((row) => row.ot !== undefined || row.change !== undefined, { message: 'row needs ot or change' });
/** An older feed row as written on the wire. */
export type FeedRow = z.input<typeof feedRowSchema>;
type ParsedFeedRow = z.output<typeof feedRowSchema>;

const S_TYPE = { stock: 'S', etf: 'E', cw: 'W', bond: 'B', future: undefined } as const;

function toQuote(row: ParsedFeedRow): Quote {
  const kind = isDerivativeSymbol(row.sym) ? 'future' : instrumentKindOf(row.sym, row.sType);
  const p = (value: number): number => u.legacyPriceToCanonical(value, kind);
  const orNull = (value: number | undefined): number | null =>
    value === undefined || value <= 0 ? null : p(value);
  const board = row.boardId ?? row.board_id;
  const v = (value: number): number => u.legacyVolumeToCanonical(value, kind, board);
  const ref = p(row.r);
  const last = orNull(row.lastPrice);
  return {
    symbol: row.sym,
    market: kind === 'future' ? 'DERIV' : marketFromCode(row.mc),
    kind,
    ref,
    ceiling: p(row.c),
    floor: p(row.f),
    last,
    lastVolume: v(row.lastVolume),
    change: signFromPrices(p(row.ot ?? row.change ?? 0), last, ref),
    changePct: signFromPrices(row.changePc, last, ref),
    open: orNull(row.openPrice),
    high: orNull(row.highPrice),
    low: orNull(row.lowPrice),
    avg: orNull(row.avePrice),
    totalVolume: v(row.lot),
    totalValue: null,
    bids: legacyToLevels([row.g1, row.g2, row.g3], kind, board),
    asks: legacyToLevels([row.g4, row.g5, row.g6], kind, board),
    totalBidVolume: row.g7 === undefined ? null : v(row.g7.demand),
    totalAskVolume: row.g7 === undefined ? null : v(row.g7.supply),
    foreign: foreignOfLegacy(row, v),
    openInterest: roundedOrNull(row.oi),
    maturity: row.matureDate ?? null,
    session: row.mkStatus ?? null,
    boardId: board ?? 'G1',
  };
}

/** Parses an older feed row (pipe-string depth) into a canonical Quote, or explains the fault. */
export function feedRowToQuote(input: unknown): ParseResult<Quote> {
  const parsed = parseWith(feedRowSchema, input);
  return parsed.ok ? { ok: true, value: toQuote(parsed.value) } : parsed;
}

/** Writes a canonical Quote as an older feed row, with the family's types (numbers vs text). */
export function quoteToFeedRow(quote: Quote): FeedRow {
  const { kind } = quote;
  const { price: p, volume: v } = legacyWriters(quote);
  const text = (value: number | null): string => fixed(p(value), 2);
  const bids = levelsToLegacy(quote.bids, quote, kind, 3, quote.boardId).map(formatPipeLevel);
  const asks = levelsToLegacy(quote.asks, quote, kind, 3, quote.boardId).map(formatPipeLevel);
  const sType = S_TYPE[kind];
  return {
    sym: quote.symbol,
    mc: marketCodeOf(quote.market),
    c: p(quote.ceiling),
    f: p(quote.floor),
    r: p(quote.ref),
    lastPrice: p(quote.last),
    lastVolume: v(quote.lastVolume),
    lot: v(quote.totalVolume),
    ot: text(quote.change),
    change: text(quote.change),
    changePc: fixed(quote.changePct, 2),
    avePrice: text(quote.avg),
    highPrice: text(quote.high),
    lowPrice: text(quote.low),
    openPrice: text(quote.open),
    fBVol: String(v(quote.foreign.buyVolume)),
    fBValue: String(u.vndToThousandVnd(quote.foreign.buyValue)),
    fSVolume: String(v(quote.foreign.sellVolume)),
    fSValue: String(u.vndToThousandVnd(quote.foreign.sellValue)),
    fRoom: quote.foreign.room === null ? null : String(quote.foreign.room),
    g1: bids[0] ?? '',
    g2: bids[1] ?? '',
    g3: bids[2] ?? '',
    g4: asks[0] ?? '',
    g5: asks[1] ?? '',
    g6: asks[2] ?? '',
    g7:
      quote.totalBidVolume === null || quote.totalAskVolume === null
        ? undefined
        : formatDemandSupply({ demand: v(quote.totalBidVolume), supply: v(quote.totalAskVolume) }),
    boardId: quote.boardId,
    ...(sType === undefined ? {} : { sType }),
    color: quoteColours(quote).last,
    ...(kind === 'future' ? { oi: quote.openInterest, matureDate: quote.maturity } : {}),
    ...(quote.session === null ? {} : { mkStatus: quote.session }),
  };
}
