import { addTradingDays } from '@sen/market';
import { z } from 'zod';
import type { CoveredWarrant } from '../canonical/covered-warrant.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { isoToDmy, wireDate } from './dates.ts';
import { legacyPriceToCanonical } from './legacy-units.ts';
import { wireAmount, wireAmountOrZero, wireSymbol } from './wire-primitives.ts';

/** Reads a ratio written `4`, `"4"` or `"4:1"` as warrants per share. */
const ratioSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim();
  const m = /^(\d+(?:\.\d+)?)(?::1)?$/.exec(text);
  const ratio = m ? Number(m[1]) : NaN;
  if (ratio > 0) return ratio;
  ctx.addIssue({ code: 'custom', message: `ratio "${text}" must be N or N:1` });
  return z.NEVER;
});

/** Trading days from a warrant's last trading date to its maturity (market-rules §8). */
const MATURITY_AFTER_LAST_TRADE = 2;

/**
 * Covered warrant row (`/getCW`, spec §3), board units (thousand VND); `code` or `symbol`,
 * `expire_date` (the maturity date) and/or `lastTradingDate` (dd/mm/yyyy; one missing is two trading
 * days from the other), `exercisePrice` also read as `exercise_price`.
 */
export const coveredWarrantRowSchema = z
  .object({
    code: wireSymbol.optional(),
    symbol: wireSymbol.optional(),
    issuer: z.string().max(128),
    expire_date: wireDate.optional(),
    lastTradingDate: wireDate.optional(),
    firstDate: wireDate.nullable().optional(),
    underlying: wireSymbol,
    ratio: ratioSchema,
    exercisePrice: wireAmount.optional(),
    exercise_price: wireAmount.optional(),
    price: wireAmountOrZero,
    status: z.union([z.string().max(16), z.number().int()]).transform(String),
    breakevenPoint: wireAmountOrZero.optional(),
    uLastPrice: wireAmountOrZero,
    uRef: wireAmount,
    uCeil: wireAmount,
    uFloor: wireAmount,
  })
  .refine((r) => (r.code ?? r.symbol) !== undefined, { message: 'needs code or symbol' })
  .refine((r) => (r.expire_date ?? r.lastTradingDate) !== undefined, {
    message: 'needs expire_date or lastTradingDate',
  })
  .refine((r) => (r.exercisePrice ?? r.exercise_price) !== undefined, { message: 'needs exercisePrice' });
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
