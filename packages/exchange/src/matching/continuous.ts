// Continuous matching: an incoming order takes resting liquidity at the resting orders' prices.
import { BUY, type BookOrder } from '../book/book-order.ts';
import type { OrderBook } from '../book/order-book.ts';
import type { MatchSink } from './match-sink.ts';

/**
 * Matches `incoming` against the opposite side, best price first then oldest first, while the
 * opposite price is within `limitTick` (a buy takes asks at or below it, a sell bids at or above).
 * Trades print at the resting order's price. `incoming.remaining` is left with what is unfilled.
 */
export function matchContinuous<T>(
  book: OrderBook<T>,
  incoming: BookOrder<T>,
  limitTick: number,
  sink: MatchSink<T>,
): void {
  if (incoming.side === BUY) {
    const asks = book.asks;
    const size = book.grid.size;
    while (incoming.remaining > 0 && book.bestAsk <= limitTick && book.bestAsk < size) {
      const tick = book.bestAsk;
      const resting = asks[tick]!.head!;
      const volume = resting.remaining < incoming.remaining ? resting.remaining : incoming.remaining;
      incoming.remaining -= volume;
      book.reduce(resting, volume);
      sink.onMatch(incoming, resting, volume, tick);
    }
  } else {
    const bids = book.bids;
    while (incoming.remaining > 0 && book.bestBid >= limitTick && book.bestBid >= 0) {
      const tick = book.bestBid;
      const resting = bids[tick]!.head!;
      const volume = resting.remaining < incoming.remaining ? resting.remaining : incoming.remaining;
      incoming.remaining -= volume;
      book.reduce(resting, volume);
      sink.onMatch(resting, incoming, volume, tick);
    }
  }
}
