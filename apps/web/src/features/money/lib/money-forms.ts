// Forms of the money screens (the server checks the same rules again): whole positive amounts
// typed with or without thousands separators, a 6-digit PIN, an advance within the terms read;
// the default ranges' first dates (the range itself: shared/lib/date-range).
import { advanceFee, planAdvance } from '@sen/market';
import type { CashAdvanceInfo } from '@sen/protocol';
import { z } from 'zod';

const DAY_MS = 86_400_000;
const MAX_AMOUNT = 10_000_000_000_000;

/**
 * "30,000,000", "30.000.000" or "30000000" -> 30000000 (separators only between groups of three
 * digits, so "1.5" is refused, not read as 15); anything else is refused with the field's message.
 */
const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .trim()
    .transform((text) => (/^\d{1,3}([,. ]\d{3})+$/.test(text) ? text.replace(/[,. ]/g, '') : text))
    .pipe(
      z
        .string()
        .regex(/^\d{1,16}$/, message)
        .transform(Number)
        .pipe(z.number().int().positive(message).max(max, message)),
    );

export const amountField = wholeNumber('validation.amount', MAX_AMOUNT);
export const volumeField = wholeNumber('validation.volume', 1_000_000_000);
export const PIN_PATTERN = /^\d{6}$/;
/** The spec's code of a wrong PIN. */
export const WRONG_PIN = -8005;
/** The PIN box: empty while the session keeps the PIN (the screen checks the PIN it will send). */
const pinField = z.string();

/** The fee of advancing `amount` by the server's rule; undefined when the proceeds do not cover it. */
export function advanceFeeOf(amount: number, terms: CashAdvanceInfo): number | undefined {
  const proceeds = terms.items.map((i) => ({ settleDate: i.settleDate, amount: i.advanceable }));
  const parts = planAdvance(amount, proceeds);
  return parts && advanceFee(terms.businessDate, parts, terms);
}

/**
 * The advance form against the terms the screen read: the amount must be covered by the advanceable
 * proceeds and be more than its fee, as the server requires, so the confirmation never opens on an
 * advance it would refuse; the output carries the fee checked, the one the confirmation restates.
 * Until the terms are read nothing can be checked, so nothing is advanced.
 */
export const advanceFormSchema = (terms: CashAdvanceInfo | undefined) =>
  z.object({ amount: amountField, pin: pinField }).transform((values, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message, path: ['amount'] });
      return z.NEVER;
    };
    if (!terms) return refuse('validation.advanceTerms');
    const fee = advanceFeeOf(values.amount, terms);
    if (fee === undefined) return refuse('validation.overAdvanceable');
    if (fee >= values.amount) return refuse('validation.belowAdvanceFee');
    return { ...values, fee };
  });

export const cashTransferFormSchema = z.object({
  to: z.string().min(1, 'validation.to'),
  amount: amountField,
  note: z.string().max(200),
  pin: pinField,
});

export const stockTransferFormSchema = z.object({
  to: z.string().min(1, 'validation.to'),
  symbol: z.string().min(1, 'validation.symbol'),
  volume: volumeField,
  pin: pinField,
});

/** The market date `days` before a market date (yyyy-mm-dd), for the default ranges. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
