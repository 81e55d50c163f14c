import { instrumentKindOf, marketFromCode, isDerivativeSymbol } from '@sen/market';
import { z } from 'zod';
import type { Quote } from '../canonical/quote.ts';
import { quoteColours } from '../canonical/quote-colours.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { colourClassSchema } from './colour.ts';
import { wireDate } from './dates.ts';
import { legacyToLevels, levelsToLegacy, signFromPrices } from './depth-codec.ts';
import { foreignOfLegacy, legacyQuoteHead, legacyWriters, roundedOrNull } from './legacy-quote-fields.ts';
import * as u from './legacy-units.ts';
import type { PipeLevel } from './pipe-depth.ts';
import { wireAmount, wireAmountOrZero, wireSigned, wireSymbol } from './wire-primitives.ts';

const level1Price = z.union([z.enum(['ATO', 'ATC']), wireAmount]);

/** Quote record of the board feed (spec §3), legacy units: thousand VND, lots of 10 shares. */
export const boardRecordSchema = z.object({
  sym: wireSymbol,
  mc: z.string().max(4),
  c: wireAmount,
  f: wireAmount,
  r: wireAmount,
  lastPrice: wireAmountOrZero,
  lastVolume: wireAmountOrZero,
  change: wireSigned,
  changePc: wireSigned,
  highPrice: wireAmountOrZero,
  lowPrice: wireAmountOrZero,
  avePrice: wireAmountOrZero,
  openPrice: z.optional(wireAmountOrZero),
  lot: wireAmountOrZero,
  bP1: level1Price,
  bV1: wireAmount,
  bCl1: colourClassSchema,
  bP2: wireAmount,
  bV2: wireAmount,
  bCl2: colourClassSchema,
  bP3: wireAmount,
  bV3: wireAmount,
  bCl3: colourClassSchema,
  oP1: level1Price,
  oV1: wireAmount,
  oCl1: colourClassSchema,
  oP2: wireAmount,
  oV2: wireAmount,
  oCl2: colourClassSchema,
  oP3: wireAmount,
  oV3: wireAmount,
  oCl3: colourClassSchema,
  fBVol: wireAmountOrZero,
  fSVolume: wireAmountOrZero,
  fBValue: z.optional(wireAmountOrZero),
  fSValue: z.optional(wireAmountOrZero),
  fRoom: z.optional(z.nullable(wireAmount)),
  cl: colourClassSchema,
  oi: z.optional(z.nullable(wireAmount)),
  matureDate: z.optional(z.nullable(wireDate)),
  sType: z.enum(['S', 'E', 'W', 'B', 'F']).optional(),
  boardId: z.string().max(8).optional(),
});
/** A board quote record as written on the wire. */
export type BoardRecord = z.input<typeof boardRecordSchema>;
type ParsedBoardRecord = z.output<typeof boardRecordSchema>;

const priceOrNull = (value: number, kind: Quote['kind']): number | null =>
  value > 0 ? u.legacyPriceToCanonical(value, kind) : null;
const S_TYPE = { stock: 'S', etf: 'E', cw: 'W', bond: 'B', future: 'F' } as const satisfies Record<
  Quote['kind'],
  string
>;

/** Reads a parsed record into a canonical Quote (the sign of change comes from last against ref). */
function toQuote(rec: ParsedBoardRecord): Quote {
  const kind =
    rec.sType === 'F' || isDerivativeSymbol(rec.sym) ? 'future' : instrumentKindOf(rec.sym, rec.sType);
  const p = (value: number): number => u.legacyPriceToCanonical(value, kind);
  const v = (value: number): number => u.legacyVolumeToCanonical(value, kind, rec.boardId);
  const ref = p(rec.r);
  const last = priceOrNull(rec.lastPrice, kind);
  const level = (price: number | 'ATO' | 'ATC', volume: number, colour: PipeLevel['colour']): PipeLevel => ({
    price: price === 0 ? null : price,
    volume,
    colour,
  });
  return {
    symbol: rec.sym,
    market: kind === 'future' ? 'DERIV' : marketFromCode(rec.mc),
    kind,
    ref,
    ceiling: p(rec.c),
    floor: p(rec.f),
    last,
    lastVolume: v(rec.lastVolume),
    change: signFromPrices(p(rec.change), last, ref),
    changePct: signFromPrices(rec.changePc, last, ref),
    open: priceOrNull(rec.openPrice ?? 0, kind),
    high: priceOrNull(rec.highPrice, kind),
    low: priceOrNull(rec.lowPrice, kind),
    avg: priceOrNull(rec.avePrice, kind),
    totalVolume: v(rec.lot),
    totalValue: null,
    bids: legacyToLevels(
      [
        level(rec.bP1, rec.bV1, rec.bCl1),
        level(rec.bP2, rec.bV2, rec.bCl2),
        level(rec.bP3, rec.bV3, rec.bCl3),
      ],
      kind,
      rec.boardId,
    ),
    asks: legacyToLevels(
      [
        level(rec.oP1, rec.oV1, rec.oCl1),
        level(rec.oP2, rec.oV2, rec.oCl2),
        level(rec.oP3, rec.oV3, rec.oCl3),
      ],
      kind,
      rec.boardId,
    ),
    totalBidVolume: null,
    totalAskVolume: null,
    foreign: foreignOfLegacy(rec, v),
    openInterest: roundedOrNull(rec.oi),
    maturity: rec.matureDate ?? null,
    session: null,
    boardId: rec.boardId ?? 'G1',
  };
}

/** Parses a board quote record into a canonical Quote, or explains what is wrong with it. */
export function boardRecordToQuote(input: unknown): ParseResult<Quote> {
  const parsed = parseWith(boardRecordSchema, input);
  return parsed.ok ? { ok: true, value: toQuote(parsed.value) } : parsed;
}

/** Writes a canonical Quote as a board quote record (legacy units, colours derived by market). */
export function quoteToBoardRecord(quote: Quote): BoardRecord {
  const { kind } = quote;
  const { volume: v } = legacyWriters(quote);
  const colours = quoteColours(quote);
  const [b1, b2, b3] = levelsToLegacy(quote.bids, quote, kind, 3, quote.boardId) as [
    PipeLevel,
    PipeLevel,
    PipeLevel,
  ];
  const [o1, o2, o3] = levelsToLegacy(quote.asks, quote, kind, 3, quote.boardId) as [
    PipeLevel,
    PipeLevel,
    PipeLevel,
  ];
  const lp = (level: PipeLevel): number => (typeof level.price === 'number' ? level.price : 0);
  return {
    ...legacyQuoteHead(quote),
    bP1: b1.price ?? 0,
    bV1: b1.volume,
    bCl1: b1.colour,
    bP2: lp(b2),
    bV2: b2.volume,
    bCl2: b2.colour,
    bP3: lp(b3),
    bV3: b3.volume,
    bCl3: b3.colour,
    oP1: o1.price ?? 0,
    oV1: o1.volume,
    oCl1: o1.colour,
    oP2: lp(o2),
    oV2: o2.volume,
    oCl2: o2.colour,
    oP3: lp(o3),
    oV3: o3.volume,
    oCl3: o3.colour,
    fBVol: v(quote.foreign.buyVolume),
    fSVolume: v(quote.foreign.sellVolume),
    fBValue: u.vndToThousandVnd(quote.foreign.buyValue),
    fSValue: u.vndToThousandVnd(quote.foreign.sellValue),
    fRoom: quote.foreign.room,
    cl: colours.last,
    oi: quote.openInterest,
    matureDate: quote.maturity,
    sType: S_TYPE[kind],
    boardId: quote.boardId,
  };
}
