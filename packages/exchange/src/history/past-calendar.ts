// The trading days of the generated past: weekdays without the main Vietnamese public holidays
// (`vietnamHolidays` of @sen/market, which the warrants' trading days to maturity also skip).
import { addDays, isTradingDay, vietnamHolidays, type CalendarDate } from '@sen/market';

export { vietnamHolidays };

/**
 * The trading days from `years` calendar years before `before` up to the day before it, oldest
 * first: weekdays that are not holidays.
 * @example pastTradingDays('2026-05-04', 1).at(-1) === '2026-04-29' (30/4 and 1/5 are holidays)
 */
export function pastTradingDays(before: CalendarDate, years: number): CalendarDate[] {
  const year = Number(before.slice(0, 4));
  const first = historyWindowStart(before, years);
  const holidays = new Set<CalendarDate>();
  for (let y = year - years; y <= year; y += 1) for (const day of vietnamHolidays(y)) holidays.add(day);
  const list = [...holidays];
  const dates: CalendarDate[] = [];
  for (let day = addDays(before, -1); day >= first; day = addDays(day, -1))
    if (isTradingDay(day, list)) dates.push(day);
  return dates.reverse();
}

/**
 * The first day of the `years` calendar years of history before `day` (the same month and day
 * `years` years earlier): a daily history that ends on `day` starts on or after it.
 * @example historyWindowStart('2026-11-23', 2) === '2024-11-23'
 */
export function historyWindowStart(day: CalendarDate, years: number): CalendarDate {
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
}
