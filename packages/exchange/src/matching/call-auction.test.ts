import { describe, expect, it } from 'vitest';
import { BookOrder, BUY, SELL } from '../book/book-order.ts';
import { OrderBook } from '../book/order-book.ts';
import { PriceGrid } from '../book/price-grid.ts';
import { executeAuction, findAuctionPrice } from './call-auction.ts';

// Grid 9,000..11,000 step 100: index = (price - 9,000) / 100.
const grid = PriceGrid.fromBand(9_000, 11_000, () => 100);
type Entry = [side: 'B' | 'S', price: number | 'MKT', volume: number];

function bookOf(entries: Entry[]): OrderBook<number> {
  const book = new OrderBook<number>(grid);
  entries.forEach(([side, price, volume], i) => {
    const node = new BookOrder(i + 1, side === 'B' ? BUY : SELL, volume, price === 'MKT', i + 1);
    node.tick = price === 'MKT' ? (side === 'B' ? grid.size - 1 : 0) : grid.indexOf(price);
    book.add(node);
  });
  return book;
}

describe('findAuctionPrice (market-rules §2.1)', () => {
  it.each<[string, Entry[], number[], number | null, number, number]>([
    [
      'maximum volume wins',
      [
        ['B', 10_200, 500],
        ['B', 10_000, 500],
        ['S', 9_900, 600],
        ['S', 10_100, 400],
      ],
      [10_000],
      10_000,
      600,
      400,
    ],
    [
      'least imbalance breaks a volume tie',
      [
        ['B', 10_200, 600],
        ['B', 10_000, 300],
        ['S', 9_900, 600],
        ['S', 10_100, 100],
      ],
      [9_900],
      10_100,
      600,
      -100,
    ],
    [
      'nearest the last price breaks a further tie',
      [
        ['B', 10_300, 500],
        ['S', 9_800, 500],
      ],
      [10_100, 10_000],
      10_100,
      500,
      0,
    ],
    [
      'then nearest the reference',
      [
        ['B', 10_300, 500],
        ['S', 9_800, 500],
      ],
      [12_000, 10_000],
      10_300,
      500,
      0,
    ],
    [
      'only market orders match at the reference',
      [
        ['B', 'MKT', 300],
        ['S', 'MKT', 200],
      ],
      [10_000],
      10_000,
      200,
      100,
    ],
    [
      'nothing crosses: no price',
      [
        ['B', 9_900, 500],
        ['S', 10_000, 500],
      ],
      [10_000],
      null,
      0,
      0,
    ],
  ])('%s', (_name, entries, anchors, price, volume, imbalance) => {
    const result = findAuctionPrice(bookOf(entries), anchors);
    expect(result.tick < 0 ? null : grid.priceAt(result.tick)).toBe(price);
    expect(result.volume).toBe(volume);
    expect(result.imbalance).toBe(imbalance);
  });

  it('executes best-priority first and leaves an uncrossed book', () => {
    const book = bookOf([
      ['B', 10_200, 500],
      ['B', 'MKT', 200],
      ['S', 9_900, 300],
      ['S', 10_100, 600],
      ['B', 10_000, 400],
    ]);
    const result = findAuctionPrice(book, [10_000]);
    const fills: [number, number, number, number][] = [];
    executeAuction(book, result, {
      onMatch: (buy, sell, volume, tick) => fills.push([buy.data, sell.data, volume, grid.priceAt(tick)]),
    });
    expect(grid.priceAt(result.tick)).toBe(10_100);
    expect(fills).toEqual([
      [2, 3, 200, 10_100],
      [1, 3, 100, 10_100],
      [1, 4, 400, 10_100],
    ]);
    expect(book.isCrossed()).toBe(false);
  });

  it('ranks an earlier ceiling buy LO ahead of a later market order (KRX)', () => {
    const book = bookOf([
      ['B', 11_000, 100],
      ['B', 'MKT', 100],
      ['S', 10_000, 100],
    ]);
    const fills: number[] = [];
    executeAuction(book, findAuctionPrice(book, [10_000]), { onMatch: (buy) => fills.push(buy.data) });
    expect(fills).toEqual([1]);
  });
});
