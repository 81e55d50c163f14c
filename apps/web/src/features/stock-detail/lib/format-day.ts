import { formatDate, type Language } from '@sen/market';

/** A calendar date 'YYYY-MM-DD' (market dates of the info host) as the language writes dates. */
export function formatDay(date: string, language: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(`${date}T12:00:00+07:00`, language) : date;
}
