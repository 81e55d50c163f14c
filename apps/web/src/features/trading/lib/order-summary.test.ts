import { describe, expect, it } from 'vitest';
import { orderSummary } from './order-summary';

const band = { ceiling: 21_400, floor: 18_600 };

describe('orderSummary', () => {
  it.each([
    [
      'a stock buy: 0.35% brokerage',
      { side: 'B', kind: 'stock', price: 25_000, volume: 1_000 },
      { value: 25_000_000, fee: 87_500, basis: null },
    ],
    [
      'a stock sale: brokerage and 0.1% tax',
      { side: 'S', kind: 'stock', price: 25_000, volume: 1_000 },
      { value: 25_000_000, fee: 112_500, basis: null },
    ],
    [
      'a market-type buy at the ceiling, as the server blocks its cash',
      { side: 'B', kind: 'stock', price: null, volume: 100 },
      { value: 2_140_000, fee: 7_490, basis: { at: 'ceiling', price: 21_400 } },
    ],
    [
      'a market-type sale at the floor, its worst price',
      { side: 'S', kind: 'stock', price: null, volume: 100 },
      { value: 1_860_000, fee: 8_370, basis: { at: 'floor', price: 18_600 } },
    ],
    [
      'a market-type futures sale at the ceiling, as the server blocks its margin',
      { side: 'S', kind: 'future', price: null, volume: 1 },
      { value: 21_400_000, fee: 6_700, basis: { at: 'ceiling', price: 21_400 } },
    ],
    [
      'futures: 100,000 VND a point, fees per contract',
      { side: 'B', kind: 'future', price: 130_050, volume: 2 },
      { value: 260_100_000, fee: 13_400, basis: null },
    ],
  ] as const)('%s', (_name, order, summary) => {
    expect(orderSummary({ ...order, band })).toEqual(summary);
  });

  it('values a price-less order at 0 when the band is unknown', () => {
    expect(orderSummary({ side: 'B', kind: 'stock', price: null, volume: 100, band: null })).toEqual({
      value: 0,
      fee: 0,
      basis: null,
    });
  });
});
