// List replies of the board host built from the catalogue and the live quotes.
import { MARKETS } from '@sen/market';
import type { CoveredWarrant, StockListEntry } from '@sen/protocol';
import { breakevenOf } from '@sen/protocol';
import type { MarketCatalogue } from '../market/market-catalogue.ts';
import type { QuoteService } from './quote-service.ts';

/** `/getlistallstock` rows: every listed stock, ETF, warrant and bond with its exchange. */
export function stockListEntries(catalogue: MarketCatalogue): StockListEntry[] {
  return catalogue
    .all()
    .filter((entry) => entry.kind !== 'future')
    .map((entry) => ({
      stock_code: entry.symbol,
      name_vn: entry.nameVi,
      name_en: entry.nameEn,
      post_to: MARKETS[entry.market].name as StockListEntry['post_to'],
      name_short: entry.symbol,
    }));
}

/** Covered warrants with their terms and their underlying's prices (canonical units). */
export function warrantRows(catalogue: MarketCatalogue, quotes: QuoteService): CoveredWarrant[] {
  const rows: CoveredWarrant[] = [];
  for (const entry of catalogue.ofKind('cw')) {
    const warrant = entry.warrant;
    if (!warrant) continue;
    const own = quotes.quote(warrant.symbol);
    const underlying = quotes.quote(warrant.underlying);
    const price = own.last ?? null;
    rows.push({
      symbol: warrant.symbol,
      issuer: warrant.issuer,
      underlying: warrant.underlying,
      ratio: warrant.ratio,
      exercisePrice: warrant.exercisePrice,
      firstTradingDate: warrant.firstTradingDate,
      lastTradingDate: warrant.lastTradingDate,
      maturityDate: warrant.maturityDate,
      price,
      status: own.session ?? 'CLOSED',
      breakevenPoint: breakevenOf(warrant.exercisePrice, price ?? own.ref, warrant.ratio),
      underlyingLast: underlying.last,
      underlyingRef: underlying.ref,
      underlyingCeiling: underlying.ceiling,
      underlyingFloor: underlying.floor,
    });
  }
  return rows;
}
