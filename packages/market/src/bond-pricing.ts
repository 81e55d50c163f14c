// Fixed-coupon bond maths, day count actual/365 (fixed): the spreadsheet PRICE/YIELD/ACCRINT
// conventions with basis 3. Coupon dates step back from maturity by 12/frequency months (the day of
// month kept, clamped to the month's end); a period is 365/frequency days for discounting and
// accrual; a coupon pays par x rate / frequency. Prices are per 100 of par ("clean" = without
// accrued interest), yields annual, compounded `frequency` times a year. Pure: dates are passed in.
import type { CalendarDate } from './trading-calendar.ts';

/** What the maths needs of a bond. */
export interface BondTerms {
  /** Face value, VND. */
  readonly par: number;
  /** Annual coupon rate, e.g. 0.095. */
  readonly coupon: number;
  /** Coupons a year. */
  readonly frequency: 1 | 2 | 4 | 12;
  readonly issueDate: CalendarDate;
  readonly maturityDate: CalendarDate;
}

const DAY_MS = 86_400_000;
/** Days in the day-count year (actual/365 fixed). */
export const BOND_DAY_COUNT_BASIS = 365;

const utc = (date: CalendarDate): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** Actual days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** `date` moved by whole months, the day of month clamped to the target month's length. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(day, last))).toISOString().slice(0, 10);
}

/** Every coupon date after the issue date, ascending, the last one the maturity date. */
export function couponDates(terms: BondTerms): CalendarDate[] {
  const step = 12 / terms.frequency;
  const dates: CalendarDate[] = [];
  for (let k = 0; ; k += 1) {
    const date = addMonths(terms.maturityDate, -k * step);
    if (date <= terms.issueDate) break;
    dates.push(date);
  }
  return dates.reverse();
}

/** The coupon period holding `settle`: previous coupon (or issue) date and next coupon date. */
export function couponPeriod(
  terms: BondTerms,
  settle: CalendarDate,
): { previous: CalendarDate; next: CalendarDate; remaining: number } {
  const dates = couponDates(terms);
  const index = dates.findIndex((d) => d > settle);
  if (index < 0) throw new RangeError(`settlement ${settle} is on or after maturity ${terms.maturityDate}`);
  const previous = index === 0 ? terms.issueDate : dates[index - 1]!;
  return { previous, next: dates[index]!, remaining: dates.length - index };
}

/** Accrued interest per 100 of par on `settle`: rate x 100 x days since the last coupon / 365. */
export function accruedInterest(terms: BondTerms, settle: CalendarDate): number {
  const { previous } = couponPeriod(terms, settle);
  return (terms.coupon * 100 * daysBetween(previous, settle)) / BOND_DAY_COUNT_BASIS;
}

/** Clean price per 100 of par at an annual yield (spreadsheet PRICE, basis 3, redemption 100). */
export function priceFromYield(terms: BondTerms, settle: CalendarDate, yieldRate: number): number {
  const f = terms.frequency;
  const { previous, next, remaining: n } = couponPeriod(terms, settle);
  const e = BOND_DAY_COUNT_BASIS / f;
  const a = daysBetween(previous, settle);
  const coupon = (100 * terms.coupon) / f;
  const accrued = (coupon * a) / e;
  if (n === 1) {
    const dsr = daysBetween(settle, terms.maturityDate);
    return (100 + coupon) / (1 + ((dsr / e) * yieldRate) / f) - accrued;
  }
  const dsc = daysBetween(settle, next);
  const base = 1 + yieldRate / f;
  let price = 100 / base ** (n - 1 + dsc / e);
  for (let k = 1; k <= n; k += 1) price += coupon / base ** (k - 1 + dsc / e);
  return price - accrued;
}

/** Annual yield of a clean price per 100 of par (spreadsheet YIELD, basis 3): bisection to 1e-12. */
export function yieldFromPrice(terms: BondTerms, settle: CalendarDate, cleanPrice: number): number {
  if (!(cleanPrice > 0)) throw new RangeError('price must be positive');
  let low = -0.99 * terms.frequency;
  let high = 10;
  // The price falls as the yield rises: keep low's price above the target and high's below.
  for (let i = 0; i < 200 && high - low > 1e-12; i += 1) {
    const mid = (low + high) / 2;
    if (priceFromYield(terms, settle, mid) > cleanPrice) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** One payment of a holding: a coupon (gross, tax withheld, net) or the principal at maturity. */
export interface BondCashFlow {
  date: CalendarDate;
  kind: 'coupon' | 'principal';
  gross: number;
  tax: number;
  net: number;
}

/** Personal income tax withheld on coupons, basis points (5%). */
export const BOND_COUPON_TAX_BPS = 500;

/** Coupon of `volume` bonds for one period, VND (rounded to the dong). */
export function couponAmount(terms: BondTerms, volume: number): number {
  return Math.round((volume * terms.par * terms.coupon) / terms.frequency);
}

/**
 * The payments `volume` bonds bought on `settle` receive after it, up to and including `until`
 * (default: maturity, with the principal), coupons net of the 5% personal income tax.
 */
export function cashFlowSchedule(
  terms: BondTerms,
  settle: CalendarDate,
  volume: number,
  until: CalendarDate = terms.maturityDate,
): BondCashFlow[] {
  const flows: BondCashFlow[] = [];
  for (const date of couponDates(terms)) {
    if (date <= settle || date > until) continue;
    const gross = couponAmount(terms, volume);
    const tax = Math.round((gross * BOND_COUPON_TAX_BPS) / 10_000);
    flows.push({ date, kind: 'coupon', gross, tax, net: gross - tax });
  }
  if (until >= terms.maturityDate) {
    const principal = volume * terms.par;
    flows.push({ date: terms.maturityDate, kind: 'principal', gross: principal, tax: 0, net: principal });
  }
  return flows;
}
