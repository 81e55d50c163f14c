// Aggregated top levels of one side, as the board shows them.
import { BUY, type SideCode } from './book-order.ts';
import type { OrderBook } from './order-book.ts';

/** One aggregated price level. */
export interface Level {
  price: number;
  volume: number;
  orders: number;
}

/** Top `count` limit-price levels of a side, best first. ATO/ATC volume is left out (it has no price). */
export function topLevels<T>(book: OrderBook<T>, side: SideCode, count: number): Level[] {
  const result: Level[] = [];
  const levels = book.levels(side);
  const step = side === BUY ? -1 : 1;
  const size = book.grid.size;
  for (let tick = side === BUY ? book.bestBid : book.bestAsk; tick >= 0 && tick < size && result.length < count; tick += step) {
    const level = levels[tick]!;
    const volume = level.volume - level.marketVolume;
    if (volume > 0) result.push({ price: book.grid.priceAt(tick), volume, orders: level.count });
  }
  return result;
}
