// The TradingView UDF datafeed (`/datafeed/...` at the root and under /board) as the UDF
// specification defines its replies: config, symbol info, search, history bars (`s: "ok"` with
// t/o/h/l/c/v of one length, or `s: "no_data"`), and the server's (market clock's) time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMarketHeld } from '../../testing/market-held.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { aggregate, historyReply, parseResolution } from './udf-bars.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clockStart: '10:00', clockSpeed: 2 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
});
afterAll(async () => t?.stop());

const get = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`);
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json ? JSON.parse(text) : text) as Record<string, unknown> };
};
type Bars = { s: string; t: number[]; o: number[]; h: number[]; l: number[]; c: number[]; v: number[] };

function expectBars(body: Record<string, unknown>): Bars {
  const bars = body as unknown as Bars;
  expect(bars.s).toBe('ok');
  const n = bars.t.length;
  expect(n).toBeGreaterThan(0);
  for (const key of ['o', 'h', 'l', 'c', 'v'] as const) expect(bars[key]).toHaveLength(n);
  for (let i = 1; i < n; i += 1) expect(bars.t[i]).toBeGreaterThan(bars.t[i - 1]!);
  for (let i = 0; i < n; i += 1) {
    expect(bars.h[i]).toBeGreaterThanOrEqual(Math.max(bars.o[i]!, bars.c[i]!));
    expect(bars.l[i]).toBeLessThanOrEqual(Math.min(bars.o[i]!, bars.c[i]!));
  }
  return bars;
}

describe('UDF datafeed', () => {
  it('config, time and symbol info', async () => {
    const config = (await get('/datafeed/config')).body;
    expect(config).toMatchObject({
      supports_search: true,
      supports_group_request: false,
      supports_time: true,
    });
    expect(config.supported_resolutions).toEqual(expect.arrayContaining(['1', '5', '1D', '1W', '1M']));

    const time = await get('/datafeed/time');
    expect(String(time.body)).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(time.body) * 1000 - t.app.market.clock.marketTime())).toBeLessThan(5_000);

    const fpt = (await get('/datafeed/symbols?symbol=FPT')).body;
    expect(fpt).toMatchObject({
      name: 'FPT',
      ticker: 'FPT',
      type: 'stock',
      exchange: 'HOSE',
      timezone: 'Asia/Ho_Chi_Minh',
      pricescale: 100,
      minmov: 1,
      has_intraday: true,
      session: expect.stringMatching(/^\d{4}-\d{4}(,\d{4}-\d{4})*$/),
    });
    expect((await get('/datafeed/symbols?symbol=VNINDEX')).body).toMatchObject({ type: 'index' });
    expect((await get('/board/datafeed/symbols?symbol=HOSE:FPT')).body).toMatchObject({ name: 'FPT' });
    const unknown = await get('/datafeed/symbols?symbol=NOPE9');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ s: 'error', errmsg: expect.stringContaining('NOPE9') });
    const found = (await get('/datafeed/search?query=FP&limit=5')).body as unknown as Record<
      string,
      unknown
    >[];
    expect(found.map((item) => item.symbol)).toContain('FPT');
  });

  it('history: daily bars of two years, intraday bars of today, no_data outside', async () => {
    const now = Math.floor(t.app.market.clock.marketTime() / 1000);
    // Today's running bars are read several times below (weekly against daily volumes, the last
    // minute against countback=1): the market holds still while they are.
    await withMarketHeld(t.app, async () => {
      const daily = expectBars(
        (await get(`/datafeed/history?symbol=FPT&resolution=1D&from=0&to=${now + 86_400}`)).body,
      );
      expect(daily.t.length).toBeGreaterThan(300);
      for (const time of daily.t) expect(time % 86_400).toBe(0);
      // Prices in thousand VND, as the feed's rows.
      const row = ((await get('/getliststockdata/FPT')).body as unknown as { r: number }[])[0]!;
      expect(daily.c.at(-2)).toBeGreaterThan(row.r / 2);
      expect(daily.c.at(-2)).toBeLessThan(row.r * 2);

      const weekly = expectBars(
        (await get(`/datafeed/history?symbol=FPT&resolution=W&from=0&to=${now + 86_400}`)).body,
      );
      expect(weekly.t.length).toBeLessThan(daily.t.length);
      expect(weekly.v.reduce((a, b) => a + b, 0)).toBe(daily.v.reduce((a, b) => a + b, 0));

      const index = expectBars(
        (await get(`/datafeed/history?symbol=VNINDEX&resolution=5&from=0&to=${now + 60}`)).body,
      );
      for (const time of index.t) expect(time % 300).toBe(0);
      const minutes = expectBars(
        (await get(`/datafeed/history?symbol=VNINDEX&resolution=1&from=0&to=${now + 60}`)).body,
      );
      const last = await get(
        `/datafeed/history?symbol=VNINDEX&resolution=1&from=0&to=${now + 60}&countback=1`,
      );
      expect(expectBars(last.body).t).toEqual(minutes.t.slice(-1));

      expect((await get('/datafeed/history?symbol=FPT&resolution=1D&from=0&to=1000')).body).toEqual({
        s: 'no_data',
      });
      const after = (
        await get(
          `/datafeed/history?symbol=FPT&resolution=1D&from=${now + 86_400 * 10}&to=${now + 86_400 * 20}`,
        )
      ).body;
      expect(after).toEqual({ s: 'no_data', nextTime: daily.t.at(-1) });
    });
  });

  it('refuses a bad resolution, range or symbol in the UDF error shape', async () => {
    const bad = await get('/datafeed/history?symbol=FPT&resolution=7&from=0&to=10');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ s: 'error', errmsg: expect.stringContaining('resolution') });
    expect((await get('/datafeed/history?symbol=FPT&resolution=1D&from=10&to=0')).body).toMatchObject({
      s: 'error',
    });
    expect((await get('/datafeed/history?symbol=NOPE9&resolution=1D&from=0&to=10')).status).toBe(404);
    expect((await get('/datafeed/history?symbol=FPT&resolution=1D&from=x&to=10')).status).toBe(400);
    // A blank, signed, hexadecimal or exponent time is malformed: Sen's usual 400 with the reason,
    // not 0 (which would answer two years of bars).
    for (const from of ['', '%20', '-1', '0x10', '1e3', 'NaN', 'Infinity']) {
      const refused = await get(`/datafeed/history?symbol=FPT&resolution=1D&from=${from}&to=1795748432`);
      expect(refused.status, from).toBe(400);
      expect(refused.body, from).toEqual({
        statusCode: 400,
        error: 'FST_ERR_VALIDATION',
        message: 'from: expected UTC seconds (digits)',
      });
    }
    expect((await get('/datafeed/history?symbol=FPT&resolution=1D&from=0&to=')).body).toMatchObject({
      error: 'FST_ERR_VALIDATION',
      message: 'to: expected UTC seconds (digits)',
    });
  });
});

describe('UDF bars', () => {
  it('aggregates minutes into buckets and weeks from Monday', () => {
    const minute = (m: number, close: number) => ({
      time: 1_700_000_000 - (1_700_000_000 % 300) + m * 60,
      open: close,
      high: close + 1,
      low: close - 1,
      close,
      volume: 10,
    });
    const bars = aggregate([minute(0, 5), minute(1, 7), minute(5, 6)], parseResolution('5')!);
    expect(bars.map((bar) => [bar.open, bar.high, bar.low, bar.close, bar.volume])).toEqual([
      [5, 8, 4, 7, 20],
      [6, 7, 5, 6, 10],
    ]);
    const monday = Date.parse('2026-11-23T00:00:00Z') / 1000;
    const week = aggregate([{ ...minute(0, 1), time: monday + 3 * 86_400 }], parseResolution('1W')!);
    expect(week[0]?.time).toBe(monday);
    expect(parseResolution('2H')).toBeUndefined();
    expect(historyReply(bars, 0, Number.MAX_SAFE_INTEGER, 1).s).toBe('ok');
  });
});
