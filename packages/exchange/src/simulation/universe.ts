import { roundToTick, tickSize, type InstrumentKind, type MarketId } from '@sen/market';
import { INDEX_DEFINITIONS } from '../indexes/index-basket.ts';
import { INDUSTRIES } from '../reference/industries.ts';
import { futuresOn, warrantsTradingOn } from '../reference/reference-data.ts';
import { Rng } from '../reference/rng.ts';
import type { ReferenceData, StockRef } from '../reference/types.ts';
import { DAY_VALUE_CURVE, liquidTakersPerDay, orderValueScale, takersPerDay } from './calibration.ts';

/** One simulated instrument: its exchange spec and how the participants trade it. */
export interface SimInstrument {
  readonly symbol: string;
  readonly market: MarketId;
  readonly kind: InstrumentKind;
  readonly referencePrice: number;
  /** Index in the fair-value model (stocks), else -1. */
  readonly fairIndex: number;
  readonly sector: number;
  /** Average taker orders per day and their mean size (shares or contracts). */
  readonly takersPerDay: number;
  readonly orderSize: number;
  readonly spreadTicks: number;
  readonly makerLevels: number;
  readonly makerSize: number;
  /** Share of taker flow from foreign investors, and the foreign room in shares. */
  readonly foreignShare: number;
  readonly foreignLimitShares: number;
  readonly foreignOwnedShares: number;
  readonly stock?: StockRef;
  readonly underlying?: string;
  readonly ratio?: number;
  readonly strike?: number;
  readonly maturityDate?: string;
  /** Warrants: the last day participants trade it. */
  readonly lastTradingDate?: string;
}

/** Interpolates a day value (VND) at a popularity percentile, log-linear between the curve's points. */
export function dayValueAt(curve: readonly (readonly [number, number])[], u: number): number {
  for (let i = 1; i < curve.length; i += 1) {
    const [u1, v1] = curve[i]!;
    const [u0, v0] = curve[i - 1]!;
    if (u <= u1) return Math.exp(Math.log(v0) + ((u - u0) / (u1 - u0)) * (Math.log(v1) - Math.log(v0)));
  }
  return curve[curve.length - 1]![1];
}

/**
 * How one instrument trades from its day value: taker count and size, the maker's spread, levels and
 * size. `valueScale` scales the orders' size only (the maker's depth stays that of the full value).
 */
function flow(
  dayValue: number,
  price: number,
  lot: number,
  tick: number,
  valueScale = 1,
): Pick<SimInstrument, 'takersPerDay' | 'orderSize' | 'spreadTicks' | 'makerLevels' | 'makerSize'> {
  // The maker's depth follows the day value and the ordinary taker count (not the liquid names' extra orders).
  const base = Math.max(0.02, takersPerDay(dayValue));
  const wanted = Math.max(base, liquidTakersPerDay(dayValue));
  const order = dayValue / base / price;
  const orderSize = Math.max(lot, Math.round(((dayValue / wanted / price) * valueScale) / lot) * lot);
  // The liquid names' extra orders keep the day value: their number follows the whole lots they come
  // in (a high-priced name's order rounded up to a lot comes fewer times).
  const takers = wanted > base ? Math.max(base, (dayValue * valueScale) / (orderSize * price)) : wanted;
  return {
    takersPerDay: takers,
    orderSize,
    spreadTicks: spreadTicks(takers, price, tick),
    makerLevels: takers > 60 ? 3 : 2,
    makerSize: Math.max(lot, Math.round((order * (base > 400 ? 26 : 3)) / lot) * lot),
  };
}

/**
 * The maker's spread by taker orders a day: [more than this many orders, ticks, widest share of the
 * price]. The fewer orders come, the wider; the most liquid names are a tick wide whatever the price.
 */
const SPREADS: readonly (readonly [number, number, number])[] = [
  [400, 1, 0],
  [60, 2, 0.01],
  [8, 3, 0.02],
  [0, 5, 0.04],
];

/**
 * The maker's spread in ticks: wider the fewer orders come (1, 2, 3, 5 ticks), but never more than
 * a share of the price (`SPREADS`), and at least a tick. A cheap stock's tick is already a wide
 * step (100 VND on a 1,500 VND UPCOM stock is 6.7%): its book is one tick wide, as on real boards.
 * @example 20 takers a day: 3 ticks on a 20,000 VND UPCOM stock (1.5%), 1 tick at 3,000 VND (3.3%)
 */
export function spreadTicks(takers: number, price: number, tick: number): number {
  const [, ticks, cap] = SPREADS.find(([above]) => takers > above) ?? SPREADS[SPREADS.length - 1]!;
  return Math.max(1, Math.min(ticks, Math.floor((cap * price) / tick)));
}

/** VN30 level at the reference prices (futures start from it). */
function vn30Level(): number {
  return INDEX_DEFINITIONS.find((d) => d.id === 'VN30')?.level ?? 1_300;
}

/** Every instrument the simulator trades on a date: stocks, ETFs, live warrants, the four futures. */
export function buildUniverse(
  reference: ReferenceData,
  tradingDate: string,
  seed: number,
  filter?: (symbol: string) => boolean,
): SimInstrument[] {
  const rng = new Rng(seed, 'universe');
  const keep = filter ?? (() => true);
  const sectorOf = new Map(INDUSTRIES.map((industry, index) => [industry.slug, index]));
  const result: SimInstrument[] = [];
  let fairIndex = 0;
  for (const s of reference.stocks) {
    if (!keep(s.symbol)) continue;
    const dayValue = dayValueAt(DAY_VALUE_CURVE[s.exchange], s.popularity);
    result.push({
      symbol: s.symbol,
      market: s.exchange,
      kind: 'stock',
      referencePrice: s.refPrice,
      fairIndex: fairIndex++,
      sector: sectorOf.get(s.industry) ?? 0,
      ...flow(
        dayValue,
        s.refPrice,
        100,
        tickSize(s.exchange, 'stock', s.refPrice),
        orderValueScale(s.exchange, s.popularity),
      ),
      foreignShare: Math.min(0.35, 0.05 + 0.3 * s.popularity ** 3 * rng.uniform() * 2),
      foreignLimitShares: Math.floor(s.listedShares * s.foreignLimit),
      foreignOwnedShares: Math.floor(s.listedShares * s.foreignOwned),
      stock: s,
    });
  }
  for (const e of reference.etfs) {
    if (!keep(e.symbol)) continue;
    result.push({
      symbol: e.symbol,
      market: e.exchange,
      kind: 'etf',
      referencePrice: e.refPrice,
      fairIndex: -1,
      sector: -1,
      ...flow(e.popularity * 60e9, e.refPrice, 100, tickSize(e.exchange, 'etf', e.refPrice)),
      foreignShare: 0.3,
      foreignLimitShares: e.listedShares,
      foreignOwnedShares: Math.floor(e.listedShares * 0.4),
    });
  }
  const symbols = new Set(result.map((r) => r.symbol));
  for (const w of warrantsTradingOn(tradingDate, reference)) {
    if (!keep(w.symbol) || !symbols.has(w.underlying)) continue;
    result.push({
      symbol: w.symbol,
      market: 'HSX',
      kind: 'cw',
      referencePrice: w.refPrice,
      fairIndex: -1,
      sector: -1,
      ...flow(3e9 * rng.uniform() + 0.2e9, w.refPrice, 100, tickSize('HSX', 'cw', w.refPrice)),
      foreignShare: 0,
      foreignLimitShares: 0,
      foreignOwnedShares: 0,
      underlying: w.underlying,
      ratio: w.ratio,
      strike: w.exercisePrice,
      maturityDate: w.maturityDate,
      lastTradingDate: w.lastTradingDate,
    });
  }
  futuresOn(tradingDate).forEach((f, i) => {
    if (!keep(f.symbol)) return;
    const contracts = [220_000, 6_000, 1_500, 600][i] ?? 500;
    const price = roundToTick('DERIV', 'future', vn30Level() * 100 * (1 - 0.001 * (i + 1)), 'nearest');
    result.push({
      symbol: f.symbol,
      market: 'DERIV',
      kind: 'future',
      referencePrice: price,
      fairIndex: -1,
      sector: -1,
      takersPerDay: contracts / 6,
      orderSize: 6,
      spreadTicks: 1,
      makerLevels: 3,
      makerSize: i === 0 ? 40 : 10,
      foreignShare: 0.05,
      foreignLimitShares: 0,
      foreignOwnedShares: 0,
      maturityDate: f.maturityDate,
    });
  });
  return result;
}
