// What happens when a market changes phase: call-auction uncrosses, closing prices, PLO book, expiries.
import type { MarketId, Phase } from '@sen/market';
import { OrderBook } from '../book/order-book.ts';
import { PriceGrid } from '../book/price-grid.ts';
import type { ExchangeCore } from './exchange-core.ts';
import type { InstrumentState, OrderRecord } from './instrument-state.ts';
import type { Board } from './types.ts';
import { closingPrice } from './closing-price.ts';

/** Moves a market into a phase, running what the boundary requires, then emits the session event. */
export function enterPhase(core: ExchangeCore, market: MarketId, phase: Phase): void {
  const previous = core.phases.get(market);
  if (previous === phase) return;
  core.phases.set(market, phase);
  for (const state of core.byMarket.get(market) ?? []) {
    if (previous === 'ATO' || previous === 'ATC') uncross(core, state, previous);
    if (phase === 'ATO' || phase === 'ATC' || state.inPeriodicCall(phase)) state.callSides.clear();
    if (previous === 'ATC') state.close = closingPrice(state);
    if (phase === 'PLO' && state.close > 0 && state.spec.kind !== 'bond') {
      state.plo = new OrderBook(PriceGrid.single(state.close));
      state.ploCall = true;
    }
    if (phase === 'CLOSED') {
      if (state.close === 0) state.close = closingPrice(state);
      for (const board of ['lot', 'odd', 'plo'] as Board[]) expireBook(core, state, board, () => true);
    }
  }
  core.out.emit({ type: 'session', time: core.time, market, phase, tradingDate: core.tradingDate });
}

/** 14:55 on HNX: the PLO call matches what crosses at the closing price, then PLO matches continuously. */
export function endPloCall(core: ExchangeCore): void {
  for (const state of core.byMarket.get('HNX') ?? []) {
    if (!state.plo || !state.ploCall) continue;
    state.ploCall = false;
    core.runAuction(state, 'plo', state.plo, 'PLO', [state.close]);
    core.out.depth(core.time, state.spec.symbol, 'plo', state.plo);
  }
}

/**
 * End of a 15-minute periodic call: every HOSE restricted stock uncrosses both books; LO orders left
 * over carry into the next call (or the closing call), and the same-symbol rule starts afresh.
 */
export function runPeriodicCalls(core: ExchangeCore): void {
  for (const state of core.byMarket.get('HSX') ?? []) {
    if (!state.inPeriodicCall(core.phases.get('HSX'))) continue;
    for (const board of ['lot', 'odd'] as Board[]) {
      const book = core.bookOf(state, board)!;
      core.runAuction(state, board, book, 'PERIODIC', [state.stats.last || state.reference, state.reference]);
      core.out.depth(core.time, state.spec.symbol, board, book);
    }
    state.callSides.clear();
  }
}

/** Runs the call auction of both books of a symbol; ATO/ATC orders left over are cancelled. */
function uncross(core: ExchangeCore, state: InstrumentState, session: 'ATO' | 'ATC'): void {
  const anchors =
    session === 'ATO' ? [state.reference] : [state.stats.last || state.reference, state.reference];
  for (const board of ['lot', 'odd'] as Board[]) {
    const book = core.bookOf(state, board)!;
    core.runAuction(state, board, book, session, anchors);
    expireBook(core, state, board, (record) => record.price === null);
    core.out.depth(core.time, state.spec.symbol, board, book);
  }
}

/** Expires the orders of one book that `which` selects, then reports the new depth. */
function expireBook(
  core: ExchangeCore,
  state: InstrumentState,
  board: Board,
  which: (record: OrderRecord) => boolean,
): void {
  const book = core.bookOf(state, board);
  if (!book) return;
  const doomed = [...book.orders()].filter((node) => which(node.data));
  if (doomed.length === 0) return;
  for (const node of doomed) core.closeOrder(node.data, 'expired');
  core.out.depth(core.time, state.spec.symbol, board, book);
}
