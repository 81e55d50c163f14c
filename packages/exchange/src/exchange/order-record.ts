// The exchange's record of one order for its whole life.
import type { BookOrder } from '../book/book-order.ts';
import type { InstrumentState } from './instrument-state.ts';
import type { Board, OrderType, Owner, Side } from './types.ts';

/** One order as the exchange tracks it; `node` is its place in a book while it rests. */
export interface OrderRecord {
  id: string;
  clientRef: string | undefined;
  owner: Owner;
  symbol: string;
  /** The instrument's state (saves a lookup by symbol on every cancel and fill). */
  instrument: InstrumentState;
  side: Side;
  type: OrderType;
  board: Board;
  /** Limit price in force; null for ATO/ATC (and market types before conversion). */
  price: number | null;
  volume: number;
  filled: number;
  node: BookOrder<OrderRecord> | null;
}
