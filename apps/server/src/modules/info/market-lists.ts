// Market-wide lists of the info host: ETFs of a market and today's most traded stocks.
import { MARKETS, type MarketId } from '@sen/market';
import { worldIndexes } from '@sen/exchange';
import type { TopInterestRow, WorldIndex } from '@sen/protocol';
import { canonicalPriceToLegacy } from '@sen/protocol';
import type { MarketCatalogue } from '../market/market-catalogue.ts';
import type { MarketStore } from '../market/market-store.ts';
import { quoteOf } from '../market/quote-of.ts';

export interface EtfListItem {
  symbol: string;
  name_vn: string;
  name_en: string;
  benchmark: string;
  /** Feed market id: STO, STX. */
  marketId: string;
  listedShares: number;
  simulated: true;
}

export function etfList(catalogue: MarketCatalogue, market?: MarketId): EtfListItem[] {
  return catalogue
    .ofKind('etf')
    .filter((entry) => market === undefined || entry.market === market)
    .map((entry) => ({
      symbol: entry.symbol,
      name_vn: entry.nameVi,
      name_en: entry.nameEn,
      benchmark: entry.etf?.benchmark ?? '',
      marketId: MARKETS[entry.market].feedCode,
      listedShares: entry.etf?.listedShares ?? 0,
      simulated: true,
    }));
}

/**
 * The stocks drawing the most interest today: the highest matched value, ties by volume. Before
 * the first match of the day the list is empty (nothing has drawn interest yet).
 */
export function topInterested(store: MarketStore, count: number): TopInterestRow[] {
  const traded = [...store.all()].filter(
    (state) => state.instrument.kind === 'stock' && state.totalVolume > 0,
  );
  traded.sort(
    (a, b) =>
      b.totalValue - a.totalValue ||
      b.totalVolume - a.totalVolume ||
      a.instrument.symbol.localeCompare(b.instrument.symbol),
  );
  return traded.slice(0, count).map((state) => {
    const quote = quoteOf(state);
    const last = quote.last ?? quote.ref;
    return {
      NAME: quote.symbol,
      LAST_POINT: canonicalPriceToLegacy(last, 'stock'),
      CHANGE: canonicalPriceToLegacy(quote.change, 'stock'),
      PERCENT_CHANGE: quote.changePct,
      COLOR: quote.change > 0 ? 'green' : quote.change < 0 ? 'red' : 'yellow',
    };
  });
}

/** Dow 30, S&P 500 and Nasdaq: the simulated series' last US close and change, with a colour class. */
export function worldIndexRows(seed: number, time: number): (WorldIndex & { simulated: true })[] {
  return worldIndexes(seed, time).map((row) => ({
    index: row.index,
    last: row.last,
    change: row.change,
    changePc: row.changePercent,
    color: row.change > 0 ? 'i' : row.change < 0 ? 'd' : 'e',
    simulated: true,
  }));
}
