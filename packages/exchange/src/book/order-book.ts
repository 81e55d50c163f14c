// Both sides of one book over a fixed price grid: levels addressed by tick index, best prices tracked.
// A tick no order has rested at holds the shared empty level (frozen): a book's level objects are
// made as orders first rest at their ticks. The grids of every book of a market hold about 300,000
// ticks, which as objects were a quarter of the server's live heap, all of it for V8's full
// collections to mark (bench/orders, docs/performance.md); readers see an empty level either way.
import { BUY, type BookOrder, type SideCode } from './book-order.ts';
import { PriceLevel } from './price-level.ts';
import type { PriceGrid } from './price-grid.ts';

/** What every tick of a new book holds until an order rests there. */
const UNUSED: PriceLevel<never> = Object.freeze(new PriceLevel<never>());

/** Price-time priority book. Bids are best at the highest index, asks at the lowest. */
export class OrderBook<T = unknown> {
  readonly bids: PriceLevel<T>[];
  readonly asks: PriceLevel<T>[];
  /** Highest non-empty bid index, -1 when there is none. */
  bestBid = -1;
  /** Lowest non-empty ask index, `grid.size` when there is none. */
  bestAsk: number;
  // Order counts per level in contiguous memory: finding the next best level scans these, not the level objects.
  private readonly bidCounts: Int32Array;
  private readonly askCounts: Int32Array;

  constructor(readonly grid: PriceGrid) {
    this.bids = Array.from({ length: grid.size }, () => UNUSED);
    this.asks = Array.from({ length: grid.size }, () => UNUSED);
    this.bidCounts = new Int32Array(grid.size);
    this.askCounts = new Int32Array(grid.size);
    this.bestAsk = grid.size;
  }

  /** Levels of one side. */
  levels(side: SideCode): PriceLevel<T>[] {
    return side === BUY ? this.bids : this.asks;
  }

  /** Rests an order at its tick (at the back of the queue). */
  add(order: BookOrder<T>): void {
    const tick = order.tick;
    if (order.side === BUY) {
      levelAt(this.bids, tick).push(order);
      this.bidCounts[tick]! += 1;
      if (tick > this.bestBid) this.bestBid = tick;
    } else {
      levelAt(this.asks, tick).push(order);
      this.askCounts[tick]! += 1;
      if (tick < this.bestAsk) this.bestAsk = tick;
    }
  }

  /** Takes a resting order out of the book. */
  remove(order: BookOrder<T>): void {
    const tick = order.tick;
    if (order.side === BUY) {
      this.bids[tick]!.unlink(order);
      if ((this.bidCounts[tick]! -= 1) === 0 && tick === this.bestBid) this.bestBid = this.nextBid(tick);
    } else {
      this.asks[tick]!.unlink(order);
      if ((this.askCounts[tick]! -= 1) === 0 && tick === this.bestAsk) this.bestAsk = this.nextAsk(tick);
    }
  }

  /** Reduces a resting order in place; removes it when nothing is left. */
  reduce(order: BookOrder<T>, volume: number): void {
    const level = (order.side === BUY ? this.bids : this.asks)[order.tick]!;
    level.reduce(order, volume);
    if (order.remaining === 0) this.remove(order);
  }

  /** True when the best bid meets or passes the best ask. */
  isCrossed(): boolean {
    return this.bestBid >= 0 && this.bestAsk < this.grid.size && this.bestBid >= this.bestAsk;
  }

  /** Open volume on `side` that an order limited at `limitTick` could reach, counted up to `needed`. */
  reachableVolume(side: SideCode, limitTick: number, needed: number): number {
    let total = 0;
    if (side === BUY) {
      for (let tick = this.bestBid; tick >= limitTick && tick >= 0 && total < needed; tick -= 1)
        total += this.bids[tick]!.volume;
    } else {
      const size = this.grid.size;
      for (let tick = this.bestAsk; tick <= limitTick && tick < size && total < needed; tick += 1)
        total += this.asks[tick]!.volume;
    }
    return total;
  }

  /** Every resting order, bids then asks, best level first, in queue order. */
  *orders(): Generator<BookOrder<T>> {
    for (let tick = this.bestBid; tick >= 0; tick -= 1)
      for (let o = this.bids[tick]!.head; o; o = o.next) yield o;
    for (let tick = this.bestAsk; tick < this.grid.size; tick += 1)
      for (let o = this.asks[tick]!.head; o; o = o.next) yield o;
  }

  private nextBid(from: number): number {
    let tick = from - 1;
    while (tick >= 0 && this.bidCounts[tick] === 0) tick -= 1;
    return tick;
  }

  private nextAsk(from: number): number {
    const size = this.grid.size;
    let tick = from + 1;
    while (tick < size && this.askCounts[tick] === 0) tick += 1;
    return tick;
  }
}

/** The level of a tick to rest an order at: made on the first order there. */
function levelAt<T>(levels: PriceLevel<T>[], tick: number): PriceLevel<T> {
  let level = levels[tick]!;
  if (level === UNUSED) levels[tick] = level = new PriceLevel<T>();
  return level;
}
