import { addTradingDays } from '@sen/market';
import * as z from '../zod-mini.ts';
import type { CoveredWarrant } from '../canonical/covered-warrant.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { isoToDmy, wireDate } from './dates.ts';
import { legacyPriceToCanonical } from './legacy-units.ts';
import { wireAmount, wireAmountOrZero, wireSymbol } from './wire-primitives.ts';

/** Reads a ratio written `4`, `"4"` or `"4:1"` as warrants per share. */
const ratioSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    const text = String(value).trim();
    const m = /^(\d+(?:\.\d+)?)(?::1)?$/.exec(text);
    const ratio = m ? Number(m[1]) : NaN;
    if (ratio > 0) return ratio;
    ctx.issues.push({ code: 'custom', message: `ratio "${text}" must be N or N:1`, input: value });
    return z.NEVER;
  }),
);

/** Trading days from a warrant's last trading date to its maturity (market-rules §8). */
const MATURITY_AFTER_LAST_TRADE = 2;

/**
 * Covered warrant row (`/getCW`, spec §3), board units (thousand VND); `code` or `symbol`,
 * `expire_date` (the maturity date) and/or `lastTradingDate` (dd/mm/yyyy; one missing is two trading
 * days from the other), `exercisePrice` also read as `exercise_price`.
 */
const coveredWarrantFields = z.object({
  code: z.optional(wireSymbol),
  symbol: z.optional(wireSymbol),
  issuer: z.string().check(z.maxLength(128)),
  expire_date: z.optional(wireDate),
  lastTradingDate: z.optional(wireDate),
  firstDate: z.optional(z.nullable(wireDate)),
  underlying: wireSymbol,
  ratio: ratioSchema,
  exercisePrice: z.optional(wireAmount),
  exercise_price: z.optional(wireAmount),
  price: wireAmountOrZero,
  status: z.pipe(
    z.union([z.string().check(z.maxLength(16)), z.int()]),
    z.transform((status: string | number) => String(status)),
  ),
  breakevenPoint: z.optional(wireAmountOrZero),
  uLastPrice: wireAmountOrZero,
  uRef: wireAmount,
  uCeil: wireAmount,
  uFloor: wireAmount,
});
type CoveredWarrantFields = z.output<typeof coveredWarrantFields>;

export const coveredWarrantRowSchema = coveredWarrantFields.check(
  z.refine((r: CoveredWarrantFields) => (r.code ?? r.symbol) !== undefined, {
    message: 'needs code or symbol',
  }),
  z.refine((r: CoveredWarrantFields) => (r.expire_date ?? r.lastTradingDate) !== undefined, {
    message: 'needs expire_date or lastTradingDate',
  }),
  z.refine((r: CoveredWarrantFields) => (r.exercisePrice ?? r.exercise_price) !== undefined, {
    message: 'needs exercisePrice',
  }),
);
export type CoveredWarrantRow = z.input<typeof coveredWarrantRowSchema>;

/** Parses a covered warrant row into whole units. */
export function coveredWarrantRowToWarrant(input: unknown): ParseResult<CoveredWarrant> {
  const parsed = parseWith(coveredWarrantRowSchema, input);
  if (!parsed.ok) return parsed;
  const r = parsed.value;
  const p = (value: number): number => legacyPriceToCanonical(value, 'stock');
  const orNull = (value: number | undefined): number | null =>
    value === undefined || value <= 0 ? null : p(value);
  return {
    ok: true,
    value: {
      symbol: r.code ?? r.symbol ?? '',
      issuer: r.issuer,
      underlying: r.underlying,
      ratio: r.ratio,
      exercisePrice: p(r.exercisePrice ?? r.exercise_price ?? 0),
      firstTradingDate: r.firstDate ?? null,
      lastTradingDate: r.lastTradingDate ?? addTradingDays(r.expire_date!, -MATURITY_AFTER_LAST_TRADE),
      maturityDate: r.expire_date ?? addTradingDays(r.lastTradingDate!, MATURITY_AFTER_LAST_TRADE),
      price: orNull(r.price),
      status: r.status,
      breakevenPoint: orNull(r.breakevenPoint),
      underlyingLast: orNull(r.uLastPrice),
      underlyingRef: p(r.uRef),
      underlyingCeiling: p(r.uCeil),
      underlyingFloor: p(r.uFloor),
    },
  };
}

/** Writes a covered warrant as a `/getCW` row (dates dd/mm/yyyy, thousand VND). */
export function warrantToCoveredWarrantRow(w: CoveredWarrant): CoveredWarrantRow {
  const k = (value: number | null): number => (value === null ? 0 : value / 1000);
  return {
    code: w.symbol,
    symbol: w.symbol,
    issuer: w.issuer,
    expire_date: isoToDmy(w.maturityDate),
    lastTradingDate: isoToDmy(w.lastTradingDate),
    firstDate: w.firstTradingDate === null ? null : isoToDmy(w.firstTradingDate),
    underlying: w.underlying,
    ratio: `${w.ratio}:1`,
    exercisePrice: k(w.exercisePrice),
    price: k(w.price),
    status: w.status,
    breakevenPoint: k(w.breakevenPoint),
    uLastPrice: k(w.underlyingLast),
    uRef: k(w.underlyingRef),
    uCeil: k(w.underlyingCeiling),
    uFloor: k(w.underlyingFloor),
  };
}
