import * as z from '../zod-mini.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { wireAmount, wireMinute } from './wire-primitives.ts';

/** One point of an index's intraday chart: minute `HH:MM`, closing value (points), volume. */
export const intradayPointSchema = z.object({ time: wireMinute, close: wireAmount, volume: wireAmount });
export type IntradayPoint = z.output<typeof intradayPointSchema>;

const headSchema = z.object({ openPrice: wireAmount });
const pointsSchema = z.array(intradayPointSchema);

/** `/getIndexHistories/` payload: first item `{openPrice}`, then the points. */
export const intradayHistorySchema = z.pipe(
  z.array(z.unknown()).check(z.minLength(1, 'history needs its openPrice item'), z.maxLength(2000)),
  z.transform((items: unknown[], ctx) => {
    const head = headSchema.safeParse(items[0]);
    const points = pointsSchema.safeParse(items.slice(1));
    if (!head.success)
      ctx.issues.push({
        code: 'custom',
        message: 'first item must carry openPrice',
        path: [0],
        input: items,
      });
    if (!points.success)
      ctx.issues.push({
        code: 'custom',
        message: `bad point: ${points.error.issues[0]?.message ?? ''}`,
        input: items,
      });
    if (!head.success || !points.success) return z.NEVER;
    return { openPrice: head.data.openPrice, points: points.data };
  }),
);

/** An intraday history read from the wire. */
export interface IntradayHistory {
  openPrice: number;
  points: IntradayPoint[];
}

/**
 * Merges points to one per minute, keeping the last close and adding the volumes, in time order
 * (the chart draws one point per minute, spec §9).
 */
export function mergeByMinute(points: readonly IntradayPoint[]): IntradayPoint[] {
  const byMinute = new Map<string, IntradayPoint>();
  for (const point of points) {
    const seen = byMinute.get(point.time);
    byMinute.set(
      point.time,
      seen ? { time: point.time, close: point.close, volume: seen.volume + point.volume } : { ...point },
    );
  }
  return [...byMinute.values()].sort((a, b) => a.time.localeCompare(b.time));
}

/** Parses a history payload and merges it to one point per minute. */
export function parseIntradayHistory(input: unknown): ParseResult<IntradayHistory> {
  const parsed = parseWith(intradayHistorySchema, input);
  return parsed.ok
    ? { ok: true, value: { openPrice: parsed.value.openPrice, points: mergeByMinute(parsed.value.points) } }
    : parsed;
}

/** Writes a history as the wire array: `[{openPrice}, {time, close, volume}, ...]`. */
export function formatIntradayHistory(history: IntradayHistory): unknown[] {
  return [{ openPrice: history.openPrice }, ...history.points];
}
