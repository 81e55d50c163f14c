import { describe, expect, it } from 'vitest';
import { REFERENCE } from '../reference/reference-data.ts';
import { CompanyDataSource, generateCompanyData } from './company-data.ts';
import { completedQuarters } from './financials.ts';

const asOf = '2026-11-23';
const sample = REFERENCE.stocks.filter((_, i) => i % 37 === 0);

describe('company data', () => {
  it('is a pure function of seed, symbol and date', () => {
    const stock = REFERENCE.stocks[0]!;
    expect(generateCompanyData(7, stock, asOf)).toEqual(generateCompanyData(7, stock, asOf));
    expect(generateCompanyData(7, stock, asOf)).not.toEqual(generateCompanyData(8, stock, asOf));
  });

  it('keeps assets = liabilities + equity in every balance sheet', () => {
    for (const stock of sample) {
      const { financials } = generateCompanyData(1, stock, asOf);
      for (const b of [...financials.quarterlyBalance, ...financials.annualBalance]) {
        expect(b.totalAssets).toBe(b.liabilities + b.equity);
        expect(b.totalLiabilitiesAndEquity).toBe(b.totalAssets);
        expect(b.currentAssets + b.longTermAssets).toBe(b.totalAssets);
        expect(b.charterCapital + b.sharePremium + b.retainedEarnings).toBe(b.equity);
        expect(b.charterCapital).toBe(stock.listedShares * 10_000);
      }
    }
  });

  it('reports EPS from shares and a trailing P/E that matches the reference price', () => {
    for (const stock of sample) {
      const { financials } = generateCompanyData(1, stock, asOf);
      expect(financials.quarterlyIncome).toHaveLength(8);
      expect(financials.annualIncome).toHaveLength(5);
      const trailing = financials.quarterlyIncome.slice(-4).reduce((sum, q) => sum + q.netProfit, 0);
      const pe = stock.refPrice / (trailing / stock.listedShares);
      expect(Math.abs(pe - financials.pe) / financials.pe).toBeLessThan(0.05);
      expect(financials.pe).toBeGreaterThan(4);
      expect(financials.pe).toBeLessThan(30);
      for (const q of [...financials.quarterlyIncome, ...financials.annualIncome]) {
        expect(q.eps).toBe(Math.round(q.netProfit / stock.listedShares));
        expect(q.revenue - q.costOfGoodsSold).toBe(q.grossProfit);
        expect(q.profitBeforeTax - q.incomeTax).toBe(q.netProfit);
        expect(q.costOfGoodsSold).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('fills people, news bodies in both languages, events with dates in order, and insider transfers', () => {
    const data = new CompanyDataSource(1, asOf).get('FPT');
    expect(data?.profile.nameEn).toBe('FPT Corporation');
    expect(data?.legalRepresentative.position.en).toBe('Chief Executive Officer');
    expect(data?.news.length).toBeGreaterThanOrEqual(5);
    for (const item of data?.news ?? [])
      expect(item.body.vi.length > 50 && item.body.en.length > 50).toBe(true);
    for (const event of data?.events ?? []) {
      if (event.kind === 'rights-issue')
        expect(
          event.subscriptionStart > event.recordDate && event.subscriptionEnd > event.subscriptionStart,
        ).toBe(true);
      if (event.kind === 'cash-dividend')
        expect(event.recordDate > event.exDate && event.paymentDate > event.exDate).toBe(true);
    }
    const ratios = data?.shareholders.reduce((sum, s) => sum + s.ratio, 0) ?? 0;
    expect(ratios).toBeLessThanOrEqual(1);
    expect(data?.insiderTransfers.length).toBeGreaterThan(0);
    expect(new CompanyDataSource(1, asOf).get('NOPE')).toBeUndefined();
  });

  it("chains each insider's trades into the holding the profile shows", () => {
    for (const stock of REFERENCE.stocks.filter((_, i) => i % 5 === 0)) {
      const data = generateCompanyData(1, stock, asOf);
      for (const person of data.management) {
        // as listed (newest first), read oldest first
        const trades = data.insiderTransfers
          .filter((t) => t.name === person.name && t.position === person.position)
          .reverse();
        for (const [k, trade] of trades.entries())
          if (k > 0) expect(trade.from >= trades[k - 1]!.from, trade.id).toBe(true);
        for (const [k, trade] of trades.entries()) {
          expect(trade.before, trade.id).toBeGreaterThanOrEqual(0);
          expect(trade.after - trade.before, trade.id).toBe(
            trade.side === 'buy' ? trade.executedVolume : 0 - trade.executedVolume,
          );
          const next = trades[k + 1];
          expect(trade.after, trade.id).toBe(next ? next.before : person.shares);
        }
      }
    }
  });

  it('writes a quarter in the news as the financials tab does (Q3/2026)', () => {
    const texts = sample.flatMap((stock) =>
      generateCompanyData(1, stock, asOf).news.flatMap((item) => [item.title.vi, item.title.en]),
    );
    const quarterly = texts.filter((text) => /lợi nhuận quý|net profit of/.test(text));
    expect(quarterly.length).toBeGreaterThan(0);
    for (const text of quarterly) {
      expect(text).toMatch(/Q[1-4]\/\d{4}/);
      expect(text).not.toMatch(/\d{4}-Q[1-4]/);
    }
  });

  it('lists completed quarters before the date', () => {
    expect(completedQuarters('2026-11-23', 3)).toEqual([
      [2026, 1],
      [2026, 2],
      [2026, 3],
    ]);
    expect(completedQuarters('2026-02-01', 1)).toEqual([[2025, 4]]);
  });
});
