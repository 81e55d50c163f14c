import { describe, expect, it } from 'vitest';
import { VN30_SYMBOLS } from '../reference/known-companies.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import { ORDER_VALUE_SCALE, TOP_ORDER_SCALE, orderValueScale } from './calibration.ts';
import { buildUniverse } from './universe.ts';

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

  it('sends every VN30 name 20,000 taker orders a day or more (a print every few seconds even on its quiet days)', () => {
    const universe = buildUniverse(REFERENCE, '2026-11-23', 2);
    for (const symbol of VN30_SYMBOLS) {
      const instrument = universe.find((i) => i.symbol === symbol)!;
      expect(instrument.takersPerDay, symbol).toBeGreaterThanOrEqual(20_000);
    }
  });
});
