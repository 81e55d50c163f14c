// The answer of `getSymbolInfo` (private channel): one symbol's facts from the market's state and
// catalogue, with the brokerage's margin ratio (the same rule as the board's /getMarginList).
import type { SymbolInfo } from '@sen/protocol';
import { marginRatioOf } from '../board/margin-list.ts';
import type { MarketCatalogue } from '../market/market-catalogue.ts';
import type { SymbolState } from '../market/symbol-state.ts';

export interface SymbolSources {
  state(symbol: string): SymbolState | undefined;
  catalogue: MarketCatalogue;
}

export function symbolInfoOf(sources: SymbolSources, symbol: string): SymbolInfo | undefined {
  const entry = sources.catalogue.get(symbol);
  const state = sources.state(symbol);
  if (!entry || !state) return undefined;
  const baskets = new Set([...sources.catalogue.vn30, ...sources.catalogue.hnx30]);
  return {
    symbol,
    market: entry.market,
    kind: entry.kind,
    nameVi: entry.nameVi,
    nameEn: entry.nameEn,
    tradingDate: state.tradingDate,
    reference: state.reference,
    ceiling: state.ceiling,
    floor: state.floor,
    last: state.last,
    marginRatio: marginRatioOf(entry, baskets),
  };
}
