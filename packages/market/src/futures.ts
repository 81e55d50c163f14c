import { EXCHANGE_HOLIDAYS, type HolidayList } from './vietnam-holidays.ts';
import {
  addDays,
  calendarDate,
  dayOfWeek,
  onOrBeforeTradingDay,
  type CalendarDate,
} from './trading-calendar.ts';
import { FUTURES_INITIAL_MARGIN_BPS } from './fees.ts';

/** VN30 futures multiplier: 100,000 VND per index point (market-rules §9.1). */
export const FUTURES_MULTIPLIER_VND_PER_POINT = 100_000;
/** VND per canonical futures price unit (index points x 100): 1,000 VND. */
export const FUTURES_VND_PER_PRICE_UNIT = FUTURES_MULTIPLIER_VND_PER_POINT / 100;

/** VND value of contracts at a price in index points x 100, e.g. 1,300.5 points x 1 = 130,050,000 VND. */
export function futuresContractValue(pointsX100: number, contracts = 1): number {
  return pointsX100 * FUTURES_VND_PER_PRICE_UNIT * contracts;
}

/**
 * Initial margin of `contracts` (either sign) at a price in index points x 100, VND rounded up
 * (17% of the contract value, market-rules §6.3), e.g. futuresInitialMargin(130_000, 1) === 22_100_000.
 */
export function futuresInitialMargin(pointsX100: number, contracts: number): number {
  return Math.ceil(
    (Math.abs(contracts) * pointsX100 * FUTURES_VND_PER_PRICE_UNIT * FUTURES_INITIAL_MARGIN_BPS) / 10_000,
  );
}

/** A contract month. */
export interface ContractMonth {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
}

/** Third Thursday of a month, e.g. thirdThursday(2026, 8) === '2026-08-20'. */
export function thirdThursday(year: number, month: number): CalendarDate {
  const first = calendarDate(year, month, 1);
  const toThursday = (4 - dayOfWeek(first) + 7) % 7;
  return addDays(first, toThursday + 14);
}

/** Last trading day of a VN30F contract: the 3rd Thursday, or the trading day before it if that is a holiday. */
export function futuresLastTradingDay(
  contract: ContractMonth,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): CalendarDate {
  return onOrBeforeTradingDay(thirdThursday(contract.year, contract.month), holidays);
}

const nextMonth = ({ year, month }: ContractMonth): ContractMonth =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

const isQuarterMonth = ({ month }: ContractMonth): boolean => month % 3 === 0;

/**
 * The four listed VN30F months on a date: the front month (current, until its last trading day),
 * the next month, then the next two quarter-end months after those.
 * @example listedContractMonths('2025-04-10') // Apr, May, Jun, Sep 2025
 */
export function listedContractMonths(
  date: CalendarDate,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): ContractMonth[] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  let front: ContractMonth = { year, month };
  if (date > futuresLastTradingDay(front, holidays)) front = nextMonth(front);
  const second = nextMonth(front);
  const result = [front, second];
  for (let candidate = nextMonth(second); result.length < 4; candidate = nextMonth(candidate)) {
    if (isQuarterMonth(candidate)) result.push(candidate);
  }
  return result;
}

/** Aliases of the listed contracts, in the order of {@link listedContractMonths}. */
export const FUTURES_ALIASES = ['VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q'] as const;
/** One of the four VN30F aliases. */
export type FuturesAlias = (typeof FUTURES_ALIASES)[number];

/** Classic ticker of a contract month, e.g. futuresSymbol({ year: 2025, month: 4 }) === 'VN30F2504'. */
export function futuresSymbol({ year, month }: ContractMonth): string {
  return `VN30F${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}`;
}

// KRX year letters: 30 characters from 0 to W without I, O and U, so 2020 = A (market-rules §9.1).
const KRX_YEAR_CHARS = '0123456789ABCDEFGHJKLMNPQRSTVW';
const KRX_MONTH_CHARS = '123456789ABC';

/** KRX-format code of a VN30 futures month, e.g. krxFuturesCode({ year: 2026, month: 8 }) === '41I1G8000'. */
export function krxFuturesCode({ year, month }: ContractMonth): string {
  const yearChar = KRX_YEAR_CHARS[(year - 2010) % 30];
  return `41I1${yearChar ?? ''}${KRX_MONTH_CHARS[month - 1] ?? ''}000`;
}

/** A listed contract resolved from an alias on a date. */
export interface ListedContract {
  readonly alias: FuturesAlias;
  readonly symbol: string;
  readonly month: ContractMonth;
  readonly lastTradingDay: CalendarDate;
}

/**
 * The listed VN30F contracts on a date with their aliases and last trading days.
 * @example listedContracts('2025-04-18')[0].symbol === 'VN30F2505' (April expired on the 17th)
 */
export function listedContracts(
  date: CalendarDate,
  holidays: HolidayList = EXCHANGE_HOLIDAYS,
): ListedContract[] {
  return listedContractMonths(date, holidays).map((month, index) => ({
    alias: FUTURES_ALIASES[index] ?? 'VN30F2Q',
    symbol: futuresSymbol(month),
    month,
    lastTradingDay: futuresLastTradingDay(month, holidays),
  }));
}

/** Contract month of a classic ticker, e.g. parseFuturesSymbol('VN30F2504') → { year: 2025, month: 4 }; undefined otherwise. */
export function parseFuturesSymbol(symbol: string): ContractMonth | undefined {
  const match = /^VN30F(\d{2})(\d{2})$/.exec(symbol.trim().toUpperCase());
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: 2000 + Number(match[1]), month } : undefined;
}
