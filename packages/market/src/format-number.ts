// Screen units (ARCHITECTURE §3). Price boards write numbers the same way in both languages
// (comma thousands, dot decimals: 1,234.50), so these formatters take no locale.

interface NumberFormat {
  format(value: number): string;
}

const formatters = new Map<string, NumberFormat>();

/** The texts of values a board shows again and again (prices on a tick grid, volumes), up to a size. */
const REMEMBERED_TEXTS = 4096;

/**
 * `Intl.NumberFormat#format` with the texts it has made remembered: a board writes the same few
 * thousand prices and volumes over and over (a sort rewrites some 600 cells at once), and a lookup
 * costs a fraction of formatting again. The memory is dropped whole when it fills.
 */
function remembering(format: Intl.NumberFormat): NumberFormat {
  const texts = new Map<number, string>();
  return {
    format(value) {
      let text = texts.get(value);
      if (text === undefined) {
        if (texts.size >= REMEMBERED_TEXTS) texts.clear();
        text = format.format(value);
        texts.set(value, text);
      }
      return text;
    },
  };
}

// 'negative' never prints "-0.00" for a tiny negative; 'exceptZero' adds "+" to changes above zero.
function numberFormat(
  minFraction: number,
  maxFraction: number,
  sign: 'negative' | 'exceptZero' = 'negative',
): NumberFormat {
  const key = `${minFraction}-${maxFraction}-${sign}`;
  let format = formatters.get(key);
  if (!format) {
    format = remembering(
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: minFraction,
        maximumFractionDigits: maxFraction,
        signDisplay: sign,
      }),
    );
    formatters.set(key, format);
  }
  return format;
}

const fixed = (value: number, digits: number): string => numberFormat(digits, digits).format(value);

/** A stock price in VND as thousands with 2 decimals, e.g. formatPrice(23_450) === '23.45'. */
export function formatPrice(vnd: number): string {
  return fixed(vnd / 1000, 2);
}

/** A futures price (index points x 100) as points with 1 decimal, e.g. formatDerivativePrice(130_050) === '1,300.5'. */
export function formatDerivativePrice(pointsX100: number): string {
  return fixed(pointsX100 / 100, 1);
}

/** An index value in points with 2 decimals, e.g. formatIndexPoints(1234.5) === '1,234.50'. */
export function formatIndexPoints(points: number): string {
  return fixed(points, 2);
}

/**
 * A stock volume in shares shown in units of 10 (the board's "KL x10"), with thousands separators;
 * pass unit 1 for boards that show raw shares (odd lots) and for derivative contracts.
 * @example formatVolume(12_340) === '1,234'; formatVolume(15) === '1.5'; formatVolume(15, 1) === '15'
 */
export function formatVolume(shares: number, unit = 10): string {
  return numberFormat(0, 1).format(shares / unit);
}

/** A whole number with thousands separators, e.g. formatInteger(1_234_567) === '1,234,567' (money in VND, contracts). */
export function formatInteger(value: number): string {
  return numberFormat(0, 0).format(value);
}

/** A whole-number change with its sign, e.g. formatSignedInteger(1_300) === '+1,300', (-300) === '-300', (0) === '0'. */
export function formatSignedInteger(value: number): string {
  return numberFormat(0, 0, 'exceptZero').format(value);
}

/** Money in VND shown in billions with 2 decimals, e.g. formatBillions(12_345_000_000) === '12.35'. */
export function formatBillions(vnd: number): string {
  return fixed(vnd / 1e9, 2);
}

/**
 * A price change in VND as signed thousands (2 decimals; 1 for derivatives in points x 100).
 * @example formatChange(500) === '+0.50'; formatChange(-1_200) === '-1.20'; formatChange(0) === '0.00'
 */
export function formatChange(change: number, derivative = false): string {
  return derivative
    ? numberFormat(1, 1, 'exceptZero').format(change / 100)
    : numberFormat(2, 2, 'exceptZero').format(change / 1000);
}

/** A percentage with sign and 2 decimals, e.g. formatPercent(2.0161) === '+2.02%'. */
export function formatPercent(percent: number): string {
  return `${numberFormat(2, 2, 'exceptZero').format(percent)}%`;
}

/** A ratio as a percentage without sign, 2 decimals, e.g. formatRatio(0.44372) === '44.37%' (margin ratio). */
export function formatRatio(ratio: number): string {
  return `${fixed(ratio * 100, 2)}%`;
}

/** A valuation multiple (P/E, P/B) with 1 decimal, e.g. formatMultiple(12.345) === '12.3'. */
export function formatMultiple(value: number): string {
  return fixed(value, 1);
}

/** Percent change of a price against its reference, 0 when there is no reference. */
export function changePercent(price: number, ref: number): number {
  return ref > 0 ? ((price - ref) / ref) * 100 : 0;
}
