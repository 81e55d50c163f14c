// The exchange's holiday calendar: weekdays without the main Vietnamese public holidays.
// Approximate on purpose (documented in docs/simulation.md terms): New Year's Day, Tết (from two
// days before the lunar new year to its fourth day), the Hùng Kings' day, 30/4, 1/5 and 2/9 with
// the day after; substitute days for holidays falling on a weekend are not added. The generated
// past's trading days and the covered warrants' trading days to maturity skip them.
// No import of trading-calendar.ts: it takes these holidays as its default (no import cycle).

/** A calendar date 'yyyy-mm-dd'. */
type CalendarDate = string;

const DAY_MS = 86_400_000;
const isoOf = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);
const calendarDate = (year: number, month: number, day: number): CalendarDate =>
  isoOf(Date.UTC(year, month - 1, day));
const addDays = (date: CalendarDate, days: number): CalendarDate =>
  isoOf(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

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
 * The holidays of every year from `from` to `to` (calendar dates), to pass to the trading-calendar
 * functions over that span.
 * @example vietnamHolidaysBetween('2026-08-01', '2026-12-31') includes '2026-09-02' and '2026-09-03'
 */
export function vietnamHolidaysBetween(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1)
    days.push(...vietnamHolidays(year));
  return days;
}

/** Anything that says whether a date is a holiday: a list of dates, or the exchange's calendar. */
export interface HolidayList {
  includes(date: CalendarDate): boolean;
}

const byYear = new Map<number, ReadonlySet<CalendarDate>>();

/** True on a market holiday of the exchange's calendar (`vietnamHolidays` of the date's year). */
export function isVietnamHoliday(date: CalendarDate): boolean {
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Set(vietnamHolidays(year));
    byYear.set(year, days);
  }
  return days.has(date);
}

/**
 * The exchange's holidays, the default of every trading-day function (trading-calendar.ts): the
 * live market, T+2 settlement, corporate-action dates and warrant maturities all skip them.
 * @example EXCHANGE_HOLIDAYS.includes('2026-09-02') === true
 */
export const EXCHANGE_HOLIDAYS: HolidayList = { includes: isVietnamHoliday };

/** Weekends only (tests and tools that want the bare weekday calendar). */
export const NO_HOLIDAYS: HolidayList = { includes: () => false };
