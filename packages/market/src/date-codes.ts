import { calendarDate, type CalendarDate } from './trading-calendar.ts';

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A 10-character dd/mm/yyyy date (warrant expiry, spec §5) as 'yyyy-mm-dd'; undefined when it is not one.
 * @example displayDateToIso('20/08/2026') === '2026-08-20'; displayDateToIso('31/02/2026') === undefined
 */
export function displayDateToIso(text: string): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? calendarDate(year, month, day) : undefined;
}

/** A 'yyyy-mm-dd' date (or the date part of an ISO timestamp) as dd/mm/yyyy, e.g. isoToDisplayDate('2026-08-20') === '20/08/2026'. */
export function isoToDisplayDate(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${match[3]}/${match[2]}/${match[1]}` : undefined;
}

/** An 8-character date code yyyymmdd as dd/mm/yyyy, e.g. formatDateCode('20260820') === '20/08/2026'; undefined otherwise. */
export function formatDateCode(code: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(code.trim());
  return match ? isoToDisplayDate(`${match[1]}-${match[2]}-${match[3]}`) : undefined;
}

/** A 'yyyy-mm-dd' date as the 8-character code yyyymmdd, e.g. toDateCode('2026-08-20') === '20260820'. */
export function toDateCode(date: CalendarDate): string {
  return date.replaceAll('-', '');
}

/**
 * What a customer typed into a dd/mm/yyyy date field, kept to that shape: its digits (at most 8)
 * with the slashes put in after the day and the month, e.g. maskDisplayDate('2008202') === '20/08/202'.
 */
export function maskDisplayDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}
