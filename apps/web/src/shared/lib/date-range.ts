// A range of market dates (yyyy-mm-dd) the account screens search their histories and statements
// by: two real dates, from not after to, at most 366 days apart (the server's rule). The messages
// are keys of the common namespace (`dateRange.*`), the same on every screen.
import { isoToDisplayDate, isValidDateRange } from '@sen/market';
import { z } from 'zod';

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isoToDisplayDate(text) !== undefined;

export const dateRangeSchema = z
  .object({
    from: z.string().refine(isDate, 'dateRange.invalidDate'),
    to: z.string().refine(isDate, 'dateRange.invalidDate'),
  })
  // A field that is no date has its own message; the range is judged between two dates.
  .refine((r) => !isDate(r.from) || !isDate(r.to) || isValidDateRange(r.from, r.to), {
    message: 'dateRange.invalidRange',
    path: ['to'],
  });
export type DateRange = z.output<typeof dateRangeSchema>;
