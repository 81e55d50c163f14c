// The info host as a client sees it: company data, lists and history of the real app, each reply
// validated against its schema, paging honoured, bad queries answered 400/404 with JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectShape as expectReplyShape } from '../../testing/expect-shape.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  associatesSchema,
  companyInfoSchema,
  etfListSchema,
  eventsPageSchema,
  historyPageSchema,
  managementSchema,
  newsDetailSchema,
  newsPageSchema,
  reportSchema,
  topInterestReplySchema,
  transfersPageSchema,
  warrantTermsPageSchema,
  worldIndexReplySchema,
} from '@sen/protocol';
import { addDays, adjustWarrantTerms } from '@sen/market';

let t: TestApp;

const expectShape = <S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>> =>
  expectReplyShape(t, `/info${path}`, schema);

beforeAll(async () => {
  t = await startTestApp({ clockStart: '10:30' });
});
afterAll(async () => t?.stop());

describe('info host', () => {
  it('describes a company: profile, people, associates', async () => {
    const info = await expectShape('/companyInfo.pt?symbol=FPT', companyInfoSchema);
    expect(info.symbol).toBe('FPT');
    const people = await expectShape('/stockMangement.pt?symbol=fpt', managementSchema);
    expect(people.management.length).toBeGreaterThan(0);
    await expectShape('/associate.pt?symbol=FPT', associatesSchema);
  });

  it('pages quarterly and annual statements', async () => {
    const quarters = await expectShape('/stockReport.pt?symbol=FPT&type=Q&report=IS&size=4', reportSchema);
    expect(quarters.items).toHaveLength(4);
    expect(String(quarters.items[0]!.period) > String(quarters.items[1]!.period)).toBe(true);
    expect(quarters.items[0]!.period).toMatch(/-Q[1-4]$/);
    const years = await expectShape('/stockReport.pt?symbol=FPT&type=Y&report=BS', reportSchema);
    expect(years.items[0]!.period).toMatch(/^\d{4}$/);
    expect(years.items[0]).toHaveProperty('totalAssets');
  });

  it('pages news and opens one item', async () => {
    const first = await expectShape('/stockNews.pt?symbol=VNM&page=1&size=2', newsPageSchema);
    expect(first.items.length).toBeLessThanOrEqual(2);
    const id = first.items[0]!.id;
    const detail = await expectShape(`/newsDetail.pt?id=${id}`, newsDetailSchema);
    expect(detail.id).toBe(id);
    expect(detail.body.vi.length).toBeGreaterThan(0);
    if (first.total > 2) {
      const second = await expectShape('/stockNews.pt?symbol=VNM&page=2&size=2', newsPageSchema);
      expect(second.items[0]!.id).not.toBe(id);
    }
  });

  it('lists events, insider transfers and the daily history', async () => {
    await expectShape('/stockEvents.pt?symbol=FPT', eventsPageSchema);
    await expectShape('/transferData.pt?symbol=FPT&size=5', transfersPageSchema);
    const history = await expectShape('/stockHis.pt?symbol=FPT', historyPageSchema);
    expect(history.items[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(history.items[0]!.foreignRoom).toBeGreaterThanOrEqual(0);
    expect(history.items[0]!.foreignBuyVolume).toBeGreaterThanOrEqual(0);
  });

  it.each(['FPT', 'SHS', 'ACV'])(
    'serves about two years of %s days: live day first, then the generated past ending at its reference',
    async (symbol) => {
      const all = await expectShape(`/stockHis.pt?symbol=${symbol}&size=1000`, historyPageSchema);
      expect(all.total).toBeGreaterThan(480);
      expect(all.items).toHaveLength(all.total);
      const [today, yesterday] = all.items;
      expect(yesterday!.close).toBe(today!.reference);
      // A day's reference is the close before it, adjusted on the ex-date of a dividend or rights issue.
      const events = await expectShape(`/stockEvents.pt?symbol=${symbol}&size=100`, eventsPageSchema);
      const exDates = events.items.filter((event) => event.kind !== 'agm').map((event) => event.exDate);
      let adjusted = 0;
      for (let i = 1; i < all.items.length; i += 1) {
        const newer = all.items[i - 1]!;
        const day = all.items[i]!;
        expect(day.date < newer.date, `${day.date} before ${newer.date}`).toBe(true);
        expect(day.change).toBe(day.close - day.reference);
        if (i === 1 || newer.reference === day.close) continue;
        expect(
          exDates.some((exDate) => day.date < exDate && exDate <= newer.date),
          `${newer.date}: reference ${newer.reference} after close ${day.close}`,
        ).toBe(true);
        adjusted += 1;
      }
      expect(adjusted).toBeLessThanOrEqual(exDates.length);
      const traded = all.items.filter((day) => day.volume > 0);
      expect(traded.length).toBeGreaterThan(all.total / 2);
      expect(traded.some((day) => day.foreignBuyVolume > 0)).toBe(true);
      const oldest = all.items.at(-1)!.date;
      expect(Date.parse(today!.date) - Date.parse(oldest)).toBeGreaterThan(700 * 86_400_000);
      // Paging and the date range cut the same list.
      const page = await expectShape(`/stockHis.pt?symbol=${symbol}&page=3&size=20`, historyPageSchema);
      expect(page.items.map((day) => day.date)).toEqual(all.items.slice(40, 60).map((day) => day.date));
      const from = all.items[100]!.date;
      const to = all.items[90]!.date;
      const range = await expectShape(
        `/stockHis.pt?symbol=${symbol}&from=${from}&to=${to}&size=100`,
        historyPageSchema,
      );
      expect(range.total).toBe(11);
    },
  );

  it("serves every warrant's terms adjusted after its underlying's ex-dates, by the closes /stockHis.pt serves", async () => {
    const page = await expectShape('/warrantTerms.pt', warrantTermsPageSchema);
    expect(page.items.length).toBeGreaterThan(10);
    const adjusted = page.items.filter((w) => w.adjustments.length > 0);
    expect(adjusted.length).toBeGreaterThan(0);
    for (const w of adjusted.slice(0, 3)) {
      expect(adjustWarrantTerms(w, w.adjustments)).toEqual({
        exercisePrice: w.adjustedExercisePrice,
        ratio: w.adjustedRatio,
      });
      expect(w.adjustedExercisePrice).not.toBe(w.exercisePrice);
      const { exDate, close } = w.adjustments[0]!;
      const before = await expectShape(
        `/stockHis.pt?symbol=${w.underlying}&to=${addDays(exDate, -1)}&size=1`,
        historyPageSchema,
      );
      expect(before.items[0]!.close).toBe(close);
    }
    for (const w of page.items.filter((item) => item.adjustments.length === 0))
      expect([w.adjustedExercisePrice, w.adjustedRatio]).toEqual([w.exercisePrice, w.ratio]);
  });

  it('lists ETFs, world indexes and the top-interest stocks', async () => {
    const all = await expectShape('/listETF.pt', etfListSchema);
    const hose = await expectShape('/listETF.pt?market=STO', etfListSchema);
    expect(hose.length).toBeLessThanOrEqual(all.length);
    expect(hose.every((etf) => etf.marketId === 'STO')).toBe(true);
    const world = await expectShape('/worldIndex', worldIndexReplySchema);
    expect(world.map((row) => row.index)).toEqual(['Dow 30', 'S&P 500', 'Nasdaq']);
    const top = await expectShape('/topStockInterested?count=10', topInterestReplySchema);
    expect(top.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['/companyInfo.pt?symbol=NOPE1', 404],
    ['/companyInfo.pt', 400],
    ['/stockReport.pt?symbol=FPT&type=W', 400],
    ['/stockReport.pt?symbol=FPT&report=CF', 400],
    ['/stockNews.pt?symbol=FPT&size=1000', 400],
    ['/newsDetail.pt?id=FPT-N9999', 404],
    ['/newsDetail.pt?id=<script>', 400],
    ['/stockHis.pt?symbol=NOPE1', 404],
    ['/stockHis.pt?symbol=FPT&size=1001', 400],
    ['/stockHis.pt?symbol=FPT&from=2027-02-30', 400],
    ['/listETF.pt?market=NYSE', 400],
    ['/topStockInterested?count=0', 400],
  ])('%s -> %i', async (path, status) => {
    const reply = await t.get(`/info${path}`);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ statusCode: status, message: expect.any(String) });
  });
});

describe('info host: an inverted date range is bad input', () => {
  it('refuses /stockHis.pt with from after to, with the reason', async () => {
    const reply = await t.get('/info/stockHis.pt?symbol=FPT&from=2026-12-01&to=2025-01-01');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      statusCode: 400,
      error: 'FST_ERR_VALIDATION',
      message: 'from: from must not be after to',
    });
    expect((await t.get('/info/stockHis.pt?symbol=FPT&from=2025-01-01&to=2025-01-01')).status).toBe(200);
  });
});

describe('info host: coded failures of the catalogue keep their REST body (docs/api.md)', () => {
  it.each([
    [
      '/companyInfo.pt?symbol=NOPE1',
      { statusCode: 404, error: 'unknown_symbol', message: 'No company data for NOPE1' },
    ],
    ['/newsDetail.pt?id=FPT-N9999', { statusCode: 404, error: 'not_found', message: 'No news FPT-N9999' }],
    [
      '/stockHis.pt?symbol=NOPE1',
      { statusCode: 404, error: 'unknown_symbol', message: 'Unknown symbol NOPE1' },
    ],
  ])('%s', async (path, body) => {
    const reply = await t.get(`/info${path}`);
    expect(reply.status).toBe(body.statusCode);
    expect(reply.body).toEqual(body);
  });
});
