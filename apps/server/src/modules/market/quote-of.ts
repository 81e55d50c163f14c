// The canonical Quote of `@sen/protocol` from a symbol's live state: the one shape every feed
// codec starts from.
import { sessionStatusCode } from '@sen/market';
import type { Quote } from '@sen/protocol';
import { changePctOf, ODD_LOT_BOARD_ID } from '@sen/protocol';
import type { SymbolState } from './symbol-state.ts';
import { averagePrice } from './symbol-state.ts';

const BOARD_LOT = 'G1';

const sum = (levels: readonly { volume: number }[]): number =>
  levels.reduce((total, level) => total + level.volume, 0);

export function quoteOf(state: SymbolState, maturity: string | null = null, levels = 3): Quote {
  const last = state.last > 0 ? state.last : null;
  const avg = averagePrice(state);
  return {
    symbol: state.instrument.symbol,
    market: state.instrument.market,
    kind: state.instrument.kind,
    ref: state.reference,
    ceiling: state.ceiling,
    floor: state.floor,
    last,
    lastVolume: state.lastVolume,
    change: last === null ? 0 : last - state.reference,
    changePct: changePctOf(last, state.reference),
    open: state.open > 0 ? state.open : null,
    high: state.high > 0 ? state.high : null,
    low: state.low > 0 ? state.low : null,
    avg: avg > 0 ? avg : null,
    totalVolume: state.totalVolume,
    totalValue: state.totalValue,
    bids: state.bids.slice(0, levels).map(({ price, volume }) => ({ price, volume })),
    asks: state.asks.slice(0, levels).map(({ price, volume }) => ({ price, volume })),
    totalBidVolume: sum(state.bids),
    totalAskVolume: sum(state.asks),
    foreign: { ...state.foreign },
    openInterest: state.instrument.kind === 'future' ? state.openInterest : null,
    maturity,
    session: sessionStatusCode(state.phase),
    boardId: BOARD_LOT,
  };
}

/** The odd-lot book of a symbol as a Quote (board G4): odd-lot last match and depth. */
export function oddLotQuoteOf(state: SymbolState, levels = 3): Quote {
  const last = state.odd.last > 0 ? state.odd.last : null;
  return {
    ...quoteOf(state, null, levels),
    last,
    lastVolume: state.odd.lastVolume,
    change: last === null ? 0 : last - state.reference,
    changePct: changePctOf(last, state.reference),
    open: null,
    high: null,
    low: null,
    avg: null,
    totalVolume: state.odd.totalVolume,
    totalValue: null,
    bids: state.odd.bids.slice(0, levels).map(({ price, volume }) => ({ price, volume })),
    asks: state.odd.asks.slice(0, levels).map(({ price, volume }) => ({ price, volume })),
    totalBidVolume: sum(state.odd.bids),
    totalAskVolume: sum(state.odd.asks),
    boardId: ODD_LOT_BOARD_ID,
  };
}
