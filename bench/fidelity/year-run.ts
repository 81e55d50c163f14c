// A simulated year in the fast daily mode, and the daily-return figures of liquid stocks and indexes.
import { REFERENCE, simulateDailyHistory } from '@sen/exchange';
import { acf, kurtosis, median, sd } from './stats.ts';

const BAND: Record<string, number> = { HSX: 0.07, HNX: 0.1, UPCOM: 0.15 };
/** Liquid stocks per exchange in the calibration (one year to 2026-02). */
export const LIQUID: Record<string, number> = { HSX: 270, HNX: 77, UPCOM: 131 };

export interface YearFigures {
  stocks: Record<string, { sd: number; kurtosis: number; atLimit: number; acfAbs: number }>;
  indexes: Record<string, { sd: number; kurtosis: number; max: number }>;
}

/** Runs `days` trading days and measures them like the calibration does. */
export function runYear(seed: number, days: number, startDate: string): YearFigures {
  const history = simulateDailyHistory(seed, days, startDate);
  const popularity = new Map(REFERENCE.stocks.map((s) => [s.symbol, s.popularity]));
  const stocks: YearFigures['stocks'] = {};
  for (const market of ['HSX', 'HNX', 'UPCOM']) {
    const members = history.symbols
      .map((symbol, i) => ({ symbol, i }))
      .filter(({ i }) => history.markets[i] === market)
      .sort((a, b) => (popularity.get(b.symbol) ?? 0) - (popularity.get(a.symbol) ?? 0))
      .slice(0, LIQUID[market]);
    const sds: number[] = [];
    const kurts: number[] = [];
    const acfs: number[] = [];
    let limitDays = 0;
    let stockDays = 0;
    for (const { i } of members) {
      const returns = history.closes.map((close, d) => close[i]! / history.references[d]![i]! - 1);
      sds.push(sd(returns));
      kurts.push(kurtosis(returns));
      acfs.push(acf(returns.map(Math.abs), 1));
      for (const r of returns) {
        stockDays += 1;
        if (Math.abs(r) >= 0.95 * BAND[market]!) limitDays += 1;
      }
    }
    stocks[market] = {
      sd: median(sds),
      kurtosis: median(kurts),
      atLimit: limitDays / stockDays,
      acfAbs: median(acfs),
    };
  }
  const indexes: YearFigures['indexes'] = {};
  for (const [id, values] of Object.entries(history.indexes)) {
    const returns = values.slice(1).map((v, d) => v / values[d]! - 1);
    indexes[id] = { sd: sd(returns), kurtosis: kurtosis(returns), max: Math.max(...returns.map(Math.abs)) };
  }
  return { stocks, indexes };
}

/** Median of each figure over several simulated years (seeds seed, seed+1, ...): one year's kurtosis is a noisy figure. */
export function runYears(seed: number, years: number, days: number, startDate: string): YearFigures {
  const runs = Array.from({ length: years }, (_, k) => runYear(seed + k, days, startDate));
  const mid = (pick: (y: YearFigures) => number): number => median(runs.map(pick));
  const first = runs[0]!;
  const stocks: YearFigures['stocks'] = {};
  for (const m of Object.keys(first.stocks)) {
    stocks[m] = {
      sd: mid((y) => y.stocks[m]!.sd),
      kurtosis: mid((y) => y.stocks[m]!.kurtosis),
      atLimit: mid((y) => y.stocks[m]!.atLimit),
      acfAbs: mid((y) => y.stocks[m]!.acfAbs),
    };
  }
  const indexes: YearFigures['indexes'] = {};
  for (const id of Object.keys(first.indexes)) {
    indexes[id] = {
      sd: mid((y) => y.indexes[id]!.sd),
      kurtosis: mid((y) => y.indexes[id]!.kurtosis),
      max: mid((y) => y.indexes[id]!.max),
    };
  }
  return { stocks, indexes };
}
