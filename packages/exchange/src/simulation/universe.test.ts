import { describe, expect, it } from 'vitest';
import { VN30_SYMBOLS } from '../reference/known-companies.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import { DAY_VALUE_CURVE, ORDER_VALUE_SCALE, TOP_ORDER_SCALE, orderValueScale } from './calibration.ts';
import { buildUniverse, dayValueAt, spreadTicks } from './universe.ts';

describe('simulated universe: order sizes', () => {
  it('gives the most traded names smaller orders (TOP_ORDER_SCALE), the same number of them', () => {
    expect(orderValueScale('HSX', 0.5)).toBe(ORDER_VALUE_SCALE.HSX);
    expect(orderValueScale('HSX', 0.9)).toBe(ORDER_VALUE_SCALE.HSX);
    expect(orderValueScale('HSX', 0.995)).toBeCloseTo(ORDER_VALUE_SCALE.HSX * TOP_ORDER_SCALE.HSX, 12);
    expect(orderValueScale('HNX', 0.97)).toBeCloseTo(
      ORDER_VALUE_SCALE.HNX * Math.sqrt(TOP_ORDER_SCALE.HNX),
      12,
    );
    expect(TOP_ORDER_SCALE.HSX).toBeLessThan(1);
    expect(TOP_ORDER_SCALE.HNX).toBeLessThan(1);
    const universe = buildUniverse(REFERENCE, '2026-11-23', 1);
    const top = REFERENCE.stocks
      .filter((s) => s.exchange === 'HSX')
      .reduce((a, b) => (b.popularity > a.popularity ? b : a));
    const instrument = universe.find((i) => i.symbol === top.symbol)!;
    // Taker orders a day follow the day value alone; their size carries the scale.
    const value = instrument.takersPerDay * instrument.orderSize * top.refPrice;
    expect(instrument.takersPerDay).toBeGreaterThan(5_000);
    expect(value).toBeLessThan(1_600e9 * 1.5 * ORDER_VALUE_SCALE.HSX * 0.9);
  });

  it('sends every VN30 name about 20,000 taker orders a day (a print every few seconds even on its quiet days), at the day value', () => {
    const universe = buildUniverse(REFERENCE, '2026-11-23', 2);
    for (const symbol of VN30_SYMBOLS) {
      const instrument = universe.find((i) => i.symbol === symbol)!;
      const stock = instrument.stock!;
      // Orders in whole lots: a name whose order rounds up to a lot gets fewer of them, up to a third.
      expect(instrument.takersPerDay, symbol).toBeGreaterThanOrEqual(15_000);
      // The extra orders keep the day value the curve gives (a lot of a high-priced name rounded up
      // made HOSE's p90 day value 1.5 times the figure when only the count was raised).
      const value = instrument.takersPerDay * instrument.orderSize * instrument.referencePrice;
      const wanted =
        dayValueAt(DAY_VALUE_CURVE[stock.exchange], stock.popularity) *
        orderValueScale(stock.exchange, stock.popularity);
      expect(value / wanted, symbol).toBeCloseTo(1, 9);
    }
  });
});

describe('simulated universe: the maker spread', () => {
  it('is 1, 2, 3 or 5 ticks by the orders that come, and never more than a share of the price', () => {
    // A 20,000 VND UPCOM stock (tick 100, 0.5%): the ticks as they were.
    expect(spreadTicks(500, 20_000, 100)).toBe(1);
    expect(spreadTicks(100, 20_000, 100)).toBe(2);
    expect(spreadTicks(20, 20_000, 100)).toBe(3);
    expect(spreadTicks(2, 20_000, 100)).toBe(5);
    // A 1,500 VND UPCOM stock: a tick is 6.7% of its price, its book one tick wide (was 3: 20%).
    expect(spreadTicks(20, 1_500, 100)).toBe(1);
    expect(spreadTicks(2, 1_500, 100)).toBe(1);
    // 10,000 VND, 20 orders a day: 2% is two ticks; a HOSE stock's 10 VND tick leaves 3.
    expect(spreadTicks(20, 10_000, 100)).toBe(2);
    expect(spreadTicks(20, 5_000, 10)).toBe(3);
  });

  it('keeps every cheap UPCOM and HNX stock of the universe within its cap', () => {
    const universe = buildUniverse(REFERENCE, '2026-11-23', 1);
    const cheap = universe.filter((i) => i.kind === 'stock' && i.market !== 'HSX' && i.referencePrice < 3_000);
    expect(cheap.length).toBeGreaterThan(20);
    for (const instrument of cheap) expect(instrument.spreadTicks, instrument.symbol).toBe(1);
  });
});
