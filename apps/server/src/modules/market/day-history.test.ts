import { describe, expect, it } from 'vitest';
import { DayHistory } from './day-history.ts';
import type { DailyBar } from './day-history.ts';

const bar = (k: number): DailyBar => ({
  date: `D${String(k).padStart(4, '0')}`,
  reference: 100_000 + k,
  open: 100_100 + k,
  high: 100_500 + k,
  low: 99_500 + k,
  close: 100_200 + k,
  volume: 1_000_000 * k,
  value: 123_456_789_012 * k + 0.5,
  putThroughVolume: k,
  foreignBuyVolume: 2 * k,
  foreignSellVolume: 3 * k,
  foreignBuyValue: 4_000_000_000 * k,
  foreignSellValue: 5_000_000_000 * k,
  foreignRoom: 3_000_000_000 - k,
});

describe('DayHistory', () => {
  it('gives the days back newest first, field for field, as it grows', () => {
    const days = new DayHistory(100);
    expect(days.latest(5)).toEqual([]);
    for (let k = 1; k <= 40; k += 1) days.push(bar(k));
    expect(days.size).toBe(40);
    expect(days.latest(3)).toEqual([bar(40), bar(39), bar(38)]);
    expect(days.latest(1000)).toEqual(Array.from({ length: 40 }, (_, i) => bar(40 - i)));
    expect(Object.keys(days.latest(1)[0]!)).toEqual(Object.keys(bar(1)));
  });

  it('keeps the newest `capacity` days', () => {
    const days = new DayHistory(7);
    for (let k = 1; k <= 23; k += 1) days.push(bar(k));
    expect(days.size).toBe(7);
    expect(days.latest(100)).toEqual(Array.from({ length: 7 }, (_, i) => bar(23 - i)));
    expect(days.latest(2)).toEqual([bar(23), bar(22)]);
  });
});
