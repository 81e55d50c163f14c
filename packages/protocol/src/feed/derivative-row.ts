import { instrumentKindOf, isDerivativeSymbol, marketFromCode } from '@sen/market';
import * as z from '../zod-mini.ts';
import type { DepthLevel } from '../canonical/depth.ts';
import type { Quote } from '../canonical/quote.ts';
import { quoteColours } from '../canonical/quote-colours.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { colourClassSchema } from './colour.ts';
import { wireDate } from './dates.ts';
import { signFromPrices } from './depth-codec.ts';
import { legacyQuoteHead, legacyWriters, roundedOrNull } from './legacy-quote-fields.ts';
import * as u from './legacy-units.ts';
import { wireAmount, wireAmountOrZero, wireSigned, wireSymbol } from './wire-primitives.ts';

const level1 = z.union([z.enum(['ATO', 'ATC']), wireAmount]);

/**
 * Row with lowercase depth `bp1..3, bv1..3, sp1..3, sv1..3`: derivative quotes (index points,
 * contracts) and odd-lot rows (boardId G4: thousand VND, volumes in shares), legacy units by the
 * symbol's kind and board.
 */
export const derivativeRowSchema = z.object({
  sym: wireSymbol,
  mc: z.optional(z.string().check(z.maxLength(4))),
  c: wireAmount,
  f: wireAmount,
  r: wireAmount,
  lastPrice: wireAmountOrZero,
  lastVolume: wireAmountOrZero,
  change: wireSigned,
  changePc: wireSigned,
  highPrice: z.optional(wireAmountOrZero),
  lowPrice: z.optional(wireAmountOrZero),
  avePrice: z.optional(wireAmountOrZero),
  openPrice: z.optional(wireAmountOrZero),
  lot: wireAmountOrZero,
  bp1: level1,
  bv1: wireAmount,
  bp2: wireAmount,
  bv2: wireAmount,
  bp3: wireAmount,
  bv3: wireAmount,
  sp1: level1,
  sv1: wireAmount,
  sp2: wireAmount,
  sv2: wireAmount,
  sp3: wireAmount,
  sv3: wireAmount,
  fBVol: z.optional(wireAmountOrZero),
  fSVolume: z.optional(wireAmountOrZero),
  oi: z.optional(z.nullable(wireAmount)),
  matureDate: z.optional(z.nullable(wireDate)),
  cl: z.optional(colourClassSchema),
  mkStatus: z.optional(z.string().check(z.maxLength(8))),
  boardId: z.optional(z.string().check(z.maxLength(8))),
});
export type DerivativeRow = z.input<typeof derivativeRowSchema>;

type Kind = Quote['kind'];
const toLevels = (
  pairs: [number | 'ATO' | 'ATC', number][],
  kind: Kind,
  boardId: string | undefined,
): DepthLevel[] =>
  pairs
    .filter(([price]) => price !== 0)
    .map(([price, volume]) => ({
      price: typeof price === 'string' ? price : u.legacyPriceToCanonical(price, kind),
      volume: u.legacyVolumeToCanonical(volume, kind, boardId),
    }));

/** Parses a lowercase-depth row (derivative or odd lot) into a canonical Quote. */
export function derivativeRowToQuote(input: unknown): ParseResult<Quote> {
  const parsed = parseWith(derivativeRowSchema, input);
  if (!parsed.ok) return parsed;
  const r = parsed.value;
  const kind: Kind = isDerivativeSymbol(r.sym) ? 'future' : instrumentKindOf(r.sym);
  const p = (value: number): number => u.legacyPriceToCanonical(value, kind);
  const orNull = (value: number | undefined): number | null =>
    value === undefined || value <= 0 ? null : p(value);
  const v = (value: number | undefined): number => u.legacyVolumeToCanonical(value ?? 0, kind, r.boardId);
  const ref = p(r.r);
  const last = orNull(r.lastPrice);
  return {
    ok: true,
    value: {
      symbol: r.sym,
      market: kind === 'future' ? 'DERIV' : marketFromCode(r.mc),
      kind,
      ref,
      ceiling: p(r.c),
      floor: p(r.f),
      last,
      lastVolume: v(r.lastVolume),
      change: signFromPrices(p(r.change), last, ref),
      changePct: signFromPrices(r.changePc, last, ref),
      open: orNull(r.openPrice),
      high: orNull(r.highPrice),
      low: orNull(r.lowPrice),
      avg: orNull(r.avePrice),
      totalVolume: v(r.lot),
      totalValue: null,
      bids: toLevels(
        [
          [r.bp1, r.bv1],
          [r.bp2, r.bv2],
          [r.bp3, r.bv3],
        ],
        kind,
        r.boardId,
      ),
      asks: toLevels(
        [
          [r.sp1, r.sv1],
          [r.sp2, r.sv2],
          [r.sp3, r.sv3],
        ],
        kind,
        r.boardId,
      ),
      totalBidVolume: null,
      totalAskVolume: null,
      foreign: { buyVolume: v(r.fBVol), sellVolume: v(r.fSVolume), buyValue: 0, sellValue: 0, room: null },
      openInterest: roundedOrNull(r.oi),
      maturity: r.matureDate ?? null,
      session: r.mkStatus ?? null,
      boardId: r.boardId ?? 'G1',
    },
  };
}

/** Writes a canonical Quote as a lowercase-depth row (derivative board, odd-lot board). */
export function quoteToDerivativeRow(quote: Quote): DerivativeRow {
  const { price: p, volume: v } = legacyWriters(quote);
  const at = (levels: readonly DepthLevel[], index: number): [number | 'ATO' | 'ATC', number] => {
    const level = levels[index];
    if (level === undefined) return [0, 0];
    return [typeof level.price === 'string' ? level.price : p(level.price), v(level.volume)];
  };
  const [b1, b2, b3, s1, s2, s3] = [
    at(quote.bids, 0),
    at(quote.bids, 1),
    at(quote.bids, 2),
    at(quote.asks, 0),
    at(quote.asks, 1),
    at(quote.asks, 2),
  ];
  return {
    ...legacyQuoteHead(quote),
    bp1: b1[0],
    bv1: b1[1],
    bp2: b2[0],
    bv2: b2[1],
    bp3: b3[0],
    bv3: b3[1],
    sp1: s1[0],
    sv1: s1[1],
    sp2: s2[0],
    sv2: s2[1],
    sp3: s3[0],
    sv3: s3[1],
    fBVol: v(quote.foreign.buyVolume),
    fSVolume: v(quote.foreign.sellVolume),
    oi: quote.openInterest,
    matureDate: quote.maturity,
    cl: quoteColours(quote).last,
    ...(quote.session === null ? {} : { mkStatus: quote.session }),
    boardId: quote.boardId,
  };
}
