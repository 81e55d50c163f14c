import * as z from '../zod-mini.ts';
import { marketIdSchema, moneySchema, timeOfDaySchema, volumeSchema } from './primitives.ts';

const count = z.int().check(z.nonnegative());

/**
 * A market index at a moment: points with 2 decimals (not scaled), volume in shares, value in VND.
 * `code` is the board-feed code (10 VN-Index, 11 VN30, 02 HNX-Index, 12 HNX30, 03 UPCOM-Index).
 */
export const indexSnapshotSchema = z.object({
  code: z.string().check(z.regex(/^\d{2,3}$/)),
  market: marketIdSchema,
  /** Current value, points. */
  value: z.number().check(z.nonnegative()),
  /** Previous close (the reference of the change), points. */
  reference: z.number().check(z.nonnegative()),
  change: z.number(),
  changePct: z.number(),
  totalVolume: volumeSchema,
  totalValue: moneySchema,
  advances: count,
  declines: count,
  unchanged: count,
  time: timeOfDaySchema,
  /** Session status letter of the feed (O open, K closed, P pre-open, I break, A ATC, C put-through). */
  status: z.string().check(z.maxLength(4)),
});
export type IndexSnapshot = z.output<typeof indexSnapshotSchema>;

/** Rounds index points to 2 decimals, the precision every index shape carries. */
export function roundPoints(value: number): number {
  return Math.round(value * 100) / 100;
}
