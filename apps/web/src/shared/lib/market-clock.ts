// The server's market clock as seen by the client. The client never trusts its own wall clock
// for market logic: it keeps the offset between the server's market time and the local
// monotonic-ish clock, set from /config.json and refreshed by market status events.
import { createStore } from './create-store';

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving). */
const MARKET_UTC_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

export interface MarketClockState {
  /** Server market epoch minus local epoch, in milliseconds; null until the server told us. */
  offsetMs: number | null;
}

export const marketClockStore = createStore<MarketClockState>({ offsetMs: null });

type LocalNow = () => number;
let localNow: LocalNow = () => Date.now();

/** Tests inject a fake local clock. */
export function setLocalClock(now: LocalNow): void {
  localNow = now;
}

/**
 * Records the server's market time (an ISO string or epoch ms) as observed at `observedAt` (local
 * epoch ms; now unless given, e.g. when the page that carried it arrived).
 */
export function syncMarketClock(serverTime: string | number, observedAt: number = localNow()): void {
  const serverEpoch = typeof serverTime === 'number' ? serverTime : Date.parse(serverTime);
  if (Number.isNaN(serverEpoch)) return;
  marketClockStore.set({ offsetMs: serverEpoch - observedAt });
}

/** Current market epoch in ms, or null before the first sync. */
export function marketNow(): number | null {
  const { offsetMs } = marketClockStore.get();
  return offsetMs === null ? null : localNow() + offsetMs;
}

/** Minutes since midnight in market time (Asia/Ho_Chi_Minh) of an epoch. */
export function marketMinuteOfDay(epochMs: number): number {
  const sinceMidnight = (((epochMs + MARKET_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(sinceMidnight / 60_000);
}

/** Epoch ms of HH:MM market time on the market day of `epochMs`. */
export function marketTimeOnDay(epochMs: number, hour: number, minute: number): number {
  const local = epochMs + MARKET_UTC_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return midnight - MARKET_UTC_OFFSET_MS + (hour * 60 + minute) * 60_000;
}

/** Whether market time now lies in [from, to) given as HH:MM minutes; false before the first sync. */
export function isMarketTimeBetween(fromMinute: number, toMinute: number): boolean {
  const now = marketNow();
  if (now === null) return false;
  const minute = marketMinuteOfDay(now);
  return minute >= fromMinute && minute < toMinute;
}
