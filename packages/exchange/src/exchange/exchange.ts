// The exchange facade: one object owns every book, the session state and the event stream.
import type { ExchangeEvent } from './events.ts';
import type { SymbolSnapshot } from './snapshot.ts';
import type {
  AdvertisementRequest,
  Amendment,
  Board,
  CommandResult,
  DepthLevel,
  InstrumentSpec,
  OrderRequest,
  PutThroughRequest,
} from './types.ts';

/** Where ids come from: the server passes a persistent sequence; tests a counter. */
export interface IdSource {
  next(): string;
}

export interface ExchangeOptions {
  instruments: readonly InstrumentSpec[];
  /** Market time (epoch ms, UTC) the exchange starts at; its trading date is the first day. */
  startTime: number;
  idSource?: IdSource;
}

/** The simulated exchange. Skeleton: the implementation lands in the following commits. */
export class Exchange {
  constructor(readonly options: ExchangeOptions) {}

  /** Registers the single event listener; returns a function that removes it. */
  onEvent(listener: (event: ExchangeEvent) => void): () => void {
    void listener;
    throw new Error('Exchange.onEvent: not implemented yet');
  }

  /** Moves market time forward, running auctions, expiries and rollovers at each boundary on the way. */
  advanceTo(time: number): void {
    void time;
    throw new Error('Exchange.advanceTo: not implemented yet');
  }

  /** Validates and enters an order; matches it at once in continuous sessions. */
  submit(order: OrderRequest): CommandResult {
    void order;
    throw new Error('Exchange.submit: not implemented yet');
  }

  /** Cancels the remainder of a resting order. */
  cancel(orderId: string): CommandResult {
    void orderId;
    throw new Error('Exchange.cancel: not implemented yet');
  }

  /** Changes price or volume of a resting order (KRX: priority kept only when volume is reduced). */
  replace(orderId: string, change: Amendment): CommandResult {
    void orderId;
    void change;
    throw new Error('Exchange.replace: not implemented yet');
  }

  /** Publishes a put-through advertisement. */
  advertise(request: AdvertisementRequest): CommandResult {
    void request;
    throw new Error('Exchange.advertise: not implemented yet');
  }

  /** Executes an agreed put-through deal (both sides confirmed by their brokers). */
  putThrough(request: PutThroughRequest): CommandResult {
    void request;
    throw new Error('Exchange.putThrough: not implemented yet');
  }

  /** Read model of one symbol; undefined for an unknown symbol. */
  snapshot(symbol: string, levels = 3): SymbolSnapshot | undefined {
    void symbol;
    void levels;
    throw new Error('Exchange.snapshot: not implemented yet');
  }

  /** Top `levels` of each side of a book (board lot, odd lot or PLO). */
  depth(symbol: string, board: Board, levels: number): { bids: DepthLevel[]; asks: DepthLevel[] } {
    void symbol;
    void board;
    void levels;
    throw new Error('Exchange.depth: not implemented yet');
  }
}
