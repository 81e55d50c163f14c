// The single event listener and the builders of the events the facade emits.
import { BUY, SELL, type SideCode } from '../book/book-order.ts';
import { sameTopLevels, topLevels } from '../book/depth.ts';
import type { OrderBook } from '../book/order-book.ts';
import type { ExchangeEvent, OrderEvent } from './events.ts';
import type { OrderRecord } from './instrument-state.ts';
import type { Board, DepthLevel, RejectReason } from './types.ts';

/** Depth levels carried by a depth event. */
const DEPTH_EVENT_LEVELS = 10;

/** Holds the listener; builds events only when someone listens. */
export class EventOut {
  private listener: ((event: ExchangeEvent) => void) | null = null;
  private readonly lastDepth = new Map<string, DepthLevel[]>();

  get enabled(): boolean {
    return this.listener !== null;
  }

  /** Sets the listener; returns its remover. */
  listen(listener: (event: ExchangeEvent) => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  }

  /** Delivers one event. */
  emit(event: ExchangeEvent): void {
    this.listener?.(event);
  }

  /** An order event from the record's current state. */
  order(
    time: number,
    record: OrderRecord,
    status: OrderEvent['status'],
    extra?: { fillPrice?: number; fillVolume?: number; reason?: RejectReason },
  ): void {
    if (!this.listener) return;
    const remaining =
      record.node && (status === 'fill' || status === 'accepted' || status === 'replaced')
        ? record.node.remaining
        : 0;
    this.listener({
      type: 'order',
      time,
      orderId: record.id,
      clientRef: record.clientRef,
      owner: record.owner,
      symbol: record.symbol,
      board: record.board,
      side: record.side,
      orderType: record.type,
      status,
      price: record.price,
      volume: record.volume,
      filled: record.filled,
      remaining,
      ...extra,
    });
  }

  /** Depth events for the sides of a book whose top levels changed since last emitted (`anchor`: see topLevels). */
  depth(time: number, symbol: string, board: Board, book: OrderBook<OrderRecord>, anchor?: number): void {
    if (!this.listener) return;
    for (const side of [BUY, SELL] as SideCode[]) {
      const key = `${symbol}|${board}|${side}`;
      const before = this.lastDepth.get(key);
      // The common case (a change deeper than the top levels) is detected without building the levels.
      if (anchor === undefined && sameTopLevels(book, side, before ?? [], DEPTH_EVENT_LEVELS)) continue;
      const levels = topLevels(book, side, DEPTH_EVENT_LEVELS, anchor);
      if (sameLevels(before, levels)) continue;
      this.lastDepth.set(key, levels);
      this.listener({ type: 'depth', time, symbol, board, side: side === BUY ? 'B' : 'S', levels });
    }
  }

  /** Forgets emitted depth (a new day starts from empty books). */
  resetDepth(): void {
    this.lastDepth.clear();
  }
}

function sameLevels(before: DepthLevel[] | undefined, after: DepthLevel[]): boolean {
  if (!before) return after.length === 0;
  if (before.length !== after.length) return false;
  return before.every(
    (level, i) =>
      level.price === after[i]!.price &&
      level.volume === after[i]!.volume &&
      level.orders === after[i]!.orders,
  );
}
