import { z } from 'zod';
import { marketIdSchema, moneySchema, timeOfDaySchema, volumeSchema } from './primitives.ts';

/**
 * A market index at a moment: points with 2 decimals (not scaled), volume in shares, value in VND.
 * `code` is the board-feed code (10 VN-Index, 11 VN30, 02 HNX-Index, 12 HNX30, 03 UPCOM-Index).
 */
export const indexSnapshotSchema = z.object({
  code: z.string().regex(/^\d{2,3}$/),
  market: marketIdSchema,
  /** Current value, points. */
  value: z.number().nonnegative().finite(),
  /** Previous close (the reference of the change), points. */
  reference: z.number().nonnegative().finite(),
  change: z.number().finite(),
  changePct: z.number().finite(),
  totalVolume: volumeSchema,
  totalValue: moneySchema,
  advances: z.number().int().nonnegative(),
  declines: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  time: timeOfDaySchema,
  /** Session status letter of the feed (O open, K closed, P pre-open, I break, A ATC, C put-through). */
  status: z.string().max(4),
});
export type IndexSnapshot = z.output<typeof indexSnapshotSchema>;

/** Rounds index points to 2 decimals, the precision every index shape carries. */
export function roundPoints(value: number): number {
  return Math.round(value * 100) / 100;
}
