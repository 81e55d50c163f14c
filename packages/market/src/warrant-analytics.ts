// Analytics of a call covered warrant against its underlying (market-rules §8): break-even, premium,
// gearing, moneyness, days to maturity, and the terms after the underlying's corporate actions.
// Prices in VND; ratios "n : 1" as n (warrants per share).
import { coveredWarrantBreakEven } from './covered-warrants.ts';
import { exRightsReference, type ExRightsAction } from './ex-rights.ts';
import { addDays, tradingDaysBetween, type CalendarDate } from './trading-calendar.ts';
import { EXCHANGE_HOLIDAYS, type HolidayList } from './vietnam-holidays.ts';

export interface WarrantQuote {
  readonly exercisePrice: number;
  /** Warrants per underlying share. */
  readonly ratio: number;
  /** The warrant's price (last, else reference). */
  readonly price: number;
  /** The underlying's price (last, else reference). */
  readonly underlyingPrice: number;
}

export type Moneyness = 'ITM' | 'ATM' | 'OTM';

export interface WarrantAnalytics {
  /** Exercise price + warrant price x ratio (VND). */
  readonly breakEven: number;
  /** How far the underlying must rise to break even: (break-even − underlying) / underlying x 100. */
  readonly premiumPct: number;
  /** Underlying price / (warrant price x ratio): the leverage of a warrant over the share. */
  readonly gearing: number;
  /** Underlying / exercise: above 1 in the money, below out of it. */
  readonly moneynessRatio: number;
  readonly moneyness: Moneyness;
}

/**
 * The analytics of a call warrant; undefined when a price or the ratio is not positive.
 * @example warrantAnalytics({ exercisePrice: 35_000, ratio: 2, price: 1_200, underlyingPrice: 36_000 })
 *   // breakEven 37_400, premiumPct 3.89, gearing 15, moneynessRatio 1.0286, 'ITM'
 */
export function warrantAnalytics(quote: WarrantQuote): WarrantAnalytics | undefined {
  const { exercisePrice, ratio, price, underlyingPrice } = quote;
  if (!(exercisePrice > 0 && ratio > 0 && price > 0 && underlyingPrice > 0)) return undefined;
  const breakEven = coveredWarrantBreakEven({ exercisePrice, price, ratio });
  const moneynessRatio = underlyingPrice / exercisePrice;
  return {
    breakEven,
    premiumPct: round(((breakEven - underlyingPrice) / underlyingPrice) * 100, 2),
    gearing: round(underlyingPrice / (price * ratio), 2),
    moneynessRatio: round(moneynessRatio, 4),
    moneyness: underlyingPrice > exercisePrice ? 'ITM' : underlyingPrice < exercisePrice ? 'OTM' : 'ATM',
  };
}

export interface DaysToMaturity {
  /** Calendar days from the market date to the maturity date (0 on it, never negative). */
  readonly calendar: number;
  /** Trading days left to trade it: the market date (when a trading day) up to the last trading date. */
  readonly trading: number;
}

/**
 * Days left of a warrant on the market date `today` (the server's market clock, never the
 * browser's): calendar days to maturity, and trading days it can still be traded (today included)
 * up to its last trading date, two trading days before maturity (market-rules §8), skipping
 * weekends and the exchange's holidays (`vietnamHolidays` unless `holidays` is given).
 * @example warrantDaysToMaturity('2022-11-01', { lastTradingDate: '2022-11-03', maturityDate: '2022-11-07' })
 *   // { calendar: 6, trading: 3 } (MWG2207)
 * @example warrantDaysToMaturity('2026-08-31', { lastTradingDate: '2026-09-07', maturityDate: '2026-09-09' })
 *   // { calendar: 9, trading: 4 }: 31/8, 1/9, 4/9, 7/9 (2/9 and 3/9 are holidays)
 */
export function warrantDaysToMaturity(
  today: CalendarDate,
  dates: { lastTradingDate: CalendarDate; maturityDate: CalendarDate },
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): DaysToMaturity {
  const calendar = Math.max(0, Math.round((Date.parse(dates.maturityDate) - Date.parse(today)) / 86_400_000));
  const trading =
    dates.lastTradingDate < today
      ? 0
      : tradingDaysBetween(addDays(today, -1), dates.lastTradingDate, holidays);
  return { calendar, trading };
}

export interface WarrantTerms {
  readonly exercisePrice: number;
  readonly ratio: number;
}

/**
 * The warrant's terms after its underlying goes ex (stock dividend, bonus, rights, cash dividend):
 * both scale by the underlying's adjusted reference over its close before the ex-date, the reference
 * given by the exchange's ex-rights formula (`exRightsReference`), so a warrant's payout is unchanged.
 * Exercise price to the VND, ratio to 4 decimals. Several actions apply in date order.
 * @example adjustWarrantTerms({ exercisePrice: 36_000, ratio: 5 }, [{ close: 33_400, action: { stockRatio: 0.7 } }])
 *   // { exercisePrice: 21_180, ratio: 2.9416 }: reference 19_650 (VNA bonus 100:70)
 */
export function adjustWarrantTerms(
  terms: WarrantTerms,
  actions: readonly { close: number; action: ExRightsAction }[],
): WarrantTerms {
  let factor = 1;
  for (const { close, action } of actions) {
    if (close > 0) factor *= exRightsReference(close, action) / close;
  }
  return { exercisePrice: Math.round(terms.exercisePrice * factor), ratio: round(terms.ratio * factor, 4) };
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
