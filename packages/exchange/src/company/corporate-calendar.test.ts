import { addTradingDays, exRightsReference } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { REFERENCE } from '../reference/reference-data.ts';
import { generateCompanyData } from './company-data.ts';
import { CorporateCalendar } from './corporate-calendar.ts';

const ASOF = '2026-11-23';

describe('the corporate-action calendar', () => {
  const calendar = new CorporateCalendar(1, ASOF, REFERENCE.stocks);

  it('is the same for the same seed and day, and the company data shows the same events', () => {
    const again = new CorporateCalendar(1, ASOF, REFERENCE.stocks);
    expect(again.live()).toEqual(calendar.live());
    const stock = REFERENCE.stocks.find((s) => calendar.eventsOf(s.symbol).length > 0)!;
    expect(generateCompanyData(1, stock, ASOF).events).toEqual(calendar.eventsOf(stock.symbol));
  });

  it('puts several ex-dates of each kind within the first five trading days', () => {
    const firstDays = calendar.live().filter((e) => e.event.exDate <= addTradingDays(ASOF, 5));
    const kinds = new Set(firstDays.map((e) => e.event.kind));
    expect(firstDays.length).toBeGreaterThanOrEqual(20);
    expect(kinds).toEqual(new Set(['cash-dividend', 'stock-dividend', 'rights-issue']));
    for (const { event } of firstDays) {
      expect(event.recordDate).toBe(addTradingDays(event.exDate, 1));
      if (event.kind === 'cash-dividend') expect(event.paymentDate > event.recordDate).toBe(true);
      if (event.kind === 'stock-dividend') expect(event.listingDate > event.paymentDate).toBe(true);
      if (event.kind === 'rights-issue') {
        expect(event.subscriptionStart > event.recordDate).toBe(true);
        expect(event.listingDate > event.subscriptionEnd).toBe(true);
      }
    }
  });

  it('has bonus shares in the first days, dated and adjusted as a stock dividend', () => {
    const firstDays = calendar.live().filter((e) => e.event.exDate <= addTradingDays(ASOF, 5));
    const bonus = firstDays.find((e) => e.event.kind === 'stock-dividend' && e.event.bonus === true);
    expect(bonus).toBeDefined();
    const { symbol, event } = bonus!;
    if (event.kind !== 'stock-dividend') throw new Error('not a share issue');
    expect(event.title.vi).toBe(`Phát hành cổ phiếu thưởng tỷ lệ ${event.ratio}`);
    expect(event.title.en).toBe(`Bonus shares at ${event.ratio}`);
    expect(event.recordDate).toBe(addTradingDays(event.exDate, 1));
    expect(event.paymentDate).toBe(addTradingDays(event.recordDate, 5));
    expect(event.listingDate).toBe(addTradingDays(event.recordDate, 10));
    const [held, got] = event.ratio.split(':').map(Number);
    const action = calendar.actionsOn(event.exDate).get(symbol)!;
    expect(action.stockRatio).toBeGreaterThanOrEqual(got! / held!);
    // 100:20 on a close of 30,000: 30,000 / 1.2 = 25,000.
    expect(exRightsReference(30_000, { stockRatio: 0.2 })).toBe(25_000);
    expect(exRightsReference(30_000, action)).toBeLessThanOrEqual(
      exRightsReference(30_000, { stockRatio: got! / held! }),
    );
  });

  it('gives the ex-date adjustments of a day, none on or before the first live day', () => {
    const { symbol, event } = calendar.live()[0]!;
    const actions = calendar.actionsOn(event.exDate);
    expect(actions.has(symbol)).toBe(true);
    if (event.kind === 'cash-dividend')
      expect(actions.get(symbol)!.cash).toBeGreaterThanOrEqual(event.perShare);
    expect(calendar.actionsOn(ASOF).size).toBe(0);
    expect(calendar.actionsOn('2025-01-02').size).toBe(0);
  });
});
