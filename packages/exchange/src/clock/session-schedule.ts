// Phase boundaries of one trading day for every market, in time order.
import {
  MARKET_IDS,
  TIMETABLES,
  isTradingDay,
  parseTimeOfDay,
  type CalendarDate,
  type MarketId,
  type Phase,
  EXCHANGE_HOLIDAYS,
  type HolidayList,
} from '@sen/market';
import { marketTimeAt } from './market-time.ts';

/** A market entering a phase at an instant (or, with `step`, a change inside a phase). */
export interface PhaseBoundary {
  time: number;
  market: MarketId;
  phase: Phase;
  /**
   * HNX PLO: the 14:45-14:55 call ends and continuous PLO matching starts (market-rules §1.2).
   * HOSE restricted stocks: one of their 15-minute periodic calls ends and uncrosses (§1.1).
   */
  step?: 'PLO_CONTINUOUS' | 'PERIODIC_CALL';
}

/** End of the HNX post-close call; @sen/market's timetable keeps 14:45-15:00 as one PLO phase. */
const PLO_CALL_END = '14:55';

/**
 * Every phase change of a trading day, sorted by time (markets in MARKET_IDS order on a tie).
 * A slot's end that no other slot starts at becomes CLOSED. Non-trading days have none.
 */
export function daySchedule(date: CalendarDate, holidays: HolidayList = EXCHANGE_HOLIDAYS): PhaseBoundary[] {
  if (!isTradingDay(date, holidays)) return [];
  const boundaries: PhaseBoundary[] = [];
  for (const market of MARKET_IDS) {
    const slots = TIMETABLES[market];
    for (const slot of slots) {
      boundaries.push({ time: marketTimeAt(date, parseTimeOfDay(slot.start)), market, phase: slot.phase });
      if (!slots.some((other) => other.start === slot.end)) {
        boundaries.push({ time: marketTimeAt(date, parseTimeOfDay(slot.end)), market, phase: 'CLOSED' });
      }
    }
  }
  boundaries.push({
    time: marketTimeAt(date, parseTimeOfDay(PLO_CALL_END)),
    market: 'HNX',
    phase: 'PLO',
    step: 'PLO_CONTINUOUS',
  });
  const order = (market: MarketId): number => MARKET_IDS.indexOf(market);
  return boundaries.sort((a, b) => a.time - b.time || order(a.market) - order(b.market));
}

const MORNING_CALLS_FROM = 9 * 3600 + 15 * 60;
const AFTERNOON_CALLS_FROM = 13 * 3600;
const CALL_SECONDS = 15 * 60;
/** Calls #1-#9 end every 15 minutes from 09:30 to 11:30, calls #10-#15 from 13:15 to 14:30. */
const CALL_ENDS: readonly number[] = [
  ...Array.from({ length: 9 }, (_, k) => MORNING_CALLS_FROM + (k + 1) * CALL_SECONDS),
  ...Array.from({ length: 6 }, (_, k) => AFTERNOON_CALLS_FROM + (k + 1) * CALL_SECONDS),
];

/**
 * The day's schedule with the ends of HOSE's periodic calls for restricted stocks (PCA) added; on a
 * tie a call's end comes before the phase change (the 11:30 call uncrosses, then lunch starts).
 */
export function withPeriodicCalls(schedule: readonly PhaseBoundary[], date: CalendarDate): PhaseBoundary[] {
  if (schedule.length === 0) return [];
  const calls: PhaseBoundary[] = CALL_ENDS.map((seconds) => ({
    time: marketTimeAt(date, seconds),
    market: 'HSX',
    phase: 'CONTINUOUS',
    step: 'PERIODIC_CALL',
  }));
  const rank = (b: PhaseBoundary): number => (b.step === 'PERIODIC_CALL' ? 0 : 1);
  return [...schedule, ...calls].sort((a, b) => a.time - b.time || rank(a) - rank(b));
}

/** Whether a second of the day falls in the last 5 minutes of a periodic call (no amend or cancel then). */
export function inPeriodicCallFreeze(secondsOfDay: number): boolean {
  return CALL_ENDS.some((end) => secondsOfDay >= end - 5 * 60 && secondsOfDay < end);
}

/** Phase of a market at an instant of a trading date, from that day's schedule. */
export function phaseIn(schedule: readonly PhaseBoundary[], market: MarketId, time: number): Phase {
  let phase: Phase = 'CLOSED';
  for (const boundary of schedule) {
    if (boundary.time > time) break;
    if (boundary.market === market) phase = boundary.phase;
  }
  return phase;
}
