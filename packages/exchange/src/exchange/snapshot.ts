// Read model of one symbol, as the board and the stock detail page need it.
import { BUY, SELL } from '../book/book-order.ts';
import { topLevels } from '../book/depth.ts';
import type { ExchangeCore } from './exchange-core.ts';
import type { InstrumentState } from './instrument-state.ts';
import type { DepthLevel, MarketId, Phase } from './types.ts';

/** State of one symbol at the current market time. Prices are 0 when there is none yet. */
export interface SymbolSnapshot {
  symbol: string;
  market: MarketId;
  tradingDate: string;
  phase: Phase;
  reference: number;
  ceiling: number;
  floor: number;
  /** Last matched price (board lot), 0 before the first match. */
  last: number;
  lastVolume: number;
  open: number;
  high: number;
  low: number;
  /** Closing price once set (HOSE: ATC or last match; HNX: last match excluding PLO). */
  close: number;
  totalVolume: number;
  totalValue: number;
  /** VWAP of continuous matches (UPCOM's next reference), 0 if none. */
  vwap: number;
  putThroughVolume: number;
  putThroughValue: number;
  bids: DepthLevel[];
  asks: DepthLevel[];
}

/** Builds the read model of one instrument. */
export function symbolSnapshot(core: ExchangeCore, state: InstrumentState, levels: number): SymbolSnapshot {
  const { stats } = state;
  const anchor = state.auctionAnchor(core.phases.get(state.spec.market));
  return {
    symbol: state.spec.symbol,
    market: state.spec.market,
    tradingDate: core.tradingDate,
    phase: core.phases.get(state.spec.market)!,
    reference: state.reference,
    ceiling: state.ceiling,
    floor: state.floor,
    last: stats.last,
    lastVolume: stats.lastVolume,
    open: stats.open,
    high: stats.high,
    low: stats.low,
    close: state.close,
    totalVolume: stats.volume,
    totalValue: stats.value,
    vwap: stats.continuousVwap(),
    putThroughVolume: stats.putThroughVolume,
    putThroughValue: stats.putThroughValue,
    bids: topLevels(state.lot, BUY, levels, anchor),
    asks: topLevels(state.lot, SELL, levels, anchor),
  };
}
