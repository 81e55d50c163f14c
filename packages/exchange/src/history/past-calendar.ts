// The trading days of the generated past: weekdays without the main Vietnamese public holidays.
// Approximate on purpose (documented in docs/simulation.md terms): New Year's Day, Tết (from two
// days before the lunar new year to its fourth day), the Hùng Kings' day, 30/4, 1/5 and 2/9 with
// the day after; substitute days for holidays falling on a weekend are not added.
import { addDays, calendarDate, isTradingDay, type CalendarDate } from '@sen/market';

/** First day of the lunar new year (Tết Nguyên Đán), by year. */
const TET: Readonly<Record<number, CalendarDate>> = {
  2018: '2018-02-16',
  2019: '2019-02-05',
  2020: '2020-01-25',
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
};

/** Hùng Kings' commemoration (10th day of the 3rd lunar month), by year. */
const HUNG_KINGS: Readonly<Record<number, CalendarDate>> = {
  2018: '2018-04-25',
  2019: '2019-04-14',
  2020: '2020-04-02',
  2021: '2021-04-21',
  2022: '2022-04-10',
  2023: '2023-04-29',
  2024: '2024-04-18',
  2025: '2025-04-07',
  2026: '2026-04-26',
  2027: '2027-04-16',
  2028: '2028-04-04',
  2029: '2029-04-23',
  2030: '2030-04-12',
};

/** Market holidays of one year (years outside the lunar tables get the solar ones only). */
export function vietnamHolidays(year: number): CalendarDate[] {
  const days = [
    calendarDate(year, 1, 1),
    calendarDate(year, 4, 30),
    calendarDate(year, 5, 1),
    calendarDate(year, 9, 2),
    calendarDate(year, 9, 3),
  ];
  const tet = TET[year];
  if (tet) for (let offset = -2; offset <= 4; offset += 1) days.push(addDays(tet, offset));
  const hung = HUNG_KINGS[year];
  if (hung) days.push(hung);
  return days;
}

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
