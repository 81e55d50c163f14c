import { describe, expect, it } from 'vitest';
import { orderSummary } from './order-summary';

describe('orderSummary', () => {
  it.each([
    [
      'a stock buy: 0.35% brokerage',
      { side: 'B', kind: 'stock', price: 25_000, volume: 1_000 },
      25_000_000,
      87_500,
    ],
    [
      'a stock sale: brokerage and 0.1% tax',
      { side: 'S', kind: 'stock', price: 25_000, volume: 1_000 },
      25_000_000,
      112_500,
    ],
    [
      'a market order at the reference',
      { side: 'B', kind: 'stock', price: null, volume: 100 },
      2_000_000,
      7_000,
    ],
    [
      'futures: 100,000 VND a point, fees per contract',
      { side: 'B', kind: 'future', price: 130_050, volume: 2 },
      260_100_000,
      13_400,
    ],
  ] as const)('%s', (_name, order, value, fee) => {
    expect(orderSummary({ ...order, reference: 20_000 })).toEqual({ value, fee });
  });
});
