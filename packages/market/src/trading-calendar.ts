import { EXCHANGE_HOLIDAYS, type HolidayList } from './vietnam-holidays.ts';

/** A calendar date 'yyyy-mm-dd' (market date, no time zone). */
export type CalendarDate = string;

const DAY_MS = 86_400_000;

/** Parses 'yyyy-mm-dd' into UTC midnight milliseconds; throws on anything else. */
function toUtc(date: CalendarDate): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a calendar date: "${date}"`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (fromUtc(ms) !== date) throw new RangeError(`not a calendar date: "${date}"`);
  return ms;
}

const fromUtc = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);

/** Builds a calendar date from numbers, e.g. calendarDate(2025, 5, 5) === '2025-05-05' (month 1-12). */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return fromUtc(Date.UTC(year, month - 1, day));
}

/** Adds calendar days, e.g. addDays('2025-12-31', 1) === '2026-01-01'. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Day of the week, 0 Sunday ... 6 Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** True on Saturday and Sunday. */
export function isWeekend(date: CalendarDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** True on a weekday that is not a holiday (the exchange's calendar unless a list is given). */
export function isTradingDay(date: CalendarDate, holidays: HolidayList = EXCHANGE_HOLIDAYS): boolean {
  return !isWeekend(date) && !holidays.includes(date);
}

/**
 * Moves n trading days forward (or back for negative n), skipping weekends and holidays; n = 0
 * returns the date itself. T+2 settlement is addTradingDays(tradeDate, 2).
 * @example addTradingDays('2025-05-02', 2) === '2025-05-06' (Friday + 2 = Tuesday)
 */
export function addTradingDays(
  date: CalendarDate,
  n: number,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): CalendarDate {
  let current = date;
  const step = n >= 0 ? 1 : -1;
  for (let left = Math.abs(n); left > 0;) {
    current = addDays(current, step);
    if (isTradingDay(current, holidays)) left -= 1;
  }
  return current;
}

/** The first trading day on or after a date. */
export function onOrAfterTradingDay(
  date: CalendarDate,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): CalendarDate {
  let current = date;
  while (!isTradingDay(current, holidays)) current = addDays(current, 1);
  return current;
}

/** The last trading day on or before a date. */
export function onOrBeforeTradingDay(
  date: CalendarDate,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): CalendarDate {
  let current = date;
  while (!isTradingDay(current, holidays)) current = addDays(current, -1);
  return current;
}

/** Settlement cycle of stocks: cash and shares arrive on T+2 (market-rules §6.1). */
export const SETTLEMENT_DAYS = 2;

/** Settlement date of a trade, e.g. settlementDate('2025-05-02') === '2025-05-06'. */
export function settlementDate(
  tradeDate: CalendarDate,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): CalendarDate {
  return addTradingDays(tradeDate, SETTLEMENT_DAYS, holidays);
}

/** Number of trading days after `from` up to and including `to` (0 when to <= from). */
export function tradingDaysBetween(
  from: CalendarDate,
  to: CalendarDate,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): number {
  let count = 0;
  for (let current = addDays(from, 1); current <= to; current = addDays(current, 1)) {
    if (isTradingDay(current, holidays)) count += 1;
  }
  return count;
}
