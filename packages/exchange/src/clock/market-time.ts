// Market time: Asia/Ho_Chi_Minh is UTC+7 all year (no DST), so a fixed offset converts exactly.
import type { CalendarDate, SecondsOfDay } from '@sen/market';

/** Offset of market time from UTC. */
export const MARKET_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The market day `marketDateOf` gave last: its instants from `from` (included) to `to` (excluded). */
const lastDay = { from: 0, to: 0, date: '' };

/** Market calendar date of an instant, e.g. marketDateOf(Date.UTC(2025, 4, 5, 20)) === '2025-05-06'. */
export function marketDateOf(time: number): CalendarDate {
  // The order path asks for today's date several times an order: the last day's text is reused.
  if (time >= lastDay.from && time < lastDay.to) return lastDay.date;
  const date = new Date(time + MARKET_OFFSET_MS).toISOString().slice(0, 10);
  lastDay.from = marketTimeAt(date, 0);
  lastDay.to = lastDay.from + DAY_MS;
  lastDay.date = date;
  return date;
}

/** Seconds since market midnight of an instant (fractions dropped). */
export function secondsOfDayOf(time: number): SecondsOfDay {
  const local = (time + MARKET_OFFSET_MS) % DAY_MS;
  return Math.floor((local < 0 ? local + DAY_MS : local) / 1000);
}

/** Instant (epoch ms) of a market date and time of day, e.g. marketTimeAt('2025-05-05', 32_400) is 09:00 ICT. */
export function marketTimeAt(date: CalendarDate, seconds: SecondsOfDay): number {
  return Date.parse(`${date}T00:00:00Z`) - MARKET_OFFSET_MS + seconds * 1000;
}

/** ISO 8601 text with the +07:00 offset, e.g. '2025-05-05T09:00:00.000+07:00'. */
export function marketIsoText(time: number): string {
  return `${new Date(time + MARKET_OFFSET_MS).toISOString().slice(0, 23)}+07:00`;
}
