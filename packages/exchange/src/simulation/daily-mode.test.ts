import { priceBand } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { simulateDailyHistory } from './daily-mode.ts';

describe('daily mode', () => {
  const history = simulateDailyHistory(5, 20, '2026-11-23');

  it('closes every stock inside the band of its reference and chains references', () => {
    const outside: string[] = [];
    history.closes.forEach((close, d) => {
      close.forEach((price, i) => {
        const band = priceBand({
          ref: history.references[d]![i]!,
          market: history.markets[i]!,
          kind: 'stock',
        });
        if (price < band.floor || price > band.ceiling)
          outside.push(`${history.symbols[i]} ${history.dates[d]}`);
        if (d > 0 && history.references[d]![i] !== history.closes[d - 1]![i])
          outside.push(`ref ${history.symbols[i]}`);
      });
    });
    expect(outside).toEqual([]);
    expect(history.dates[1]).toBe('2026-11-24');
  }, 30_000);

  it('is deterministic and moves the indexes from their levels', () => {
    expect(simulateDailyHistory(5, 20, '2026-11-23').indexes.VNINDEX).toEqual(history.indexes.VNINDEX);
    const vnindex = history.indexes.VNINDEX!;
    expect(vnindex[0]).toBeGreaterThan(1_000);
    expect(new Set(vnindex).size).toBeGreaterThan(15);
  }, 30_000);
});
