import { describe, expect, it } from 'vitest';
import { CONTRACT_PRICE_FORMAT, contractPoints } from './contract-points';

describe('contract chart points', () => {
  it('takes the minute closes, then live trades from the last bar minute on', () => {
    const bars = [
      { time: '09:00:00', close: 133_800 },
      { time: '09:01:00', close: 133_850 },
    ];
    const matches = [
      { time: '09:02:30', price: 133_900 },
      { time: '09:02:05', price: 133_880 },
      { time: '09:01:40', price: 133_860 },
      { time: '09:00:10', price: 120_000 },
    ];
    expect(contractPoints(bars, matches)).toEqual([
      { time: 32_400, value: 1338 },
      { time: 32_460, value: 1338.6 },
      { time: 32_520, value: 1339 },
    ]);
  });

  it('draws live trades alone when the host has no bar yet', () => {
    expect(contractPoints([], [{ time: '10:00:05', price: 133_770 }])).toEqual([
      { time: 36_000, value: 1337.7 },
    ]);
  });

  it('steps its price scale in whole ticks, each with a label of its own', () => {
    expect(CONTRACT_PRICE_FORMAT.minMove).toBe(0.1);
    // The scale's marks are multiples of minMove (a finer step read 1,337.9 five times over).
    const marks = Array.from({ length: 5 }, (_, i) => 1_337.8 + i * CONTRACT_PRICE_FORMAT.minMove);
    const labels = marks.map(CONTRACT_PRICE_FORMAT.formatter);
    expect(labels).toEqual(['1,337.8', '1,337.9', '1,338.0', '1,338.1', '1,338.2']);
  });
});
