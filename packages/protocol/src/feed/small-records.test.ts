import { describe, expect, it } from 'vitest';
import { formatIntradayHistory, parseIntradayHistory } from './intraday-history.ts';
import {
  indexSummarySchema,
  topInterestColour,
  topInterestRowSchema,
  worldIndexSchema,
} from './market-summary.ts';
import {
  industrySchema,
  industrySymbols,
  stockListEntrySchema,
  stockListMarket,
  watchlistCategorySchema,
} from './reference-lists.ts';

describe('small feed records', () => {
  it('reads the market summary, world index and top-interest rows', () => {
    expect(
      indexSummarySchema.safeParse({ totalValue: 1e13, aggreementValue: 5e11, frvalue: 2e12 }).success,
    ).toBe(true);
    expect(indexSummarySchema.safeParse({ totalValue: -1, aggreementValue: 0, frvalue: 0 }).success).toBe(
      false,
    );
    expect(worldIndexSchema.parse({ index: 'Dow 30', last: '39000.5', change: '-120.3' })).toEqual({
      index: 'Dow 30',
      last: 39000.5,
      change: -120.3,
    });
    expect(
      topInterestRowSchema.safeParse({
        NAME: 'FPT',
        LAST_POINT: 101.5,
        CHANGE: 1.5,
        PERCENT_CHANGE: 1.5,
        COLOR: 'green',
      }).success,
    ).toBe(true);
    expect(
      topInterestRowSchema.safeParse({
        NAME: 'FPT',
        LAST_POINT: 'x',
        CHANGE: 1.5,
        PERCENT_CHANGE: 1.5,
        COLOR: 'green',
      }).success,
    ).toBe(false);
    expect(['green', 'RED', 'yellow'].map(topInterestColour)).toEqual(['i', 'd', 'e']);
  });

  it('reads intraday history: openPrice first, merged to one point per minute', () => {
    const wire = [
      { openPrice: 1250.1 },
      { time: '09:16', close: 1251, volume: 10 },
      { time: '09:15', close: 1250.5, volume: 5 },
      { time: '09:16', close: 1252, volume: 7 },
    ];
    const parsed = parseIntradayHistory(wire);
    expect(parsed).toEqual({
      ok: true,
      value: {
        openPrice: 1250.1,
        points: [
          { time: '09:15', close: 1250.5, volume: 5 },
          { time: '09:16', close: 1252, volume: 17 },
        ],
      },
    });
    if (parsed.ok) expect(parseIntradayHistory(formatIntradayHistory(parsed.value))).toEqual(parsed);
    expect(parseIntradayHistory([]).ok).toBe(false);
    expect(parseIntradayHistory([{ time: '09:15', close: 1, volume: 1 }]).ok).toBe(false);
    expect(parseIntradayHistory([{ openPrice: 1 }, { time: '9:15', close: 1, volume: 1 }]).ok).toBe(false);
    expect(parseIntradayHistory([{ openPrice: 1 }, { time: '09:15', close: 1, volume: -1 }]).ok).toBe(false);
  });

  it('reads stock list entries and their market', () => {
    const entry = stockListEntrySchema.parse({
      stock_code: 'FPT',
      name_vn: 'CTCP FPT',
      name_en: 'FPT Corp',
      post_to: 'STO',
    });
    expect(stockListMarket(entry)).toBe('HSX');
    expect(stockListMarket({ post_to: 'UPX' })).toBe('UPCOM');
    expect(stockListEntrySchema.safeParse({ stock_code: 'FPT', name_vn: 'x', post_to: 'NYSE' }).success).toBe(
      false,
    );
  });

  it('reads industries and watchlist categories', () => {
    const industry = industrySchema.parse({
      id: 1,
      sequence: 1,
      name: 'Ngân hàng',
      path: 'nganh-taichinh',
      symbols: 'VCB, BID,CTG,',
    });
    expect(industrySymbols(industry)).toEqual(['VCB', 'BID', 'CTG']);
    expect(industrySchema.safeParse({ ...industry, path: 'bank' }).success).toBe(false);
    const category = {
      id: 'mac-dinh',
      name: 'Mặc định',
      path: 'mac-dinh',
      type: 'watchlist',
      value: ['FPT'],
      sequence: 0,
    };
    expect(watchlistCategorySchema.parse(category).pinnedRow).toEqual([]);
    expect(watchlistCategorySchema.safeParse({ ...category, name: 'x'.repeat(21) }).success).toBe(false);
    expect(watchlistCategorySchema.safeParse({ ...category, name: '  ' }).success).toBe(false);
    expect(
      watchlistCategorySchema.safeParse({
        ...category,
        value: Array.from({ length: 101 }, (_, i) => `S${i}`),
      }).success,
    ).toBe(false);
  });
});
