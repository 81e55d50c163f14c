// Aggregated top levels of one side, as the board shows them.
import { BUY, type SideCode } from './book-order.ts';
import type { OrderBook } from './order-book.ts';

/** One aggregated price level. */
export interface Level {
  price: number;
  volume: number;
  orders: number;
}

/**
 * Top `count` levels of a side, best first. ATO/ATC orders have no price: without `anchor` they are
 * left out; with it (reference for the ATO, last match for the ATC) they show where the board shows
 * them (market-rules §2.1): a buy at max(best bid + 1 tick, best ask, anchor), a sell at
 * min(best ask - 1 tick, best bid, anchor), inside the band.
 */
export function topLevels<T>(book: OrderBook<T>, side: SideCode, count: number, anchor?: number): Level[] {
  const result: Level[] = [];
  const levels = book.levels(side);
  const step = side === BUY ? -1 : 1;
  const size = book.grid.size;
  for (
    let tick = side === BUY ? book.bestBid : book.bestAsk;
    tick >= 0 && tick < size && result.length < count;
    tick += step
  ) {
    const level = levels[tick]!;
    const volume = level.volume - level.marketVolume;
    if (volume > 0)
      result.push({
        price: book.grid.priceAt(tick),
        volume,
        orders: level.marketVolume > 0 ? level.count - marketOrders(level.head) : level.count,
      });
  }
  const extreme = levels[side === BUY ? size - 1 : 0]!;
  if (anchor === undefined || extreme.marketVolume === 0 || count === 0) return result;
  const price = marketDisplayPrice(book, side, anchor);
  const orders = marketOrders(extreme.head);
  const same = result.find((level) => level.price === price);
  if (same) {
    same.volume += extreme.marketVolume;
    same.orders += orders;
  } else {
    result.push({ price, volume: extreme.marketVolume, orders });
    result.sort((a, b) => (side === BUY ? b.price - a.price : a.price - b.price));
  }
  return result.slice(0, count);
}

/** True when the top `levels.length` limit levels of a side (no market orders) are exactly `levels`, without building them. */
export function sameTopLevels<T>(
  book: OrderBook<T>,
  side: SideCode,
  levels: readonly Level[],
  count: number,
): boolean {
  const sideLevels = book.levels(side);
  const step = side === BUY ? -1 : 1;
  const size = book.grid.size;
  let index = 0;
  for (
    let tick = side === BUY ? book.bestBid : book.bestAsk;
    tick >= 0 && tick < size && index < count;
    tick += step
  ) {
    const level = sideLevels[tick]!;
    if (level.volume === 0 || level.marketVolume > 0) {
      if (level.marketVolume > 0) return false;
      continue;
    }
    const expected = levels[index];
    if (
      !expected ||
      expected.price !== book.grid.priceAt(tick) ||
      expected.volume !== level.volume ||
      expected.orders !== level.count
    )
      return false;
    index += 1;
  }
  return index === levels.length;
}

function marketOrders(head: { isMarket: boolean; next: typeof head } | null): number {
  let count = 0;
  for (let node = head; node; node = node.next) if (node.isMarket) count += 1;
  return count;
}

/** Best limit-price tick of a side (market orders skipped), -1 when there is none. */
function bestLimitTick<T>(book: OrderBook<T>, side: SideCode): number {
  const levels = book.levels(side);
  const size = book.grid.size;
  const step = side === BUY ? -1 : 1;
  for (let tick = side === BUY ? book.bestBid : book.bestAsk; tick >= 0 && tick < size; tick += step) {
    const level = levels[tick]!;
    if (level.volume > level.marketVolume) return tick;
  }
  return -1;
}

function marketDisplayPrice<T>(book: OrderBook<T>, side: SideCode, anchor: number): number {
  const grid = book.grid;
  const bid = bestLimitTick(book, BUY);
  const ask = bestLimitTick(book, 1);
  const candidates = [anchor];
  if (side === BUY) {
    if (bid >= 0) candidates.push(grid.priceAt(Math.min(bid + 1, grid.size - 1)));
    if (ask >= 0) candidates.push(grid.priceAt(ask));
    return Math.min(Math.max(...candidates), grid.ceiling);
  }
  if (ask >= 0) candidates.push(grid.priceAt(Math.max(ask - 1, 0)));
  if (bid >= 0) candidates.push(grid.priceAt(bid));
  return Math.max(Math.min(...candidates), grid.floor);
}
