// Rows of the board host in the datafeed family's shapes beyond Sen's own (issue 23): the family's
// `id` and `mp` on stock rows, its derivative rows (`g1..g7` beside Sen's lowercase depth), index
// detail rows, the index member lists and a symbol's base information. Legacy units throughout
// (prices in thousand VND or index points, stock volumes in lots of 10, values in thousand VND).
import { MARKETS } from '@sen/market';
import {
  fixed,
  quoteToDerivativeRow,
  quoteToFeedRow,
  snapshotToOlderIndex,
  vndToThousandVnd,
  type IndexSnapshot,
  type Quote,
} from '@sen/protocol';
import type { MarketCatalogue } from '../market/market-catalogue.ts';
import { topByCap } from '../market/market-catalogue.ts';
import type { SymbolState } from '../market/symbol-state.ts';
import { lendBpsOfEntry } from './margin-list.ts';

/** The family's numeric instrument id: the symbol's place in the listing (stable for a seed), from 1. */
export class InstrumentIds {
  private ids = new Map<string, number>();
  private listed = -1;

  constructor(private readonly catalogue: MarketCatalogue) {}

  of(symbol: string): number {
    const all = this.catalogue.all();
    if (all.length !== this.listed) {
      this.ids = new Map(all.map((entry, index) => [entry.symbol, index + 1]));
      this.listed = all.length;
    }
    return this.ids.get(symbol) ?? 0;
  }
}

/**
 * Each contract's open interest when the trading day began (for `oichange`): taken when the server
 * starts (the demo clock starts before the open) and at every rollover.
 */
export class OpenInterestAtOpen {
  private readonly atOpen = new Map<string, number>();

  constructor(private readonly states: () => Iterable<SymbolState>) {
    this.reset();
  }

  reset(): void {
    for (const state of this.states())
      if (state.instrument.kind === 'future') this.atOpen.set(state.instrument.symbol, state.openInterest);
  }

  of(state: SymbolState): number {
    return this.atOpen.get(state.instrument.symbol) ?? state.openInterest;
  }
}

/** `mp`: the share of a position the brokerage lends on the symbol, as the family writes it ("50%"). */
function marginPercentOf(catalogue: MarketCatalogue, symbol: string): string {
  const entry = catalogue.get(symbol);
  if (entry === undefined) return '0%';
  const bps = lendBpsOfEntry(entry, new Set([...catalogue.vn30, ...catalogue.hnx30]));
  return `${bps / 100}%`;
}

/** `/getliststockdata` row: Sen's older feed row plus the family's `id` and `mp`. */
export function familyStockRow(quote: Quote, ids: InstrumentIds, catalogue: MarketCatalogue) {
  return { id: ids.of(quote.symbol), ...quoteToFeedRow(quote), mp: marginPercentOf(catalogue, quote.symbol) };
}

/**
 * `/getpsalldatalsnapshot` row: Sen's lowercase-depth row (what Sen's own board reads) with the
 * family's text fields (`changePc`, `avePrice`, `highPrice`, `lowPrice`, `openPrice`, foreign
 * volumes) and its derivative fields beside it: `g1..g7`, `ot`, the foreign values, `id`,
 * `listing_status` (0 listed), `closePrice` (reference, index points), `ptVol` (put-through
 * contracts), `oichange` (open interest change since the day began), `lv` (last match volume).
 */
export function familyDerivativeRow(
  quote: Quote,
  state: SymbolState,
  openInterestAtOpen: number,
  ids: InstrumentIds,
) {
  const feed = quoteToFeedRow(quote);
  return {
    id: ids.of(quote.symbol),
    ...quoteToDerivativeRow(quote),
    g1: feed.g1,
    g2: feed.g2,
    g3: feed.g3,
    g4: feed.g4,
    g5: feed.g5,
    g6: feed.g6,
    g7: feed.g7 ?? '0|0',
    ot: feed.ot,
    // Text where the family writes text (Sen's reader takes numbers and numeric text alike).
    changePc: feed.changePc,
    avePrice: feed.avePrice,
    highPrice: feed.highPrice,
    lowPrice: feed.lowPrice,
    openPrice: feed.openPrice,
    fBVol: feed.fBVol,
    fSVolume: feed.fSVolume,
    fBValue: String(vndToThousandVnd(quote.foreign.buyValue)),
    fSValue: String(vndToThousandVnd(quote.foreign.sellValue)),
    fRoom: feed.fRoom ?? '0',
    listing_status: 0,
    closePrice: feed.r,
    ptVol: state.putThroughVolume,
    oichange: state.openInterest - openInterestAtOpen,
    lv: feed.lastVolume,
  };
}

/** `/getlistindexdetail` row: the 1101 body (`id`, `accVol` the day's matched volume, as `vol`). */
export function indexDetailRow(snapshot: IndexSnapshot) {
  const older = snapshotToOlderIndex(snapshot);
  return { id: 1101, ...older, accVol: older.vol };
}

/** Groups of `/getlistckindex/{group}`: a market's stocks and ETFs, or an index basket. */
export const INDEX_GROUPS = ['hose', 'hnx', 'upcom', 'vn30', 'hnx30', 'vn100'] as const;
export type IndexGroup = (typeof INDEX_GROUPS)[number];

export function indexGroupSymbols(catalogue: MarketCatalogue, group: IndexGroup): string[] {
  const listed = (market: 'HSX' | 'HNX' | 'UPCOM') =>
    catalogue
      .ofMarket(market)
      .filter((entry) => entry.kind === 'stock' || entry.kind === 'etf')
      .map((entry) => entry.symbol);
  switch (group) {
    case 'hose':
      return listed('HSX');
    case 'hnx':
      return listed('HNX');
    case 'upcom':
      return listed('UPCOM');
    case 'vn30':
      return [...catalogue.vn30];
    case 'hnx30':
      return [...catalogue.hnx30];
    case 'vn100': {
      // VN30 and the next largest HOSE stocks by free-float capitalisation (as HOSE builds VN100).
      const members = new Set(catalogue.vn30);
      for (const symbol of topByCap(catalogue.reference.stocks, 'HSX', 200)) {
        if (members.size >= 100) break;
        if (catalogue.get(symbol) !== undefined) members.add(symbol);
      }
      return [...members];
    }
  }
}

/** `/getliststockbaseinfo` row: what the listing knows of a symbol, in the family's field names. */
export function baseInfoRow(catalogue: MarketCatalogue, quote: Quote, ids: InstrumentIds) {
  const entry = catalogue.get(quote.symbol);
  const stock = entry?.stock;
  const price = quote.last ?? quote.ref;
  return {
    id: ids.of(quote.symbol),
    symbol: quote.symbol,
    name_vn: entry?.nameVi ?? quote.symbol,
    name_en: entry?.nameEn ?? quote.symbol,
    post_to: entry === undefined ? '' : MARKETS[entry.market].name,
    sType: entry?.kind === 'etf' ? 'E' : entry?.kind === 'cw' ? 'W' : 'S',
    listedShares: stock?.listedShares ?? 0,
    freeFloat: stock === undefined ? '0.00' : fixed(stock.freeFloat * 100, 2),
    // Capitalisation at the last (else reference) price, billion VND.
    marketCap: stock === undefined ? '0' : fixed((stock.listedShares * price) / 1e9, 2),
    industry: stock?.industry ?? '',
    simulated: true,
  };
}
