import { describe, expect, it } from 'vitest';
import { boardMarket, depthParams, indexList, stockPriceQuery, symbolList } from './board-queries.ts';

describe('board queries', () => {
  it('reads symbol lists: trims, upper-cases, drops blanks and duplicates', () => {
    expect(symbolList.parse(' fpt,VNM,,FPT ')).toEqual(['FPT', 'VNM']);
    expect(symbolList.safeParse('FPT;VNM').success).toBe(false);
    expect(symbolList.safeParse(',,').success).toBe(false);
    expect(symbolList.safeParse(Array.from({ length: 501 }, (_, i) => `S${i}`).join(',')).success).toBe(
      false,
    );
  });

  it('reads markets by any spec spelling and refuses others', () => {
    expect(boardMarket.parse('STO')).toBe('HSX');
    expect(boardMarket.parse('stx')).toBe('HNX');
    expect(boardMarket.parse('UPX')).toBe('UPCOM');
    expect(boardMarket.parse('HCX')).toBe('HCX');
    const bad = boardMarket.safeParse('NYSE');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('unknown market');
  });

  it('reads index codes of either generation', () => {
    expect(indexList.parse('10,11,02,03')).toEqual(['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX']);
    expect(indexList.parse('001,VN30')).toEqual(['VNINDEX', 'VN30']);
    expect(indexList.safeParse('10,99').success).toBe(false);
  });

  it('needs symbols or a market for getStockPrice', () => {
    expect(stockPriceQuery.safeParse({}).success).toBe(false);
    expect(stockPriceQuery.parse({ board: 'G4', market: 'STX' })).toEqual({ board: 'G4', market: 'HNX' });
  });

  it('reads the depth request SYM,S', () => {
    expect(depthParams.parse({ request: 'vn30f1m,s' })).toEqual({
      request: { symbol: 'VN30F1M', side: 'S' },
    });
    expect(depthParams.safeParse({ request: 'FPT,X' }).success).toBe(false);
  });
});
