// Callback the matching functions report each match to; the facade turns them into events.
import type { BookOrder } from '../book/book-order.ts';

/** Receives every match as it happens (no allocation in the matching loop itself). */
export interface MatchSink<T> {
  onMatch(buy: BookOrder<T>, sell: BookOrder<T>, volume: number, tick: number): void;
}
