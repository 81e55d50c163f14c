import { z } from 'zod';
import { isoDateSchema, priceSchema, symbolSchema } from './primitives.ts';

/** A covered warrant's terms and its underlying's day prices, whole units (VND). */
export const coveredWarrantSchema = z.object({
  symbol: symbolSchema,
  issuer: z.string().max(128),
  underlying: symbolSchema,
  /** Warrants per underlying share (the "N:1" ratio). */
  ratio: z.number().positive().finite(),
  exercisePrice: priceSchema,
  firstTradingDate: z.nullable(isoDateSchema),
  lastTradingDate: isoDateSchema,
  /** Maturity (expiry) date: two trading days after the last trading date (market-rules §8). */
  maturityDate: isoDateSchema,
  price: z.nullable(priceSchema),
  status: z.string().max(16),
  breakevenPoint: z.nullable(priceSchema),
  underlyingLast: z.nullable(priceSchema),
  underlyingRef: priceSchema,
  underlyingCeiling: priceSchema,
  underlyingFloor: priceSchema,
});
export type CoveredWarrant = z.output<typeof coveredWarrantSchema>;

/** Break-even price of a call warrant: exercise price + warrant price x ratio. */
export function breakevenOf(exercisePrice: number, warrantPrice: number, ratio: number): number {
  return Math.round(exercisePrice + warrantPrice * ratio);
}
