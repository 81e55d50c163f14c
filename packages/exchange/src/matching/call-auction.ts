// Call auction (ATO, ATC, PLO call): one price for every match, chosen per market-rules §2.1.
import type { OrderBook } from '../book/order-book.ts';
import type { MatchSink } from './match-sink.ts';

/** Outcome of a call auction; `tick` is -1 when nothing would match. */
export interface AuctionResult {
  tick: number;
  volume: number;
  /** Demand minus supply at that price: positive when buyers are left over. */
  imbalance: number;
}

let supplyScratch = new Float64Array(256);

/**
 * Auction price: the price that maximises matched volume, then the least imbalance, then the
 * price nearest the first anchor (last matched price), then the next anchor (reference), then the
 * higher price. Market orders (ATO/ATC) sit at the ceiling (buy) / floor (sell) level, so they
 * count at every price.
 * @example bids 100@10,100 asks 100@10,000 with reference 10,050 -> 10,050 if on the grid, volume 100
 */
export function findAuctionPrice<T>(book: OrderBook<T>, anchors: readonly number[]): AuctionResult {
  const size = book.grid.size;
  if (supplyScratch.length < size) supplyScratch = new Float64Array(size * 2);
  const supply = supplyScratch;
  let cumulative = 0;
  for (let tick = 0; tick < size; tick += 1) {
    cumulative += book.asks[tick]!.volume;
    supply[tick] = cumulative;
  }
  let best: AuctionResult = { tick: -1, volume: 0, imbalance: 0 };
  let demand = 0;
  for (let tick = size - 1; tick >= 0; tick -= 1) {
    demand += book.bids[tick]!.volume;
    const offer = supply[tick]!;
    const volume = demand < offer ? demand : offer;
    if (volume <= 0) continue;
    const imbalance = demand - offer;
    if (best.tick < 0 || isBetter(book, volume, imbalance, tick, best, anchors))
      best = { tick, volume, imbalance };
  }
  return best;
}

function isBetter<T>(
  book: OrderBook<T>,
  volume: number,
  imbalance: number,
  tick: number,
  best: AuctionResult,
  anchors: readonly number[],
): boolean {
  if (volume !== best.volume) return volume > best.volume;
  const abs = Math.abs(imbalance);
  const bestAbs = Math.abs(best.imbalance);
  if (abs !== bestAbs) return abs < bestAbs;
  const price = book.grid.priceAt(tick);
  const bestPrice = book.grid.priceAt(best.tick);
  for (const anchor of anchors) {
    const distance = Math.abs(price - anchor);
    const bestDistance = Math.abs(bestPrice - anchor);
    if (distance !== bestDistance) return distance < bestDistance;
  }
  return price > bestPrice;
}

/** Executes the auction at its price: best bids against best asks, in priority order, up to its volume. */
export function executeAuction<T>(book: OrderBook<T>, result: AuctionResult, sink: MatchSink<T>): void {
  let left = result.volume;
  while (left > 0 && book.bestBid >= 0 && book.bestAsk < book.grid.size) {
    const buy = book.bids[book.bestBid]!.head!;
    const sell = book.asks[book.bestAsk]!.head!;
    let volume = buy.remaining < sell.remaining ? buy.remaining : sell.remaining;
    if (left < volume) volume = left;
    book.reduce(buy, volume);
    book.reduce(sell, volume);
    left -= volume;
    sink.onMatch(buy, sell, volume, result.tick);
  }
}
