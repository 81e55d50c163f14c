// The alert form (react-hook-form + zod): the threshold is typed in the board's units (prices in
// thousands of VND, futures in points; change in percent; volume in shares, separators allowed)
// and checked with the market's rule for the kind, the same the server applies.
import {
  alertNeedsThreshold,
  alertThresholdProblem,
  parsePriceInput,
  PRICE_ALERT_KINDS,
  PRICE_ALERT_REPEATS,
  priceInputText,
  type InstrumentKind,
  type PriceAlertKind,
} from '@sen/market';
import { z } from 'zod';
import type { AlertDraft } from './local-alerts';

export const alertFormSchema = (instrumentKind: (symbol: string) => InstrumentKind) =>
  z
    .object({
      symbol: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{1,20}$/, 'validation.symbol'),
      kind: z.enum(PRICE_ALERT_KINDS),
      threshold: z.string().trim().max(24),
      repeat: z.enum(PRICE_ALERT_REPEATS),
      active: z.boolean(),
    })
    .transform((form, ctx): AlertDraft => {
      const threshold = thresholdOf(form.kind, form.threshold, instrumentKind(form.symbol));
      const problem = alertThresholdProblem(form.kind, threshold);
      if (problem) ctx.addIssue({ code: 'custom', path: ['threshold'], message: problem });
      return { symbol: form.symbol, kind: form.kind, threshold, repeat: form.repeat, active: form.active };
    });

export type AlertFormInput = z.input<ReturnType<typeof alertFormSchema>>;

/** The typed threshold in the unit the server keeps (NaN when it is not a number). */
export function thresholdOf(kind: PriceAlertKind, text: string, instrument: InstrumentKind): number {
  if (!alertNeedsThreshold(kind)) return 0;
  if (kind === 'priceAbove' || kind === 'priceBelow') return parsePriceInput(text, instrument) ?? Number.NaN;
  if (kind === 'volumeAbove') {
    const digits = /^\d{1,3}([,. ]\d{3})+$/.test(text) ? text.replace(/[,. ]/g, '') : text;
    return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
  }
  return /^[-+]?\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}

/** The form's text of a kept threshold (editing). */
export function thresholdText(kind: PriceAlertKind, threshold: number, instrument: InstrumentKind): string {
  if (!alertNeedsThreshold(kind)) return '';
  if (kind === 'priceAbove' || kind === 'priceBelow') return priceInputText(threshold, instrument);
  return String(threshold);
}
