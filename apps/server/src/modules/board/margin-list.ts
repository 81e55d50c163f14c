// The brokerage's list of marginable securities (Sen's simulated policy, following the usual
// Vietnamese rule set): HOSE and HNX stocks only; the VN30 and HNX30 baskets lend 50% of value,
// other liquid stocks 40% or 30% by trading interest; thin stocks, ETFs, warrants and UPCOM none.
import type { ListedEntry, MarketCatalogue } from '../market/market-catalogue.ts';

export interface MarginEntry {
  symbol: string;
  market: 'HSX' | 'HNX';
  /** Share of the position value the brokerage lends, percent. */
  marginRatio: number;
}

const ratioOf = (entry: ListedEntry, baskets: ReadonlySet<string>): number => {
  if (baskets.has(entry.symbol)) return 50;
  const popularity = entry.stock?.popularity ?? 0;
  if (popularity >= 0.6) return 40;
  if (popularity >= 0.35) return 30;
  return 0;
};

export function marginList(catalogue: MarketCatalogue): MarginEntry[] {
  const baskets = new Set([...catalogue.vn30, ...catalogue.hnx30]);
  const entries: MarginEntry[] = [];
  for (const entry of catalogue.ofKind('stock')) {
    if (entry.market !== 'HSX' && entry.market !== 'HNX') continue;
    const marginRatio = ratioOf(entry, baskets);
    if (marginRatio > 0) entries.push({ symbol: entry.symbol, market: entry.market, marginRatio });
  }
  return entries.sort((a, b) => a.symbol.localeCompare(b.symbol));
}
