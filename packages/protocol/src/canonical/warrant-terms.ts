import { z } from 'zod';
import { isoDateSchema, priceSchema, symbolSchema } from './primitives.ts';

/** One corporate action of the underlying that changed a warrant's terms (ex-rights formula). */
const adjustmentSchema = z.object({
  exDate: isoDateSchema,
  /** The underlying's close of the trading day before the ex-date, VND. */
  close: priceSchema,
  action: z.object({
    cash: z.number().nonnegative().optional(),
    stockRatio: z.number().nonnegative().optional(),
    rightsRatio: z.number().nonnegative().optional(),
    rightsPrice: z.number().nonnegative().optional(),
  }),
});

/**
 * `/info/warrantTerms.pt`: every listed covered warrant's issued terms and its terms adjusted after
 * the underlying's corporate actions up to the market date `date` (the warrant board's analytics).
 */
export const warrantTermsPageSchema = z.object({
  date: isoDateSchema,
  items: z.array(
    z.object({
      symbol: symbolSchema,
      underlying: symbolSchema,
      exercisePrice: priceSchema,
      ratio: z.number().positive().finite(),
      adjustedExercisePrice: priceSchema,
      adjustedRatio: z.number().positive().finite(),
      adjustments: z.array(adjustmentSchema),
    }),
  ),
  simulated: z.literal(true),
});
export type WarrantTermsPage = z.output<typeof warrantTermsPageSchema>;
export type AdjustedWarrantTerms = WarrantTermsPage['items'][number];
