// Read model of one symbol, as the board and the stock detail page need it.
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
