import * as z from '../zod-mini.ts';

// The datafeed family mixes numbers and numeric strings for the same kind of field
// (datafeed-conventions: `c, f, r` numbers, `avePrice, highPrice, ot` strings), so readers accept both.
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** A finite number, or its decimal text ("25.30", "-0.5"); empty text is refused. */
const looseNumber = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(NUMERIC_TEXT, 'expected a decimal number'))]),
    z.transform((value: number | string) => Number(value)),
  ),
  z.number(),
);

/** A price or volume of the feed: a non-negative decimal (number or text). */
export const wireAmount = z.pipe(looseNumber, z.number().check(z.nonnegative('must not be negative')));

/** A signed decimal such as a change or percent change. */
export const wireSigned = looseNumber;

/** Like {@link wireAmount} but missing, null or empty text read as 0 (optional feed fields). */
export const wireAmountOrZero = z.union([
  z.pipe(
    z.union([z.null(), z.undefined(), z.literal('')]),
    z.transform(() => 0),
  ),
  wireAmount,
]);

/** A market time inside a day, `HH:MM:SS`. */
export const wireTime = z.string().check(z.regex(/^([01]\d|2[0-4]):[0-5]\d:[0-5]\d$/, 'expected HH:MM:SS'));

/** A minute of the day, `HH:MM` (intraday chart points). */
export const wireMinute = z.string().check(z.regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'expected HH:MM'));

/** A symbol code as the feed writes it. */
export const wireSymbol = z
  .string()
  .check(z.regex(/^[A-Z0-9]{1,20}$/, 'symbol must be 1-20 capital letters or digits'));

/** Formats a decimal with fixed digits, the way the family writes its text fields ("0.50"). */
export function fixed(value: number, digits: number): string {
  return (Math.round(value * 10 ** digits) / 10 ** digits).toFixed(digits);
}
