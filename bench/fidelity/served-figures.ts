// Every figure of the calibration document from what one served market gave (collect.ts), beside
// the real figure: one Line per figure (report.ts prints them and gives the verdict).
import { tickSize } from '@sen/market';
import type { Collected, StockHistory } from './collect.ts';
import {
  HALF_HOURS,
  STOCK_BAND,
  crossSection,
  dailyReturns,
  groupFigures,
  halfHourShares,
  indexFigures,
  minuteFigures,
  minuteReturns,
  servedCloseReturns,
  spreadTicks,
  stockFigures,
  yearWindows,
} from './figures.ts';
import type { Line } from './report.ts';
import { mean, median } from './stats.ts';

/** Real figures of ../shared/domain/market-calibration.md. */
const REAL_BOARD = {
  HSX: {
    stocks: 405,
    traded: 0.93,
    ref: [5720, 17950, 60000],
    listed: [17.3, 96.5, 1293.9],
    value: [1.15, 134.31, 884.11],
  },
  HNX: {
    stocks: 302,
    traded: 0.68,
    ref: [5600, 13200, 48500],
    listed: [4.1, 15.0, 123.2],
    value: [0.03, 2.52, 103.88],
  },
  UPCOM: {
    stocks: 840,
    traded: 0.38,
    ref: [1700, 10600, 37100],
    listed: [3.3, 12.8, 100.0],
    value: [0.0, 0.31, 17.65],
  },
} as const;
const REAL_DAILY = {
  HSX: { liquid: 270, sd: 2.18, kurtosis: 5.6, limit: 3.91, acfAbs: 0.28 },
  HNX: { liquid: 77, sd: 2.67, kurtosis: 7.1, limit: 2.5, acfAbs: 0.31 },
  UPCOM: { liquid: 131, sd: 2.83, kurtosis: 10.8, limit: 1.2, acfAbs: 0.23 },
} as const;
const REAL_INDEX = {
  VNINDEX: [1.34, 21.3, 10.6, 6.77],
  VN30: [1.4, 22.2, 9.7, 6.9],
  HNXINDEX: [1.42, 22.4, 12.4, 8.17],
  HNX30: [1.91, 30.2, 9.5, 9.53],
  UPCOMINDEX: [1.1, 17.4, 47.0, 9.98],
} as const;
const REAL_SHAPE = [10.5, 8.4, 8.5, 9.4, 9.1, 0.0, 11.0, 15.2, 24.6, 3.4];
const YEAR = 250;

/** The liquid stocks of an exchange: the `count` with the highest mean traded value over the generated past. */
function liquidStocks(stocks: readonly StockHistory[], market: string, count: number): StockHistory[] {
  return stocks
    .filter((s) => s.market === market && s.past.length > 0)
    .map((s) => ({ s, value: mean(s.past.map((d) => d.value)) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map(({ s }) => s);
}

/** Root mean square of returns. */
const rms = (xs: readonly number[]): number => Math.sqrt(mean(xs.map((x) => x * x)));

export function servedFigures(data: Collected): Line[] {
  const lines: Line[] = [];
  const add = (section: string, name: string, real: number, sim: number, digits = 2, absolute?: number) =>
    lines.push({ section, name, real, sim, digits, ...(absolute !== undefined ? { absolute } : {}) });

  // Universe and cross-section: each served day's board after the close, median over the days.
  const board = 'Universe and cross-section (board after the close, median over served days)';
  for (const [market, real] of Object.entries(REAL_BOARD)) {
    const days = data.days.map((d) => crossSection(d.boards[market] ?? []));
    const mid = (pick: (x: (typeof days)[number]) => number) => median(days.map(pick));
    add(
      board,
      `${market} stocks`,
      real.stocks,
      mid((x) => x.stocks),
      0,
    );
    add(
      board,
      `${market} share of stocks traded`,
      real.traded,
      mid((x) => x.traded / x.stocks),
    );
    ['p10', 'p50', 'p90'].forEach((p, i) => {
      add(
        board,
        `${market} ref price ${p} (VND)`,
        real.ref[i]!,
        mid((x) => x.reference[i]!),
        0,
      );
      add(
        board,
        `${market} listed shares ${p} (million)`,
        real.listed[i]!,
        mid((x) => x.listedMillion[i]!),
        1,
      );
    });
    ['p50', 'p90', 'p99'].forEach((p, i) => {
      const absolute = real.value[i] === 0 ? 0.005 : undefined;
      add(
        board,
        `${market} day value ${p} (bn VND)`,
        real.value[i]!,
        mid((x) => x.valueBn[i]!),
        2,
        absolute,
      );
    });
  }

  const bookSection = 'VN30 book (board snapshots during continuous trading)';
  const books = data.days.flatMap((d) => d.books);
  const spreads = books
    .map((b) => spreadTicks(b.bestBid, b.bestAsk, tickSize('HSX', 'stock', b.bestBid ?? 0)))
    .filter((s): s is number => s !== undefined);
  add(bookSection, 'best bid/ask spread, ticks, median', 1, median(spreads), 1);
  add(bookSection, 'best bid/ask spread, ticks, max', 6, Math.max(...spreads), 1);
  add(
    bookSection,
    'volume on best 3 bid levels, median',
    189_150,
    median(books.map((b) => b.bestThreeBidVolume)),
    0,
  );

  const futuresBars = data.days.flatMap((d) => d.futuresBars);
  const shape = halfHourShares(futuresBars);
  const shapeSection = 'Intraday volume by half hour, VN30F1M one-minute bars (% of day)';
  HALF_HOURS.forEach((from, i) =>
    add(shapeSection, `from ${from}`, REAL_SHAPE[i]!, shape[i]!, 1, REAL_SHAPE[i] === 0 ? 0.05 : undefined),
  );
  const returns = data.days.flatMap((d) => minuteReturns(d.futuresBars));
  const minute = minuteFigures(returns);
  const minuteSection = `One-minute returns, VN30F1M (n=${returns.length})`;
  add(minuteSection, 'sd (%)', 0.068, minute.sd * 100, 3);
  add(minuteSection, 'kurtosis', 21.4, minute.kurtosis, 1);
  // A near-zero autocorrelation: judged within 0.03 (its sampling error at a few thousand minutes).
  add(minuteSection, 'lag-1 acf (within 0.03)', -0.018, minute.acf1, 3, 0.03);
  add(minuteSection, 'lag-1 acf of |r|', 0.3, minute.acfAbs1, 2);
  add(minuteSection, 'lag-10 acf of |r|', 0.24, minute.acfAbs10, 2);

  const dailySection = `Daily returns of liquid stocks, generated past (/stockHis.pt; mean over its two years)`;
  const liveSection = 'Live days against the generated past (liquid stocks, rms of daily returns)';
  const liveLines: [string, number][] = [];
  for (const [market, real] of Object.entries(REAL_DAILY)) {
    const liquid = liquidStocks(data.stocks, market, real.liquid);
    const band = STOCK_BAND[market]!;
    const series = liquid.map((s) => dailyReturns(s.past));
    // The past holds about two years: two windows of (at most) a year each, newest first.
    const length = Math.min(YEAR, Math.floor(Math.min(...series.map((r) => r.length)) / 2));
    const perYear = [0, 1].map((y) =>
      groupFigures(series.map((r) => stockFigures(yearWindows(r, length)[y]!, band))),
    );
    const avg = (pick: (g: (typeof perYear)[number]) => number) => mean(perYear.map(pick));
    add(dailySection, `${market} daily sd p50 (%)`, real.sd, avg((g) => g.sdP50) * 100);
    add(
      dailySection,
      `${market} kurtosis p50`,
      real.kurtosis,
      avg((g) => g.kurtosisP50),
      1,
    );
    add(
      dailySection,
      `${market} days at limit (% of stock-days)`,
      real.limit,
      avg((g) => g.limitShare) * 100,
    );
    add(
      dailySection,
      `${market} lag-1 acf of |r| p50`,
      real.acfAbs,
      avg((g) => g.acfAbsP50),
    );
    // Close to close, as the real figures: UPCOM's reference is the day before's VWAP, not its close.
    const live = liquid.flatMap((s) => servedCloseReturns(s.live, market));
    liveLines.push([`${market} live / past (n=${live.length})`, rms(live) / rms(series.flat())]);
  }
  for (const [name, ratio] of liveLines) add(liveSection, name, 1, ratio);

  const indexSection = `Indexes, daily, generated past (getIndexHistories D; mean over its two years)`;
  for (const [id, [sd, annual, kurt, max]] of Object.entries(REAL_INDEX)) {
    const returns = data.indexReturns[id] ?? [];
    const windows = yearWindows(returns, Math.min(YEAR, Math.floor(returns.length / 2)));
    const figures = windows.map(indexFigures);
    const avg = (pick: (f: (typeof figures)[number]) => number) => mean(figures.map(pick));
    add(indexSection, `${id} daily sd (%)`, sd, avg((f) => f.sd) * 100);
    add(indexSection, `${id} annualised (%)`, annual, avg((f) => f.annualised) * 100, 1);
    add(
      indexSection,
      `${id} kurtosis`,
      kurt,
      avg((f) => f.kurtosis),
      1,
    );
    add(indexSection, `${id} max daily move (%)`, max, avg((f) => f.maxMove) * 100);
  }
  return lines;
}

/** The VN-Index one-minute volume shape of the served days (cash stocks: shown, not judged). */
export function cashShape(data: Collected): number[] {
  return halfHourShares(data.days.flatMap((d) => d.indexBars));
}
