import { dayOfWeek, isOnTick, tradingDaysBetween } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { generateReferenceData } from './generate-reference.ts';
import { isIndustrySlug, INDUSTRIES } from './industries.ts';
import { HNX30_SYMBOLS, VN30_SYMBOLS } from './known-companies.ts';
import { futuresOn, REFERENCE, warrantsTradingOn } from './reference-data.ts';

const bySymbol = new Map(REFERENCE.stocks.map((s) => [s.symbol, s]));
const count = (exchange: string): number => REFERENCE.stocks.filter((s) => s.exchange === exchange).length;

describe('reference data', () => {
  it('the committed data files equal the generator output (run data/generate.ts after a change)', () => {
    const fresh = generateReferenceData();
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(JSON.parse(JSON.stringify(REFERENCE)));
  });

  it('fills each exchange to its minimum count with unique symbols', () => {
    expect(count('HSX')).toBeGreaterThanOrEqual(400);
    expect(count('HNX')).toBeGreaterThanOrEqual(150);
    expect(count('UPCOM')).toBeGreaterThanOrEqual(300);
    const all = [...REFERENCE.stocks, ...REFERENCE.etfs, ...REFERENCE.warrants, ...REFERENCE.bonds].map(
      (i) => i.symbol,
    );
    expect(new Set(all).size).toBe(all.length);
    expect(REFERENCE.etfs.length).toBeGreaterThanOrEqual(10);
    expect(REFERENCE.warrants.length).toBeGreaterThanOrEqual(50);
    expect(REFERENCE.bonds.length).toBeGreaterThanOrEqual(10);
  });

  it('lists every VN30 constituent on HOSE and every HNX30 constituent on HNX, by real name', () => {
    for (const symbol of VN30_SYMBOLS)
      expect(bySymbol.get(symbol)).toMatchObject({ exchange: 'HSX', invented: false });
    for (const symbol of HNX30_SYMBOLS)
      expect(bySymbol.get(symbol)).toMatchObject({ exchange: 'HNX', invented: false });
    expect(bySymbol.get('FPT')?.nameEn).toBe('FPT Corporation');
  });

  it('gives every stock a valid industry, an on-tick price, free float and room (banks 30%)', () => {
    expect(INDUSTRIES).toHaveLength(20);
    for (const s of REFERENCE.stocks) {
      expect(isIndustrySlug(s.industry)).toBe(true);
      expect(isOnTick(s.exchange, 'stock', s.refPrice)).toBe(true);
      expect(s.freeFloat).toBeGreaterThan(0);
      expect(s.foreignOwned).toBeLessThanOrEqual(s.foreignLimit);
      expect(s.simulated).toBe(true);
    }
    expect(bySymbol.get('VCB')?.foreignLimit).toBe(0.3);
    expect(bySymbol.get('FPT')?.foreignLimit).toBe(0.49);
  });

  it('codes covered warrants C + underlying + YY + sequence, last trade two trading days before maturity', () => {
    for (const w of REFERENCE.warrants) {
      expect(w.symbol).toMatch(new RegExp(`^C${w.underlying}${w.issueDate.slice(2, 4)}\\d{2}$`));
      expect(bySymbol.get(w.underlying)?.exchange).toBe('HSX');
      expect(tradingDaysBetween(w.lastTradingDate, w.maturityDate)).toBe(2);
      expect(w.firstTradingDate > w.issueDate).toBe(true);
      expect(w.ratio).toBeGreaterThan(0);
      expect(w.refPrice % 10).toBe(0);
    }
    expect(warrantsTradingOn(REFERENCE.generatedFor).length).toBeGreaterThanOrEqual(50);
  });

  it('lists VN30F1M, F2M, F1Q, F2Q maturing on third Thursdays', () => {
    const futures = futuresOn('2026-11-23');
    expect(futures.map((f) => f.symbol)).toEqual(['VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q']);
    expect(futures.map((f) => f.contract)).toEqual(['VN30F2612', 'VN30F2701', 'VN30F2703', 'VN30F2706']);
    for (const f of futures) {
      expect(dayOfWeek(f.maturityDate)).toBe(4);
      const day = Number(f.maturityDate.slice(8));
      expect(day).toBeGreaterThanOrEqual(15);
      expect(day).toBeLessThanOrEqual(21);
    }
    expect(futuresOn('2026-11-19')[0]?.maturityDate).toBe('2026-11-19');
  });

  it('gives bonds coupon, par and a maturity after issue', () => {
    for (const b of REFERENCE.bonds) {
      expect(b.par).toBe(100_000);
      expect(b.coupon).toBeGreaterThan(0.05);
      expect(b.maturityDate > b.issueDate).toBe(true);
    }
  });
});
