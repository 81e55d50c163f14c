import { describe, expect, it } from 'vitest';
import { BookOrder, BUY, SELL } from './book-order.ts';
import { sameTopLevels, topLevels } from './depth.ts';
import { OrderBook } from './order-book.ts';
import { PriceGrid } from './price-grid.ts';

const grid = PriceGrid.fromBand(9_000, 11_000, () => 100);
const order = (seq: number, side: 0 | 1, tick: number, volume: number): BookOrder<string> => {
  const node = new BookOrder(seq, side, volume, false, `o${seq}`);
  node.tick = tick;
  return node;
};

describe('OrderBook', () => {
  it('tracks the best prices as orders come and go', () => {
    const book = new OrderBook<string>(grid);
    const a = order(1, BUY, 5, 100);
    const b = order(2, BUY, 7, 100);
    const c = order(3, SELL, 12, 200);
    book.add(a);
    book.add(b);
    book.add(c);
    expect([book.bestBid, book.bestAsk]).toEqual([7, 12]);
    book.remove(b);
    expect(book.bestBid).toBe(5);
    book.reduce(c, 200);
    expect(book.bestAsk).toBe(grid.size);
    expect(book.isCrossed()).toBe(false);
  });

  it('makes a level object only where an order first rests (the other ticks share one frozen empty level)', () => {
    const book = new OrderBook<string>(grid);
    const other = new OrderBook<string>(grid);
    expect(new Set([...book.bids, ...book.asks, ...other.bids]).size).toBe(1);
    expect(Object.isFrozen(book.bids[3])).toBe(true);
    book.add(order(1, BUY, 3, 100));
    book.add(order(2, SELL, 3, 200));
    expect(new Set([...book.bids, ...book.asks]).size).toBe(3);
    expect([book.bids[3]!.volume, book.asks[3]!.volume, other.bids[3]!.volume, book.bids[4]!.count]).toEqual([
      100, 200, 0, 0,
    ]);
    book.remove(book.bids[3]!.head!);
    book.add(order(3, BUY, 3, 50));
    expect([book.bids[3]!.volume, book.bids[3]!.count, other.bids[3]!.volume]).toEqual([50, 1, 0]);
  });

  it('aggregates levels best first and keeps FIFO order inside a level', () => {
    const book = new OrderBook<string>(grid);
    for (const [seq, tick, volume] of [
      [1, 5, 100],
      [2, 5, 300],
      [3, 4, 200],
    ] as const)
      book.add(order(seq, BUY, tick, volume));
    expect(topLevels(book, BUY, 5)).toEqual([
      { price: 9_500, volume: 400, orders: 2 },
      { price: 9_400, volume: 200, orders: 1 },
    ]);
    expect([...book.orders()].map((node) => node.data)).toEqual(['o1', 'o2', 'o3']);
  });

  it('counts reachable volume up to what is needed', () => {
    const book = new OrderBook<string>(grid);
    book.add(order(1, SELL, 10, 300));
    book.add(order(2, SELL, 12, 500));
    expect(book.reachableVolume(SELL, 11, 1_000)).toBe(300);
    expect(book.reachableVolume(SELL, 20, 1_000)).toBe(800);
    expect(book.reachableVolume(SELL, 20, 200)).toBe(300);
  });
});

describe('topLevels in a call auction', () => {
  const market = (seq: number, side: 0 | 1, volume: number): BookOrder<string> => {
    const node = new BookOrder(seq, side, volume, true, `m${seq}`);
    node.tick = side === BUY ? grid.size - 1 : 0;
    return node;
  };

  it('shows ATO/ATC buys at max(best bid + 1 tick, best ask, anchor) and sells at min(best ask - 1 tick, best bid, anchor)', () => {
    const book = new OrderBook<string>(grid);
    book.add(order(1, BUY, 9, 100)); // 9,900
    book.add(order(2, SELL, 12, 100)); // 10,200
    book.add(market(3, BUY, 500));
    book.add(market(4, SELL, 300));
    expect(topLevels(book, BUY, 3, 10_000)).toEqual([
      { price: 10_200, volume: 500, orders: 1 },
      { price: 9_900, volume: 100, orders: 1 },
    ]);
    expect(topLevels(book, SELL, 3, 10_000)).toEqual([
      { price: 9_900, volume: 300, orders: 1 },
      { price: 10_200, volume: 100, orders: 1 },
    ]);
    expect(topLevels(book, BUY, 3)).toEqual([{ price: 9_900, volume: 100, orders: 1 }]);
  });

  it('shows market orders alone at the anchor', () => {
    const book = new OrderBook<string>(grid);
    book.add(market(1, BUY, 500));
    expect(topLevels(book, BUY, 3, 10_000)).toEqual([{ price: 10_000, volume: 500, orders: 1 }]);
  });
});

describe('sameTopLevels', () => {
  it('tells whether the top levels changed without building them', () => {
    const book = new OrderBook<string>(grid);
    book.add(order(1, BUY, 5, 100));
    book.add(order(2, BUY, 3, 200));
    const top = topLevels(book, BUY, 1);
    expect(sameTopLevels(book, BUY, top, 1)).toBe(true);
    book.add(order(3, BUY, 2, 100)); // deeper than the one level watched
    expect(sameTopLevels(book, BUY, top, 1)).toBe(true);
    expect(sameTopLevels(book, BUY, topLevels(book, BUY, 2), 2)).toBe(true);
    book.add(order(4, BUY, 5, 100));
    expect(sameTopLevels(book, BUY, top, 1)).toBe(false);
    expect(sameTopLevels(new OrderBook<string>(grid), SELL, [], 10)).toBe(true);
  });
});
