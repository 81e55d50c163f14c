// The live state of one symbol, in canonical units (VND, shares; futures: points x 100), kept
// current from exchange events. Mutated in place: thousands of events a second pass through here.
import type { DepthEvent, DepthLevel, InstrumentSpec, Phase, TradeEvent } from '@sen/exchange';

export interface TradeRecord {
  /** Sequence of the trade within the symbol's day, from 1 (the `sID` of realtime 3220). */
  seq: number;
  time: number;
  price: number;
  volume: number;
  side: 'B' | 'S' | null;
  /** Cumulative board-lot volume after this trade. */
  totalVolume: number;
}

export interface SymbolState {
  instrument: InstrumentSpec;
  tradingDate: string;
  phase: Phase;
  reference: number;
  ceiling: number;
  floor: number;
  last: number;
  lastVolume: number;
  lastSide: 'B' | 'S' | null;
  lastTime: number;
  open: number;
  high: number;
  low: number;
  totalVolume: number;
  totalValue: number;
  bids: readonly DepthLevel[];
  asks: readonly DepthLevel[];
  /** Projected auction match price and volume while ATO/ATC runs, else null. */
  projected: { price: number; volume: number } | null;
  odd: {
    last: number;
    lastVolume: number;
    totalVolume: number;
    bids: readonly DepthLevel[];
    asks: readonly DepthLevel[];
  };
  foreign: { buyVolume: number; sellVolume: number; buyValue: number; sellValue: number; room: number };
  putThroughVolume: number;
  putThroughValue: number;
  /** Open interest (futures), contracts. */
  openInterest: number;
  tradeSeq: number;
}

export function createSymbolState(
  instrument: InstrumentSpec,
  band: { reference: number; ceiling: number; floor: number },
  tradingDate: string,
): SymbolState {
  return {
    instrument,
    tradingDate,
    phase: 'PRE_OPEN',
    ...band,
    last: 0,
    lastVolume: 0,
    lastSide: null,
    lastTime: 0,
    open: 0,
    high: 0,
    low: 0,
    totalVolume: 0,
    totalValue: 0,
    bids: [],
    asks: [],
    projected: null,
    odd: { last: 0, lastVolume: 0, totalVolume: 0, bids: [], asks: [] },
    foreign: { buyVolume: 0, sellVolume: 0, buyValue: 0, sellValue: 0, room: 0 },
    putThroughVolume: 0,
    putThroughValue: 0,
    openInterest: 0,
    tradeSeq: 0,
  };
}

/** Applies a match; returns the trade record for the board lot book, null for odd lots. */
export function applyTrade(state: SymbolState, event: TradeEvent): TradeRecord | null {
  if (event.board === 'odd') {
    state.odd.last = event.price;
    state.odd.lastVolume = event.volume;
    state.odd.totalVolume += event.volume;
    return null;
  }
  if (state.open === 0) state.open = event.price;
  state.high = Math.max(state.high, event.price);
  state.low = state.low === 0 ? event.price : Math.min(state.low, event.price);
  state.last = event.price;
  state.lastVolume = event.volume;
  state.lastSide = event.aggressor;
  state.lastTime = event.time;
  state.totalVolume += event.volume;
  state.totalValue += event.price * event.volume;
  state.tradeSeq += 1;
  // A call's uncross (ATO, ATC, a restricted stock's periodic call) ends its projection.
  if (event.session === 'ATO' || event.session === 'ATC' || event.session === 'PERIODIC')
    state.projected = null;
  return {
    seq: state.tradeSeq,
    time: event.time,
    price: event.price,
    volume: event.volume,
    side: event.aggressor,
    totalVolume: state.totalVolume,
  };
}

export function applyDepth(state: SymbolState, event: DepthEvent): void {
  const target = event.board === 'odd' ? state.odd : state;
  if (event.board === 'plo') return;
  if (event.side === 'B') target.bids = event.levels;
  else target.asks = event.levels;
}

/** Starts a new trading day: new band, the day's counters cleared, the books kept as they are. */
export function rollSymbol(
  state: SymbolState,
  band: { reference: number; ceiling: number; floor: number },
  tradingDate: string,
): void {
  Object.assign(state, band, {
    tradingDate,
    last: 0,
    lastVolume: 0,
    lastSide: null,
    open: 0,
    high: 0,
    low: 0,
    totalVolume: 0,
    totalValue: 0,
    projected: null,
    putThroughVolume: 0,
    putThroughValue: 0,
    tradeSeq: 0,
  });
  state.odd = { last: 0, lastVolume: 0, totalVolume: 0, bids: state.odd.bids, asks: state.odd.asks };
  state.foreign = { ...state.foreign, buyVolume: 0, sellVolume: 0, buyValue: 0, sellValue: 0 };
}

/** Volume-weighted average of the day's board-lot matches, 0 before the first. */
export function averagePrice(state: SymbolState): number {
  return state.totalVolume > 0 ? Math.round(state.totalValue / state.totalVolume) : 0;
}
