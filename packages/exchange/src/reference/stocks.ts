import { roundToTick } from '@sen/market';
import { EXCHANGE_PROFILES, twoPieceLogNormal } from './distributions.ts';
import { INDUSTRIES } from './industries.ts';
import { inventName, inventTicker } from './invented-names.ts';
import { HNX30_SYMBOLS, KNOWN_COMPANIES, VN30_SYMBOLS } from './known-companies.ts';
import type { Rng } from './rng.ts';
import type { IndustrySlug, ListingExchange, StockRef } from './types.ts';

const EXCHANGES: readonly ListingExchange[] = ['HSX', 'HNX', 'UPCOM'];
const INDEX_MEMBERS = new Set([...VN30_SYMBOLS, ...HNX30_SYMBOLS]);

interface Draft {
  symbol: string;
  exchange: ListingExchange;
  nameVi: string;
  nameEn: string;
  industry: IndustrySlug;
  shares: number;
  price: number;
  invented: boolean;
}

/** N evenly spaced quantiles of the exchange's distribution, so the whole list lands on its p10/p50/p90. */
function quantileGrid(n: number, at: (z: number) => number, rng: Rng): number[] {
  const grid: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const u = (i + 0.2 + 0.6 * rng.uniform()) / n;
    grid.push(at(probit(u)));
  }
  return grid;
}

/** Inverse standard normal CDF (Acklam's rational approximation). */
function probit(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q = p < 0.5 ? p : 1 - p;
  let x: number;
  if (q < 0.02425) {
    const r = Math.sqrt(-2 * Math.log(q));
    x =
      (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) /
      ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1);
    x = -x;
  } else {
    const r = q - 0.5;
    const s = r * r;
    x =
      ((((((a[0]! * s + a[1]!) * s + a[2]!) * s + a[3]!) * s + a[4]!) * s + a[5]!) * r) /
      (((((b[0]! * s + b[1]!) * s + b[2]!) * s + b[3]!) * s + b[4]!) * s + 1);
  }
  return p < 0.5 ? x : -x;
}

/** Removes from a sorted grid the value nearest to each known value; returns what is left. */
function takeNearest(grid: number[], known: readonly number[]): number[] {
  const left = [...grid].sort((x, y) => x - y);
  for (const value of known) {
    let best = 0;
    for (let i = 1; i < left.length; i += 1)
      if (Math.abs(left[i]! - value) < Math.abs(left[best]! - value)) best = i;
    if (left.length > 0) left.splice(best, 1);
  }
  return left;
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function draftsFor(rng: Rng, exchange: ListingExchange, taken: Set<string>): Draft[] {
  const profile = EXCHANGE_PROFILES[exchange];
  const known: Draft[] = KNOWN_COMPANIES.filter((row) => row[1] === exchange).map((row) => ({
    symbol: row[0],
    exchange,
    nameVi: row[2],
    nameEn: row[3],
    industry: row[4],
    shares: row[5] * 1e6,
    price: row[6] * 1000,
    invented: false,
  }));
  const fill = Math.max(0, profile.stocks - known.length);
  const shares = takeNearest(
    quantileGrid(profile.stocks, (z) => twoPieceLogNormal(profile.listedShares, z) * 1e6, rng),
    known.map((k) => k.shares),
  );
  const prices = takeNearest(
    quantileGrid(profile.stocks, (z) => twoPieceLogNormal(profile.refPrice, z), rng),
    known.map((k) => k.price),
  );
  shuffle(rng, shares);
  shuffle(rng, prices);
  const invented: Draft[] = [];
  for (let i = 0; i < fill; i += 1) {
    const industry = rng.pick(INDUSTRIES).slug;
    invented.push({
      symbol: inventTicker(rng, taken),
      exchange,
      ...inventName(rng, industry),
      industry,
      shares: shares[i] ?? 1e7,
      price: prices[i] ?? 10_000,
      invented: true,
    });
  }
  return [...known, ...invented];
}

/** Every listed stock: the known companies, then invented ones to each exchange's calibrated count. */
export function generateStocks(rng: Rng): StockRef[] {
  const taken = new Set(KNOWN_COMPANIES.map((row) => row[0]));
  const result: StockRef[] = [];
  for (const exchange of EXCHANGES) {
    const drafts = draftsFor(rng, exchange, taken);
    // Popularity: rank of log market cap blurred by noise, so some small caps are hot and some big ones quiet.
    const scores = drafts.map(
      (d) => Math.log(d.shares * d.price) + (INDEX_MEMBERS.has(d.symbol) ? 2 : 0) + rng.normal() * 1.2,
    );
    const order = scores.map((s, i) => [s, i] as const).sort((x, y) => x[0] - y[0]);
    const popularity = new Array<number>(drafts.length).fill(0);
    order.forEach(([, index], rank) => (popularity[index] = (rank + 1) / drafts.length));
    drafts.forEach((d, i) => {
      const bank = d.industry === 'taichinh' && d.nameVi.startsWith('Ngân hàng');
      const foreignLimit = bank ? 0.3 : 0.49;
      const big = INDEX_MEMBERS.has(d.symbol);
      const freeFloat =
        Math.round((big ? 0.3 + 0.45 * rng.uniform() : 0.1 + 0.6 * rng.uniform()) * 100) / 100;
      const usedShare = big ? 0.3 + 0.7 * rng.uniform() : rng.uniform() ** 2;
      result.push({
        symbol: d.symbol,
        exchange: d.exchange,
        nameVi: d.nameVi,
        nameEn: d.nameEn,
        industry: d.industry,
        listedShares: Math.round(d.shares / 10_000) * 10_000,
        freeFloat,
        foreignLimit,
        foreignOwned: Math.round(Math.min(foreignLimit, freeFloat) * usedShare * 10_000) / 10_000,
        refPrice: Math.max(roundToTick(d.exchange, 'stock', Math.max(d.price, 300), 'nearest'), 100),
        popularity: Math.round((popularity[i] ?? 0) * 1000) / 1000,
        invented: d.invented,
        simulated: true,
      });
    });
  }
  return result;
}
