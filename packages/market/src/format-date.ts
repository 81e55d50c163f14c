/** Language of the user interface: Vietnamese (default and fallback) or English. */
export type Language = 'vi' | 'en';

/** Vietnamese is the default and the fallback language. */
export const DEFAULT_LANGUAGE: Language = 'vi';

/** Market time zone: every time on screen is market time. */
export const MARKET_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** A moment: Date, epoch milliseconds or an ISO 8601 string with offset. */
export type Moment = Date | number | string;

// en-GB keeps day/month/year order in English, as Vietnamese users read dates.
const INTL_LOCALE: Readonly<Record<Language, string>> = { vi: 'vi-VN', en: 'en-GB' };

const toDate = (value: Moment): Date => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
};

const partsFormats = new Map<Language, Intl.DateTimeFormat>();

function partsFormat(language: Language): Intl.DateTimeFormat {
  let format = partsFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      timeZone: MARKET_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    partsFormats.set(language, format);
  }
  return format;
}

/** Calendar fields of a moment in market time. */
export interface MarketDateParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
}

/**
 * Since 13 June 1975 the market's zone is UTC+7 all year (no daylight saving): from then on its
 * fields are the UTC fields of the moment 7 hours later, with no Intl formatter (whose first use
 * loads the zone data: about 35 ms of a slow phone's main thread before the first board paints).
 */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1975, 5, 12, 17);
const MARKET_OFFSET_MS = 7 * 3_600_000;
const two = (field: number) => String(field).padStart(2, '0');

/** Splits a moment into market-time fields (2-digit strings, 4-digit year) with the language's Intl locale. */
export function marketDateParts(value: Moment, language: Language = DEFAULT_LANGUAGE): MarketDateParts {
  const ms = toDate(value).getTime();
  if (ms >= FIXED_OFFSET_SINCE_MS) {
    const shifted = new Date(ms + MARKET_OFFSET_MS);
    return {
      year: String(shifted.getUTCFullYear()),
      month: two(shifted.getUTCMonth() + 1),
      day: two(shifted.getUTCDate()),
      hour: two(shifted.getUTCHours()),
      minute: two(shifted.getUTCMinutes()),
      second: two(shifted.getUTCSeconds()),
    };
  }
  return intlDateParts(value, language);
}

/** The same fields from Intl (any moment; also the check of the fast path in the tests). */
export function intlDateParts(value: Moment, language: Language = DEFAULT_LANGUAGE): MarketDateParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(language).formatToParts(toDate(value))) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** Market time of a moment as HH:MM:SS, e.g. formatTime('2025-05-05T02:15:00Z') === '09:15:00'. */
export function formatTime(value: Moment, language: Language = DEFAULT_LANGUAGE): string {
  const p = marketDateParts(value, language);
  return `${p.hour}:${p.minute}:${p.second}`;
}

/** Market time as HH:MM (chart axes), e.g. formatTimeShort('2025-05-05T02:15:00Z') === '09:15'. */
export function formatTimeShort(value: Moment, language: Language = DEFAULT_LANGUAGE): string {
  const p = marketDateParts(value, language);
  return `${p.hour}:${p.minute}`;
}

/** Market date as dd/mm/yyyy, e.g. formatDate('2025-05-04T18:00:00Z') === '05/05/2025' (already the 5th in Hanoi). */
export function formatDate(value: Moment, language: Language = DEFAULT_LANGUAGE): string {
  const p = marketDateParts(value, language);
  return `${p.day}/${p.month}/${p.year}`;
}

/** Market date and time as 'dd/mm/yyyy HH:MM:SS'. */
export function formatDateTime(value: Moment, language: Language = DEFAULT_LANGUAGE): string {
  return `${formatDate(value, language)} ${formatTime(value, language)}`;
}

/** Market date in words in the user's language, e.g. '5 May 2025' (en) or '5 tháng 5, 2025' (vi). */
export function formatDateLong(value: Moment, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: MARKET_TIME_ZONE,
    dateStyle: 'long',
  }).format(toDate(value));
}

/** Month and year in the user's language (futures maturities), e.g. 'May 2025' (en) or 'tháng 5 năm 2025' (vi). */
export function formatMonthYear(value: Moment, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: MARKET_TIME_ZONE,
    month: 'long',
    year: 'numeric',
  }).format(toDate(value));
}

/** Market date of a moment as ISO 'yyyy-mm-dd' (trading-calendar dates). */
export function marketDateOf(value: Moment): string {
  const p = marketDateParts(value);
  return `${p.year}-${p.month}-${p.day}`;
}
