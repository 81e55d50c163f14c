// The server's market clock as seen by the client. The client never trusts its own wall clock
// for market time: it keeps the last market time the server told (/config.json, then the answer to
// each realtime ping, every 10 s) with the local moment it arrived, and advances it at the clock's
// speed (the demo clock's market seconds per wall second, /config.json `clockSpeed`). A demo day
// ends at `dayEnd` and the server's next trading day follows at once: the client holds the day's
// last moment until the server tells the next day. Shown time never goes backwards: a sync a little
// behind (the client ran ahead by a network delay) holds the time until the server catches up.
import { parseTimeOfDay } from '@sen/market';
import { createStore } from './create-store';

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving). */
const MARKET_UTC_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
/** A sync further behind than this many wall ms at the clock's speed is a new clock (a server restart). */
const HOLD_LIMIT_WALL_MS = 15_000;

export interface MarketClockState {
  /** The last sync: the server's market epoch ms and the local epoch ms it was observed at. */
  anchor: { marketMs: number; localMs: number } | null;
  /** Market ms per local ms: the demo clock's speed, 1 for the real clock. */
  speed: number;
  /** Demo: the virtual day's start and end in seconds of the day (market time never reaches the end), else null. */
  day: { start: number; end: number } | null;
}

const INITIAL: MarketClockState = { anchor: null, speed: 1, day: null };
export const marketClockStore = createStore<MarketClockState>(INITIAL);
/** The latest market time handed out: the clock never shows an earlier one (until a new clock). */
let floor: number | null = null;

type LocalNow = () => number;
const browserNow: LocalNow = () => performance.timeOrigin + performance.now();
let localNow: LocalNow = browserNow;

/** Tests inject a fake local clock (`undefined`: the browser's monotonic clock again). */
export function setLocalClock(now: LocalNow | undefined): void {
  localNow = now ?? browserNow;
}

/** Tests: forget every sync. */
export function resetMarketClock(): void {
  floor = null;
  marketClockStore.set(INITIAL);
}

/** The clock's pace from /config.json: its speed (default 1) and, for the demo clock, its day ('HH:MM:SS'). */
export function setMarketClockPace({
  clockSpeed: speed = 1,
  dayStart,
  dayEnd,
}: {
  clockSpeed?: number | undefined;
  dayStart?: string | undefined;
  dayEnd?: string | undefined;
}): void {
  const day =
    dayStart === undefined || dayEnd === undefined
      ? null
      : { start: parseTimeOfDay(dayStart), end: parseTimeOfDay(dayEnd) };
  marketClockStore.set((state) =>
    state.speed === speed && state.day?.start === day?.start && state.day?.end === day?.end
      ? state
      : { ...state, speed, day },
  );
}

/** The market time of a local moment by the last sync, held within its demo day; null before a sync. */
function projected(state: MarketClockState, localMs: number): number | null {
  const { anchor, speed, day } = state;
  if (!anchor) return null;
  const time = anchor.marketMs + (localMs - anchor.localMs) * speed;
  if (day === null) return time;
  const dayEnd = marketTimeOnDay(anchor.marketMs, 0, 0) + day.end * 1000;
  return anchor.marketMs < dayEnd ? Math.min(time, dayEnd - 1) : time;
}

function toEpoch(serverTime: string | number): number {
  return typeof serverTime === 'number' ? serverTime : Date.parse(serverTime);
}

/**
 * Records the server's market time (an ISO string or epoch ms) as observed at `observedAt` (local
 * epoch ms; now unless given, e.g. when the page that carried it arrived).
 */
export function syncMarketClock(serverTime: string | number, observedAt: number = localNow()): void {
  const marketMs = toEpoch(serverTime);
  if (Number.isNaN(marketMs)) return;
  const state = marketClockStore.get();
  const ahead = projected(state, observedAt);
  // Far behind what the client showed: the server's clock started again; a little: hold (floor).
  if (ahead !== null && ahead - marketMs > HOLD_LIMIT_WALL_MS * state.speed) floor = null;
  marketClockStore.set({ ...state, anchor: { marketMs, localMs: observedAt } });
}

/**
 * A market time the server reports of an event (a market status): it moves the clock only forward
 * and, demo, only within the virtual day (an event is never later than the clock; one the market
 * replayed while catching up to the day's start is earlier than it).
 */
export function advanceMarketClock(serverTime: string | number): void {
  const marketMs = toEpoch(serverTime);
  const observedAt = localNow();
  const state = marketClockStore.get();
  const now = projected(state, observedAt);
  if (Number.isNaN(marketMs) || (now !== null && marketMs <= Math.max(now, floor ?? now))) return;
  const second = marketSecondOfDay(marketMs);
  if (state.day && (second < state.day.start || second >= state.day.end)) return;
  syncMarketClock(marketMs, observedAt);
}

/** Current market epoch in ms, or null before the first sync. */
export function marketNow(): number | null {
  const time = projected(marketClockStore.get(), localNow());
  if (time === null) return null;
  floor = floor === null ? time : Math.max(floor, time);
  return floor;
}

/** Market epoch ms of a past local moment (epoch ms), by the current sync; the moment itself before one. */
export function marketTimeOfLocal(localMs: number): number {
  return projected(marketClockStore.get(), localMs) ?? localMs;
}

/** Seconds (with their fraction) since midnight in market time (Asia/Ho_Chi_Minh) of an epoch. */
export function marketSecondOfDay(epochMs: number): number {
  return ((((epochMs + MARKET_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 1000;
}

/** Minutes since midnight in market time (Asia/Ho_Chi_Minh) of an epoch. */
export function marketMinuteOfDay(epochMs: number): number {
  return Math.floor(marketSecondOfDay(epochMs) / 60);
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
