// The brokerage's list of marginable securities, from the one source of lending rules
// (`lendBpsOf` in @sen/market, also used by the margin module's purchase power and pre-trade check).
import { lendBpsOf } from '@sen/market';
import type { ListedEntry, MarketCatalogue } from '../market/market-catalogue.ts';

export interface MarginEntry {
  symbol: string;
  market: 'HSX' | 'HNX';
  /** Share of the position value the brokerage lends, percent. */
  marginRatio: number;
}

/** Lend ratio of a listed entry in bps (0: not marginable). */
export function lendBpsOfEntry(entry: ListedEntry, baskets: ReadonlySet<string>): number {
  return lendBpsOf({
    market: entry.market,
    kind: entry.kind,
    inBasket: baskets.has(entry.symbol),
    popularity: entry.stock?.popularity ?? 0,
  });
}

/** Percent of a symbol's value the brokerage lends (0: not on the margin list). */
export function marginRatioOf(entry: ListedEntry, baskets: ReadonlySet<string>): number {
  if (entry.kind !== 'stock' || (entry.market !== 'HSX' && entry.market !== 'HNX')) return 0;
  return lendBpsOfEntry(entry, baskets) / 100;
}

export function marginList(catalogue: MarketCatalogue): MarginEntry[] {
  const baskets = new Set([...catalogue.vn30, ...catalogue.hnx30]);
  const entries: MarginEntry[] = [];
  for (const entry of catalogue.ofKind('stock')) {
    if (entry.market !== 'HSX' && entry.market !== 'HNX') continue;
    const marginRatio = marginRatioOf(entry, baskets);
    if (marginRatio > 0) entries.push({ symbol: entry.symbol, market: entry.market, marginRatio });
  }
  return entries.sort((a, b) => a.symbol.localeCompare(b.symbol));
}
