import { addTradingDays, priceBand, roundToTick } from '@sen/market';
import { basketValue, buildBasket, INDEX_DEFINITIONS } from '../indexes/index-basket.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import type { ReferenceData } from '../reference/types.ts';
import { buildFairModel } from './build-fair-model.ts';
import { buildUniverse } from './universe.ts';

/** Daily closes of every stock and index over `days` trading days (the fast daily mode). */
export interface DailyHistory {
  readonly dates: readonly string[];
  readonly symbols: readonly string[];
  readonly markets: readonly ('HSX' | 'HNX' | 'UPCOM')[];
  /** closes[d][i]: close of symbols[i] on dates[d]; references[d][i] its reference that day. */
  readonly closes: readonly Float64Array[];
  readonly references: readonly Float64Array[];
  readonly indexes: Readonly<Record<string, readonly number[]>>;
}

/**
 * Runs the intraday model's fair-value process one whole day at a time, with the band rules: each
 * close is the fair value rounded to the tick and held inside that day's ceiling and floor, and
 * becomes the next reference. Fair values keep going past the band, as unmet demand does.
 */
export function simulateDailyHistory(
  seed: number,
  days: number,
  startDate: string,
  reference: ReferenceData = REFERENCE,
): DailyHistory {
  const universe = buildUniverse(reference, startDate, seed).filter((i) => i.fairIndex >= 0);
  const model = buildFairModel(universe, seed);
  const symbols = universe.map((i) => i.symbol);
  const markets = universe.map((i) => i.stock?.exchange ?? 'HSX');
  let refs = Float64Array.from(universe, (i) => i.referencePrice);
  const baskets = INDEX_DEFINITIONS.map((d) => buildBasket(d, reference.stocks));
  const position = new Map(symbols.map((s, i) => [s, i]));
  const dates: string[] = [];
  const closes: Float64Array[] = [];
  const references: Float64Array[] = [];
  const indexes: Record<string, number[]> = Object.fromEntries(baskets.map((b) => [b.id, [] as number[]]));
  let date = startDate;
  for (let d = 0; d < days; d += 1) {
    model.runDay();
    const close = new Float64Array(universe.length);
    for (let i = 0; i < universe.length; i += 1) {
      const market = markets[i]!;
      const ref = refs[i]!;
      const band = priceBand({ ref, market, kind: 'stock' });
      const fair = roundToTick(market, 'stock', Math.exp(model.logFair[i]!), 'nearest');
      close[i] = Math.min(band.ceiling, Math.max(band.floor, fair));
    }
    dates.push(date);
    closes.push(close);
    references.push(refs);
    for (const b of baskets) indexes[b.id]!.push(basketValue(b, (s) => close[position.get(s) ?? -1] ?? 0));
    refs = close;
    date = addTradingDays(date, 1);
  }
  return { dates, symbols, markets, closes, references, indexes };
}
