// Which session a reserved (Q) order waits for, from the market's clock (never the wall clock):
// the trading date it is due on and the phases of that day still to come. An order placed before
// the open, in the lunch break or (next-session orders) during a session waits for today's later
// phases while one of them matches; placed after the day's last matching phase began (or on a
// day without trading), it waits for the next trading day. It is sent only in a phase that began
// after it was placed (`phaseStartOf`), never in the one it was placed in.
import { marketDateOf, marketTimeAt, secondsOfDayOf } from '@sen/exchange';
import {
  TIMETABLES,
  addTradingDays,
  isMatchingPhase,
  parseTimeOfDay,
  slotAt,
  type CalendarDate,
  type MarketId,
  type Phase,
  EXCHANGE_HOLIDAYS,
  type HolidayList,
} from '@sen/market';

export interface ReservedSession {
  /** Trading date the order is due to be sent on (its trade date while it waits). */
  date: CalendarDate;
  /** The phases of that date it may still be sent in, in order. */
  phases: readonly Phase[];
}

/**
 * @example reservedSession('HSX', <2026-01-05 08:41 ICT>, '2026-01-05')
 *   // { date: '2026-01-05', phases: ['ATO', 'CONTINUOUS', 'LUNCH', 'CONTINUOUS', 'ATC', 'PUT_THROUGH'] }
 */
export function reservedSession(
  market: MarketId,
  time: number,
  tradingDate: CalendarDate,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): ReservedSession {
  const slots = TIMETABLES[market];
  const all = slots.map((slot) => slot.phase);
  const date = marketDateOf(time);
  // Started on a day without trading: the exchange's trading date is the next trading day.
  if (date < tradingDate) return { date: tradingDate, phases: all };
  if (date === tradingDate) {
    const now = secondsOfDayOf(time);
    const later = slots.filter((slot) => parseTimeOfDay(slot.start) > now).map((slot) => slot.phase);
    if (later.some(isMatchingPhase)) return { date: tradingDate, phases: later };
  }
  return { date: addTradingDays(tradingDate, 1, holidays), phases: all };
}

/**
 * When a market's current phase began, market clock epoch ms, from its timetable (the slot in force
 * at `time` on its market date); undefined when the timetable does not have `phase` at that time
 * (the market closed, or a day without trading).
 * @example phaseStartOf('HSX', 'CONTINUOUS', <2026-01-05 10:05 ICT>) // <2026-01-05 09:15 ICT>
 */
export function phaseStartOf(market: MarketId, phase: Phase, time: number): number | undefined {
  const slot = slotAt(market, secondsOfDayOf(time));
  if (slot?.phase !== phase) return undefined;
  return marketTimeAt(marketDateOf(time), parseTimeOfDay(slot.start));
}
