// Phase boundaries of one trading day for every market, in time order.
import {
  MARKET_IDS,
  TIMETABLES,
  isTradingDay,
  parseTimeOfDay,
  type CalendarDate,
  type MarketId,
  type Phase,
} from '@sen/market';
import { marketTimeAt } from './market-time.ts';

/** A market entering a phase at an instant (or, with `step`, a change inside a phase). */
export interface PhaseBoundary {
  time: number;
  market: MarketId;
  phase: Phase;
  /** HNX PLO: the 14:45-14:55 call ends and continuous PLO matching starts (market-rules §1.2). */
  step?: 'PLO_CONTINUOUS';
}

/** End of the HNX post-close call; @sen/market's timetable keeps 14:45-15:00 as one PLO phase. */
const PLO_CALL_END = '14:55';

/**
 * Every phase change of a trading day, sorted by time (markets in MARKET_IDS order on a tie).
 * A slot's end that no other slot starts at becomes CLOSED. Non-trading days have none.
 */
export function daySchedule(date: CalendarDate, holidays: readonly CalendarDate[] = []): PhaseBoundary[] {
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

/** Phase of a market at an instant of a trading date, from that day's schedule. */
export function phaseIn(schedule: readonly PhaseBoundary[], market: MarketId, time: number): Phase {
  let phase: Phase = 'CLOSED';
  for (const boundary of schedule) {
    if (boundary.time > time) break;
    if (boundary.market === market) phase = boundary.phase;
  }
  return phase;
}
