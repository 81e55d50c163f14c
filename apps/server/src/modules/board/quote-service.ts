// Quotes for the board host: resolves symbols, markets and groups to canonical Quotes from the
// live market store. Unknown symbols are reported, never invented.
import type { IndustrySlug, MarketId } from '@sen/exchange';
import { namedSymbols } from '@sen/market';
import type { Quote } from '@sen/protocol';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { ListedEntry, MarketCatalogue } from '../market/market-catalogue.ts';
import type { MarketStore } from '../market/market-store.ts';
import { oddLotQuoteOf, quoteOf } from '../market/quote-of.ts';
import type { SymbolState } from '../market/symbol-state.ts';
import type { BoardMarket } from '../../plugins/schemas/board-queries.ts';

export class QuoteService {
  constructor(
    private readonly store: MarketStore,
    private readonly catalogue: MarketCatalogue,
  ) {}

  /** One symbol's live state; 404 when it is not listed. */
  state(symbol: string): SymbolState {
    const state = this.store.get(symbol);
    if (!state) throw new SenError('unknownSymbol', { symbol });
    return state;
  }

  entry(symbol: string): ListedEntry {
    const entry = this.catalogue.get(symbol);
    if (!entry || !this.store.get(symbol)) throw new SenError('unknownSymbol', { symbol });
    return entry;
  }

  quote(symbol: string, levels = 3): Quote {
    return quoteOf(this.state(symbol), this.catalogue.get(symbol)?.future?.maturityDate ?? null, levels);
  }

  /**
   * Quotes of a list in its order. Unknown symbols are skipped (a watchlist may hold a delisted
   * code), but a list with no known symbol at all is a 404 that names at most 10 of them and counts
   * the rest (a list may name 500; the realtime join's refusal does the same).
   */
  quotes(symbols: readonly string[], board: 'G1' | 'G4' = 'G1'): Quote[] {
    const states = symbols
      .map((symbol) => this.store.get(symbol))
      .filter((state): state is SymbolState => state !== undefined);
    if (states.length === 0) throw unknownSymbolsError(symbols);
    return states.map((state) => this.present(state, board));
  }

  /** Every quote of a market's board (stocks and ETFs; HCX: the covered warrants; DERIV: futures). */
  byMarket(market: BoardMarket, board: 'G1' | 'G4' = 'G1'): Quote[] {
    const entries = market === 'HCX' ? this.catalogue.ofKind('cw') : this.catalogue.ofMarket(market);
    return this.presentAll(entries, board);
  }

  /** Quotes of a board group: VN30, HNX30, ETF, CW, EW (ETFs and warrants), PHAISINH (FU), or an industry slug. */
  byGroup(groupId: string, board: 'G1' | 'G4' = 'G1'): Quote[] {
    return this.presentAll(this.groupEntries(groupId), board);
  }

  groupEntries(groupId: string): ListedEntry[] {
    const id = groupId.trim().toUpperCase();
    const listed = (symbols: readonly string[]) =>
      symbols
        .map((symbol) => this.catalogue.get(symbol))
        .filter((entry): entry is ListedEntry => entry !== undefined);
    switch (id) {
      case 'VN30':
        return listed(this.catalogue.vn30);
      case 'HNX30':
        return listed(this.catalogue.hnx30);
      case 'ETF':
        return this.catalogue.ofKind('etf');
      case 'CW':
      case 'CHUNGQUYEN':
        return this.catalogue.ofKind('cw');
      case 'EW':
        return [...this.catalogue.ofKind('etf'), ...this.catalogue.ofKind('cw')];
      case 'PHAISINH':
      case 'FU':
        return this.catalogue.ofKind('future');
    }
    const slug = groupId
      .trim()
      .toLowerCase()
      .replace(/^nganh-/, '');
    const industry = this.catalogue.industries().find((item) => item.slug === slug);
    if (industry) return this.catalogue.ofIndustry(industry.slug as IndustrySlug);
    throw new SenError('unknownGroup', { groupId });
  }

  marketOf(symbol: string): MarketId | undefined {
    return this.catalogue.get(symbol)?.market;
  }

  private presentAll(entries: readonly ListedEntry[], board: 'G1' | 'G4'): Quote[] {
    const quotes: Quote[] = [];
    for (const entry of entries) {
      const state = this.store.get(entry.symbol);
      if (state) quotes.push(this.present(state, board));
    }
    return quotes;
  }

  private present(state: SymbolState, board: 'G1' | 'G4'): Quote {
    if (board === 'G4') return oddLotQuoteOf(state);
    return quoteOf(state, this.catalogue.get(state.instrument.symbol)?.future?.maturityDate ?? null);
  }
}

/** The 404 of a symbol list none of which is listed: one symbol named, else 10 and a count. */
function unknownSymbolsError(symbols: readonly string[]): SenError {
  if (symbols.length <= 1) return new SenError('unknownSymbol', { symbol: symbols.join(',') });
  const { named, more } = namedSymbols(symbols);
  return more > 0
    ? new SenError('unknownSymbolsMore', { symbols: named, more })
    : new SenError('unknownSymbols', { symbols: named });
}
