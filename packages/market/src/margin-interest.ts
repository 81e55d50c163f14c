import { EXCHANGE_HOLIDAYS, type HolidayList } from './vietnam-holidays.ts';
// Interest of margin loans: it accrues per calendar day, weekends and holidays included. The
// broker posts it when the market rolls from one trading day to the next, for every calendar day
// in between (Friday to Monday is three days).
import { addDays, addTradingDays, onOrAfterTradingDay, type CalendarDate } from './trading-calendar.ts';

const DAY_MS = 86_400_000;

/** Calendar days from one date to a later one, e.g. interestDays('2025-05-02', '2025-05-05') === 3. */
export function interestDays(from: CalendarDate, to: CalendarDate): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

/** Days of interest a trading day carries: up to the next trading day (holidays skipped). */
export function interestDaysOf(tradingDay: CalendarDate, holidays: HolidayList = EXCHANGE_HOLIDAYS): number {
  return interestDays(tradingDay, addTradingDays(tradingDay, 1, holidays));
}

/**
 * Interest on a principal for some days at a yearly rate (365-day year), rounded to the dong.
 * @example dailyInterest(100_000_000, 1350, 3) === 110_959
 */
export function dailyInterest(principal: number, annualRateBps: number, days: number): number {
  if (principal <= 0 || days <= 0) return 0;
  return Math.round((principal * annualRateBps * days) / (10_000 * 365));
}

/** Due date of a loan: trade date plus the term, moved to the next trading day when it falls on none. */
export function loanDueDate(
  tradeDate: CalendarDate,
  loanDays: number,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): CalendarDate {
  return onOrAfterTradingDay(addDays(tradeDate, loanDays), holidays);
}
