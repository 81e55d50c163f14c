// `/getIndexHistories/?resolution=D`: an index's daily bars as a client sees them: the generated
// past ending at today's reference level, then today's running day; the intraday form unchanged.
import { historyWindowStart, INDEX_DEFINITIONS, pastTradingDays, type ExchangeEvent } from '@sen/exchange';
import { addTradingDays } from '@sen/market';
import { indexDailyHistorySchema, intradayHistorySchema, symbolMinuteBarsSchema } from '@sen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectShape as expectReplyShape } from '../../testing/expect-shape.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { PastHistorySource } from '../info/past-history-source.ts';
import type { MarketRuntime } from '../market/market-runtime.ts';
import { MarketStore } from '../market/market-store.ts';
import { IndexDailyHistoryService } from './index-daily-history.ts';

let t: TestApp;

const expectShape = <S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>> =>
  expectReplyShape(t, `/board${path}`, schema);

beforeAll(async () => {
  t = await startTestApp({ clockStart: '10:30' });
});
afterAll(async () => t?.stop());

describe('daily index histories', () => {
  it.each([
    ['10', 'VNINDEX'],
    ['11', 'VN30'],
    ['02', 'HNXINDEX'],
    ['03', 'UPCOMINDEX'],
  ])('indexId=%s gives about two years of %s days ending at today', async (code, id) => {
    const history = await expectShape(
      `/getIndexHistories/?resolution=D&indexId=${code}`,
      indexDailyHistorySchema,
    );
    expect(history.indexId).toBe(id);
    expect(history.data.length).toBeGreaterThan(480);
    const today = history.data.at(-1)!;
    const yesterday = history.data.at(-2)!;
    // The past ends at the level the live day started from.
    const level = INDEX_DEFINITIONS.find((definition) => definition.id === id)!.level;
    expect(yesterday.close).toBeCloseTo(level, 1);
    expect(today.previousClose).toBeCloseTo(yesterday.close, 1);
    for (let i = 1; i < history.data.length; i += 1) {
      const day = history.data[i]!;
      expect(day.date > history.data[i - 1]!.date).toBe(true);
      expect(day.low).toBeLessThanOrEqual(Math.min(day.open, day.close));
      expect(day.high).toBeGreaterThanOrEqual(Math.max(day.open, day.close));
    }
    expect(history.data.filter((day) => day.volume > 0).length).toBeGreaterThan(480);
  });

  it('keeps the intraday form and the minute bars of a symbol', async () => {
    const intraday = await expectShape('/getIndexHistories/?resolution=1&indexId=10', intradayHistorySchema);
    expect(intraday.openPrice).toBeGreaterThan(0);
    await expectShape('/getIndexHistories/?indexId=10', intradayHistorySchema);
    await expectShape('/getintradaychart/FPT', symbolMinuteBarsSchema);
  });

  it.each(['/getIndexHistories/?resolution=W&indexId=10', '/getIndexHistories/?resolution=D&indexId=10,11'])(
    '%s -> 400',
    async (path) => {
      const reply = await t.get(`/board${path}`);
      expect(reply.status).toBe(400);
    },
  );
});

describe('daily index history over many live days', () => {
  it('stays continuous and two years long as live days replace the generated past', async () => {
    const FIRST = '2026-11-23';
    const store = new MarketStore(
      [{ symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 118_000 }],
      (i) => ({ reference: i.referencePrice, ceiling: 0, floor: 0 }),
      FIRST,
    );
    const level = INDEX_DEFINITIONS.find((definition) => definition.id === 'VN30')!.level;
    const indexes = {
      snapshot: (id: string) =>
        id === 'VN30'
          ? {
              previousClose: level,
              value: level + 1,
              open: level,
              high: level + 2,
              low: level - 1,
              volume: 1,
              tradedValue: 2,
            }
          : undefined,
    } as unknown as MarketRuntime['indexes'];
    const daily = new IndexDailyHistoryService({ store, indexes }, new PastHistorySource({ store }, 11));
    const past = pastTradingDays(FIRST, 2);
    const live = [FIRST];
    for (const days of [0, 260, 540, 600]) {
      while (live.length <= days) {
        daily.recordDay(store.tradingDate);
        const tradingDate = addTradingDays(store.tradingDate, 1);
        store.apply({ type: 'rollover', time: 0, tradingDate, references: [] } as unknown as ExchangeEvent);
        live.push(tradingDate);
      }
      const start = historyWindowStart(store.tradingDate, 2);
      const history = await daily.history('VN30');
      expect(
        history.data.map((day) => day.date),
        `${days} days`,
      ).toEqual([...past, ...live].filter((date) => date >= start));
      expect(history.data.length).toBeGreaterThan(480);
    }
  });
});
