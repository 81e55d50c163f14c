// Entering a validated order: rest it (call auctions), match it (continuous, PLO) or apply its type's rule.
import { BookOrder, BUY, SELL } from '../book/book-order.ts';
import type { OrderBook } from '../book/order-book.ts';
import { findAuctionPrice } from '../matching/call-auction.ts';
import type { ExchangeCore } from './exchange-core.ts';
import type { InstrumentState, OrderRecord } from './instrument-state.ts';
import type { Board, CommandResult, OrderRequest } from './types.ts';

/** Enters an order that passed validation; `tick` is its limit tick (-1 without a price). */
export function enterOrder(
  core: ExchangeCore,
  state: InstrumentState,
  order: OrderRequest,
  board: Board,
  tick: number,
): CommandResult {
  const book = core.bookOf(state, board)!;
  const isMarket = order.type === 'ATO' || order.type === 'ATC';
  const price = order.type === 'LO' ? order.price! : order.type === 'PLO' ? book.grid.priceAt(0) : null;
  const record: OrderRecord = {
    id: core.ids.next(),
    clientRef: order.clientRef,
    owner: order.owner,
    symbol: order.symbol,
    instrument: state,
    side: order.side,
    type: order.type,
    board,
    price,
    volume: order.volume,
    filled: 0,
    node: null,
  };
  const node = new BookOrder<OrderRecord>(
    core.nextSeq(),
    order.side === 'B' ? BUY : SELL,
    order.volume,
    isMarket,
    record,
  );
  record.node = node;
  core.out.order(core.time, record, 'accepted');
  const phase = core.phases.get(state.spec.market);
  if (phase === 'ATO' || phase === 'ATC' || state.inPeriodicCall(phase) || (board === 'plo' && state.ploCall))
    restInAuction(core, state, board, book, node, tick);
  else matchNow(core, state, board, book, node, tick);
  // Only resting orders can be cancelled or replaced, so only they are looked up by id.
  if (node.resting) core.orders.set(record.id, record);
  core.out.depth(core.time, state.spec.symbol, board, book, state.auctionAnchor(phase));
  return { ok: true, orderId: record.id };
}

/** Call auction (ATO, ATC, PLO call): orders wait for the uncross; ATO/ATC rank at the extreme level by time. */
function restInAuction(
  core: ExchangeCore,
  state: InstrumentState,
  board: Board,
  book: OrderBook<OrderRecord>,
  node: BookOrder<OrderRecord>,
  tick: number,
): void {
  node.tick = node.isMarket ? (node.side === BUY ? book.grid.size - 1 : 0) : board === 'plo' ? 0 : tick;
  book.add(node);
  const owner = node.data.owner;
  if (owner.kind === 'broker') state.callSides.set(owner.accountId, node.data.side);
  if (!core.out.enabled) return;
  const projection = findAuctionPrice(book, [state.stats.last || state.reference, state.reference]);
  core.out.emit({
    type: 'auctionProjection',
    time: core.time,
    symbol: state.spec.symbol,
    board,
    price: projection.tick < 0 ? null : book.grid.priceAt(projection.tick),
    volume: projection.volume,
    imbalance: projection.imbalance,
  });
}

/** Continuous sessions and PLO: match at once, then apply the type's rule to what is left. */
function matchNow(
  core: ExchangeCore,
  state: InstrumentState,
  board: Board,
  book: OrderBook<OrderRecord>,
  node: BookOrder<OrderRecord>,
  tick: number,
): void {
  const record = node.data;
  const buy = node.side === BUY;
  const extreme = buy ? book.grid.size - 1 : 0;
  const oppositeEmpty = buy ? book.bestAsk >= book.grid.size : book.bestBid < 0;
  switch (record.type) {
    case 'LO':
    case 'PLO': {
      const limit = record.type === 'PLO' ? 0 : tick;
      core.runContinuous(state, board, book, node, limit);
      if (node.remaining > 0) {
        node.tick = limit;
        book.add(node);
      }
      return;
    }
    case 'MTL':
    case 'MP': {
      if (oppositeEmpty) return core.closeOrder(record, 'cancelled', 'NO_OPPOSITE');
      core.runContinuous(state, board, book, node, extreme);
      if (node.remaining === 0) return;
      // The remainder becomes an LO one tick through the last match (market-rules §2), inside the band.
      node.tick = buy ? Math.min(core.lastMatchTick + 1, extreme) : Math.max(core.lastMatchTick - 1, 0);
      record.price = book.grid.priceAt(node.tick);
      book.add(node);
      core.out.order(core.time, record, 'replaced');
      return;
    }
    case 'MOK':
      if (book.reachableVolume(buy ? SELL : BUY, extreme, node.remaining) < node.remaining)
        return core.closeOrder(record, 'cancelled', 'NO_OPPOSITE');
      core.runContinuous(state, board, book, node, extreme);
      return;
    case 'MAK':
      core.runContinuous(state, board, book, node, extreme);
      if (node.remaining > 0) core.closeOrder(record, 'cancelled');
      return;
    default:
      throw new Error(`order type ${record.type} cannot match in a continuous session`);
  }
}
