import { describe, expect, it } from 'vitest';
import { MinuteBars } from './minute-bars.ts';

describe('minute bars', () => {
  it('builds OHLCV per minute from prints', () => {
    const bars = new MinuteBars();
    const t0 = Date.UTC(2026, 10, 23, 2, 15); // 09:15 market time
    bars.add(t0 + 1_000, 100, 10, 1_000);
    bars.add(t0 + 20_000, 105, 5, 525);
    bars.add(t0 + 59_999, 98, 1, 98);
    bars.add(t0 + 60_000, 99, 2, 198);
    expect(bars.bars).toEqual([
      { minute: t0, open: 100, high: 105, low: 98, close: 98, volume: 16, value: 1_623 },
      { minute: t0 + 60_000, open: 99, high: 99, low: 99, close: 99, volume: 2, value: 198 },
    ]);
  });
});
