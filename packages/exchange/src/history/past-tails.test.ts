import { describe, expect, it } from 'vitest';
import { PastMarketHistory } from './past-history.ts';

// The generated past's index tails (market-calibration.md: VN-Index daily kurtosis 10.6, daily sd
// 1.34% and a largest move of 6.77% over a year), measured as the fidelity benchmark does: over each
// of the past's two years, then the mean of the two.
const LIVE = '2026-11-23';
const YEAR = 250;

const kurtosis = (r: readonly number[]): number => {
  const m = r.reduce((a, b) => a + b, 0) / r.length;
  const v = r.reduce((a, b) => a + (b - m) ** 2, 0) / r.length;
  return r.reduce((a, b) => a + (b - m) ** 4, 0) / r.length / (v * v);
};
const sd = (r: readonly number[]): number => {
  const m = r.reduce((a, b) => a + b, 0) / r.length;
  return Math.sqrt(r.reduce((a, b) => a + (b - m) ** 2, 0) / r.length);
};

describe('generated past: the index tails of each year', { timeout: 120_000 }, () => {
  it.each([1, 2, 3])(
    'gives VN-Index, seed %i, a kurtosis within 30% of the real 10.6 at its daily sd, every year a crash week',
    (seed) => {
      const past = new PastMarketHistory({ seed, firstLiveDate: LIVE, cacheSize: 1 });
      const r = past.indexBars('VNINDEX').map((b) => b.close / b.previousClose - 1);
      const length = Math.min(YEAR, Math.floor(r.length / 2));
      const years = [r.slice(-length), r.slice(-2 * length, -length)];
      const mean = (f: (y: number[]) => number) => (f(years[0]!) + f(years[1]!)) / 2;
      expect(mean(kurtosis)).toBeGreaterThan(0.7 * 10.6);
      expect(mean(kurtosis)).toBeLessThan(1.3 * 10.6);
      expect(mean(sd)).toBeGreaterThan(0.7 * 0.0134);
      expect(mean(sd)).toBeLessThan(1.3 * 0.0134);
      for (const year of years) {
        // A crash week: big days of 3.5 times the year's sd or more (the band keeps each under 7%).
        const s = sd(year);
        expect(year.filter((x) => Math.abs(x) >= 3.5 * s).length).toBeGreaterThanOrEqual(2);
        expect(Math.max(...year.map(Math.abs))).toBeLessThan(0.07);
      }
    },
  );
});
