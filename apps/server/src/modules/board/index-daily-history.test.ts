// `/getIndexHistories/?resolution=D`: an index's daily bars as a client sees them: the generated
// past ending at today's reference level, then today's running day; the intraday form unchanged.
import { INDEX_DEFINITIONS } from '@sen/exchange';
import { indexDailyHistorySchema, intradayHistorySchema, symbolMinuteBarsSchema } from '@sen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectShape as expectReplyShape } from '../../testing/expect-shape.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

const expectShape = <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> =>
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
