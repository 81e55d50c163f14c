// Market time (Asia/Ho_Chi_Minh, UTC+7, no DST) as the wire carries it (ARCHITECTURE §3).
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** ISO 8601 with the +07:00 offset, e.g. `2026-11-23T09:15:00+07:00`. */
export function toMarketIso(epochMs: number): string {
  return `${new Date(epochMs + OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** `HH:MM:SS` of the market day. */
export function toMarketClockTime(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(11, 19);
}

/** Seconds since market midnight. */
export function marketSecondsOfDay(epochMs: number): number {
  const dayMs = 24 * 60 * 60 * 1000;
  return Math.floor(((((epochMs + OFFSET_MS) % dayMs) + dayMs) % dayMs) / 1000);
}
