import { formatDate, type Language } from '@sen/market';

/** A calendar date (yyyy-mm-dd) of the market shown as dd/mm/yyyy. */
export const showDate = (date: string, language: Language) => formatDate(`${date}T12:00:00+07:00`, language);
