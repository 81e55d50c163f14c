// The calibration document's figures (../shared/domain/market-calibration.md), computed from what
// the server serves: daily rows of `/info/stockHis.pt` and `/board/getIndexHistories`, one-minute
// bars of `/board/getintradaychart`, board snapshots. Pure functions; the definitions are the
// document's ("days at limit": |close-to-close move| >= 95% of the band; kurtosis: the plain fourth
// moment over the squared variance).
import { roundToTick } from '@sen/market';
import { acf, kurtosis, median, quantile, sd } from './stats.ts';

/** Daily band of a stock by exchange (HOSE 7%, HNX 10%, UPCOM 15%). */
export const STOCK_BAND: Readonly<Record<string, number>> = { HSX: 0.07, HNX: 0.1, UPCOM: 0.15 };

/** One day of a stock's history: the day's reference (previous close, adjusted on ex-dates) and close. */
export interface DailyRow {
  reference: number;
  close: number;
}

/** Close-to-close returns of daily rows given oldest first (the reference carries ex-date adjustments). */
export const dailyReturns = (rows: readonly DailyRow[]): number[] =>
  rows.filter((row) => row.reference > 0).map((row) => row.close / row.reference - 1);

/** A served day of a stock: its reference and close, and its matched volume and value (board lots). */
export interface ServedDailyRow extends DailyRow {
  volume: number;
  value: number;
}

/**
 * The price the exchange takes the next day's reference from when no corporate action adjusts it:
 * the close on HOSE and HNX; on UPCOM the day's VWAP of its (continuous) matches on the tick, or
 * the reference on a day without a match (../shared/domain/market-rules.md, reference prices).
 */
function referenceBasis(row: ServedDailyRow, market: string): number {
  if (market !== 'UPCOM') return row.close;
  if (row.volume <= 0) return row.reference;
  return roundToTick('UPCOM', 'stock', Math.round(row.value / row.volume), 'nearest');
}

/**
 * Close-to-close returns of served days given oldest first (the first against its reference, the
 * past's last close). A day's previous close is adjusted by the exchange's own adjustment, its
 * reference over the basis the reference would have had without an action. On HOSE and HNX that is
 * the day's close over its reference, as `dailyReturns`; on UPCOM, whose reference is the day
 * before's VWAP, it takes the VWAP's distance from the close out of the move.
 * @example UPCOM: close 10,000 (VWAP 10,300), next day reference 10,300, close 10,500 -> +5%
 */
export function servedCloseReturns(rows: readonly ServedDailyRow[], market: string): number[] {
  const out: number[] = [];
  rows.forEach((row, i) => {
    if (row.reference <= 0) return;
    const before = rows[i - 1];
    const basis = before ? referenceBasis(before, market) : 0;
    const previous = before && basis > 0 ? (before.close * row.reference) / basis : row.reference;
    out.push(row.close / previous - 1);
  });
  return out;
}

/** The figures of one stock's returns. */
export interface StockFigures {
  sd: number;
  kurtosis: number;
  acfAbs: number;
  limitDays: number;
  days: number;
}

export function stockFigures(returns: readonly number[], band: number): StockFigures {
  return {
    sd: sd(returns),
    kurtosis: kurtosis(returns),
    acfAbs: acf(returns.map(Math.abs), 1),
    limitDays: returns.filter((r) => Math.abs(r) >= 0.95 * band - 1e-12).length,
    days: returns.length,
  };
}

/** The document's row of an exchange's liquid stocks: medians over stocks, limit days over all stock-days. */
export interface GroupFigures {
  sdP50: number;
  kurtosisP50: number;
  limitShare: number;
  acfAbsP50: number;
  stocks: number;
}

export function groupFigures(stocks: readonly StockFigures[]): GroupFigures {
  const days = stocks.reduce((sum, s) => sum + s.days, 0);
  return {
    sdP50: median(stocks.map((s) => s.sd)),
    kurtosisP50: median(stocks.map((s) => s.kurtosis)),
    limitShare: days === 0 ? 0 : stocks.reduce((sum, s) => sum + s.limitDays, 0) / days,
    acfAbsP50: median(stocks.map((s) => s.acfAbs)),
    stocks: stocks.length,
  };
}

/** Consecutive windows of `length` values, newest window first (a series given oldest first). */
export function yearWindows<T>(series: readonly T[], length: number): T[][] {
  const windows: T[][] = [];
  for (let end = series.length; end - length >= 0; end -= length)
    windows.push(series.slice(end - length, end));
  return windows;
}

/** An index's daily figures: sd, annualised sd (x sqrt 252), kurtosis, largest absolute move. */
export function indexFigures(returns: readonly number[]): {
  sd: number;
  annualised: number;
  kurtosis: number;
  maxMove: number;
} {
  const s = sd(returns);
  return {
    sd: s,
    annualised: s * Math.sqrt(252),
    kurtosis: kurtosis(returns),
    maxMove: returns.reduce((max, r) => Math.max(max, Math.abs(r)), 0),
  };
}

/** A one-minute bar as served (`time` HH:MM or HH:MM:SS, market time). */
export interface MinuteBar {
  time: string;
  close: number;
  volume: number;
}

/** Starts of the document's half hours. */
export const HALF_HOURS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
];

const minuteOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Share of the day's volume (%) in each of the document's half hours. Bars before 09:00 (the
 * opening call) count in the first; 11:30-13:00 is one bucket (lunch); 14:30 runs to the close.
 */
export function halfHourShares(bars: readonly MinuteBar[]): number[] {
  const volumes = new Array<number>(HALF_HOURS.length).fill(0);
  for (const bar of bars) {
    const minute = minuteOfDay(bar.time);
    let bucket: number;
    if (minute < 9 * 60 + 30) bucket = 0;
    else if (minute < 11 * 60 + 30) bucket = Math.floor((minute - 9 * 60) / 30);
    else if (minute < 13 * 60) bucket = 5;
    else bucket = Math.min(9, 6 + Math.floor((minute - 13 * 60) / 30));
    volumes[bucket]! += bar.volume;
  }
  const total = volumes.reduce((a, b) => a + b, 0);
  return volumes.map((v) => (total === 0 ? 0 : (v / total) * 100));
}

/** Close-to-close returns of one day's consecutive one-minute bars (never across days). */
export function minuteReturns(bars: readonly MinuteBar[]): number[] {
  const sorted = [...bars].sort((a, b) => minuteOfDay(a.time) - minuteOfDay(b.time));
  const returns: number[] = [];
  for (let i = 1; i < sorted.length; i += 1) returns.push(sorted[i]!.close / sorted[i - 1]!.close - 1);
  return returns;
}

/** The one-minute return figures of the document. */
export function minuteFigures(returns: readonly number[]): {
  sd: number;
  kurtosis: number;
  acf1: number;
  acfAbs1: number;
  acfAbs10: number;
} {
  const abs = returns.map(Math.abs);
  return {
    sd: sd(returns),
    kurtosis: kurtosis(returns),
    acf1: acf(returns, 1),
    acfAbs1: acf(abs, 1),
    acfAbs10: acf(abs, 10),
  };
}

/** One row of a board snapshot, as the figures need it. */
export interface BoardRow {
  reference: number;
  totalVolume: number;
  /** Matched value of the day, VND. */
  totalValue: number;
  listedShares: number;
}

/** The document's cross-section of one exchange's board at the end of a session. */
export function crossSection(rows: readonly BoardRow[]): {
  stocks: number;
  traded: number;
  reference: [number, number, number];
  listedMillion: [number, number, number];
  valueBn: [number, number, number];
} {
  const refs = rows.map((r) => r.reference);
  const listed = rows.map((r) => r.listedShares / 1e6);
  const values = rows.map((r) => r.totalValue / 1e9);
  return {
    stocks: rows.length,
    traded: rows.filter((r) => r.totalVolume > 0).length,
    reference: [quantile(refs, 0.1), quantile(refs, 0.5), quantile(refs, 0.9)],
    listedMillion: [quantile(listed, 0.1), quantile(listed, 0.5), quantile(listed, 0.9)],
    valueBn: [quantile(values, 0.5), quantile(values, 0.9), quantile(values, 0.99)],
  };
}

/** Best bid/ask spread in ticks (undefined when a side is empty). */
export function spreadTicks(
  bestBid: number | undefined,
  bestAsk: number | undefined,
  tick: number,
): number | undefined {
  if (bestBid === undefined || bestAsk === undefined || bestBid <= 0 || bestAsk <= bestBid) return undefined;
  return Math.round((bestAsk - bestBid) / tick);
}
