import { describe, expect, it } from 'vitest';
import { meanIntervals, printFigures, secondsOf } from './prints.ts';
import { passes } from './report.ts';

describe('VN30 print figures', () => {
  it('gives each name its mean seconds between prints over every window read, slowest first', () => {
    const intervals = meanIntervals([
      { symbol: 'FPT', prints: 100, seconds: 300 },
      { symbol: 'VIB', prints: 20, seconds: 300 },
      { symbol: 'FPT', prints: 50, seconds: 300 },
      { symbol: 'VIB', prints: 40, seconds: 300 },
      { symbol: 'SSB', prints: 0, seconds: 300 },
    ]);
    expect(intervals).toEqual([
      { symbol: 'SSB', interval: Infinity },
      { symbol: 'VIB', interval: 10 },
      { symbol: 'FPT', interval: 4 },
    ]);
    expect(secondsOf('09:15:01')).toBe(33_301);
    expect(secondsOf('10:00')).toBe(36_000);
  });

  it('judges the slowest name against one print every 10 s', () => {
    const served = [
      { symbol: 'FPT', prints: 150, seconds: 300 },
      { symbol: 'VIB', prints: 29, seconds: 300 },
    ];
    const fresh = {
      first20: [{ symbol: 'FPT', prints: 5, seconds: 20 }],
      first60: [{ symbol: 'FPT', prints: 12, seconds: 60 }],
    };
    const lines = printFigures(served, fresh);
    expect(lines.map((l) => [l.sim, passes(l)])).toEqual([
      [2, true],
      [300 / 29, false],
      [5, true],
      [1, false],
    ]);
  });
});
