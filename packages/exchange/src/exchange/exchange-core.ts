// Shared state of the exchange and the match sink that turns matches into fills, figures and events.
import type { CalendarDate, MarketId, Phase } from '@sen/market';
import type { BookOrder } from '../book/book-order.ts';
import type { OrderBook } from '../book/order-book.ts';
import { matchContinuous } from '../matching/continuous.ts';
import { executeAuction, findAuctionPrice, type AuctionResult } from '../matching/call-auction.ts';
import type { MatchSink } from '../matching/match-sink.ts';
import { UnderlyingTape } from '../rollover/futures-settlement.ts';
import type { MatchSession } from './day-stats.ts';
import { EventOut } from './event-out.ts';
import type { InstrumentState, OrderRecord } from './instrument-state.ts';
import type { Advertisement, Board, PutThroughProposal, RejectReason, Side } from './types.ts';

/** Where ids come from: the server passes a persistent sequence; tests a counter. */
export interface IdSource {
  next(): string;
}

/** Counter ids 'X1', 'X2', ... (the default id source). */
export function counterIds(prefix = 'X'): IdSource {
  let n = 0;
  return { next: () => `${prefix}${(n += 1)}` };
}

/** State every part of the facade works on. */
export class ExchangeCore implements MatchSink<OrderRecord> {
  time: number;
  tradingDate: CalendarDate;
  readonly phases = new Map<MarketId, Phase>();
  readonly instruments = new Map<string, InstrumentState>();
  readonly byMarket = new Map<MarketId, InstrumentState[]>();
  /** Orders resting in a book, by id. */
  readonly orders = new Map<string, OrderRecord>();
  readonly out = new EventOut();
  /** VN30 values published today (futures settlement), and the contract each futures board symbol trades. */
  readonly underlying = new UnderlyingTape();
  readonly futuresContracts = new Map<string, string>();
  /** Today's put-through proposals and listed advertisements, by id. */
  readonly proposals = new Map<string, PutThroughProposal>();
  readonly advertisements = new Map<string, Advertisement>();
  /** Tick of the last match reported to the sink (MTL remainders are priced from it). */
  lastMatchTick = -1;
  private seq = 0;
  private matchState: InstrumentState | null = null;
  private matchBook: OrderBook<OrderRecord> | null = null;
  private matchBoard: Board = 'lot';
  private matchSession: MatchSession = 'CONTINUOUS';
  private matchAggressor: Side | null = null;

  constructor(
    readonly ids: IdSource,
    time: number,
    tradingDate: CalendarDate,
  ) {
    this.time = time;
    this.tradingDate = tradingDate;
  }

  /** Next time-priority sequence number. */
  nextSeq(): number {
    return (this.seq += 1);
  }

  /** The book an order of `board` rests in. */
  bookOf(state: InstrumentState, board: Board): OrderBook<OrderRecord> | null {
    return board === 'lot' ? state.lot : board === 'odd' ? state.odd : state.plo;
  }

  /** Matches an incoming order continuously against `book`, up to `limitTick`. */
  runContinuous(
    state: InstrumentState,
    board: Board,
    book: OrderBook<OrderRecord>,
    node: BookOrder<OrderRecord>,
    limitTick: number,
  ): void {
    this.setContext(state, board, book, board === 'plo' ? 'PLO' : 'CONTINUOUS', node.data.side);
    matchContinuous(book, node, limitTick, this);
  }

  /** Uncrosses a call auction on `book`; anchors break price ties (last match, then reference). */
  runAuction(
    state: InstrumentState,
    board: Board,
    book: OrderBook<OrderRecord>,
    session: MatchSession,
    anchors: number[],
  ): AuctionResult {
    const result = findAuctionPrice(book, anchors);
    if (result.tick < 0) return result;
    this.setContext(state, board, book, session, null);
    executeAuction(book, result, this);
    return result;
  }

  /** MatchSink: one match between two orders at a tick of the current book. */
  onMatch(buy: BookOrder<OrderRecord>, sell: BookOrder<OrderRecord>, volume: number, tick: number): void {
    const state = this.matchState!;
    const price = this.matchBook!.grid.priceAt(tick);
    this.lastMatchTick = tick;
    buy.data.filled += volume;
    sell.data.filled += volume;
    if (this.matchBoard === 'odd') {
      state.stats.oddVolume += volume;
      state.stats.oddValue += price * volume;
    } else state.stats.record(price, volume, this.matchSession);
    const out = this.out;
    if (out.enabled) {
      out.emit({
        type: 'trade',
        time: this.time,
        symbol: state.spec.symbol,
        board: this.matchBoard,
        price,
        volume,
        aggressor: this.matchAggressor,
        buyOrderId: buy.data.id,
        sellOrderId: sell.data.id,
        session: this.matchSession,
      });
      out.order(this.time, buy.data, 'fill', { fillPrice: price, fillVolume: volume });
      out.order(this.time, sell.data, 'fill', { fillPrice: price, fillVolume: volume });
    }
    if (buy.remaining === 0) this.forget(buy.data);
    if (sell.remaining === 0) this.forget(sell.data);
  }

  /** Ends an open order: out of its book, out of the open orders, with an event. */
  closeOrder(record: OrderRecord, status: 'cancelled' | 'expired', reason?: RejectReason): void {
    const node = record.node;
    if (node?.resting) this.bookOf(record.instrument, record.board)?.remove(node);
    this.forget(record);
    this.out.order(this.time, record, status, reason ? { reason } : undefined);
  }

  /** Drops a finished order from the open orders. */
  forget(record: OrderRecord): void {
    this.orders.delete(record.id);
    record.node = null;
  }

  private setContext(
    state: InstrumentState,
    board: Board,
    book: OrderBook<OrderRecord>,
    session: MatchSession,
    aggressor: Side | null,
  ): void {
    this.matchState = state;
    this.matchBoard = board;
    this.matchBook = book;
    this.matchSession = session;
    this.matchAggressor = aggressor;
  }
}
