// The board host as a client sees it: the real app on a demo clock, every endpoint's reply
// validated against its protocol schema, bad queries answered 400/404 with JSON.
import {
  boardRecordSchema,
  coveredWarrantRowSchema,
  depth10MessageSchema,
  derivativeRowSchema,
  derivativeTradeMessageSchema,
  feedRowSchema,
  indexSummarySchema,
  industrySchema,
  intradayHistorySchema,
  negotiatedDealRowSchema,
  newerIndexSchema,
  olderIndexSchema,
  stockListSchema,
  stockSnapshotSchema,
  tradeMessageSchema,
  watchlistCategoryListSchema,
} from '@sen/protocol';
import { addTradingDays } from '@sen/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectShape as expectReplyShape } from '../../testing/expect-shape.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let active = '';

const expectShape = <S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>> =>
  expectReplyShape(t, `/board${path}`, schema);

beforeAll(async () => {
  t = await startTestApp({ clockStart: '10:00', clockSpeed: 2 });
  // Let the simulated market trade a little, then pick the busiest HOSE stock.
  for (let attempt = 0; attempt < 40 && active === ''; attempt += 1) {
    const rows = (await t.get('/board/getStockPrice?market=STO')).body as {
      symbol: string;
      totalVolume: number;
    }[];
    const busiest = rows
      .filter((row) => row.totalVolume > 0)
      .sort((a, b) => b.totalVolume - a.totalVolume)[0];
    if (busiest) active = busiest.symbol;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
afterAll(async () => t?.stop());

describe('board host replies in protocol shapes', () => {
  it('lists what is listed', async () => {
    const stocks = await expectShape('/getlistallstock', stockListSchema);
    expect(stocks.length).toBeGreaterThan(800);
    expect(await expectShape('/pslistdata', z.array(z.string().startsWith('VN30F')).length(4))).toContain(
      'VN30F1M',
    );
    expect(await expectShape('/listvn30', z.array(z.string()).length(30))).toContain('FPT');
    await expectShape('/listhnx30', z.array(z.string()).min(20));
    await expectShape('/listetf', z.array(z.string()).min(1));
    await expectShape('/listbond', z.array(z.string()).min(1));
    const categories = await expectShape('/categories', watchlistCategoryListSchema);
    const symbolsOf = (id: string) => categories.find((c) => c.id === id)?.symbols?.split(',') ?? [];
    const aToZ = (symbols: string[]) => [...symbols].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // Exchange, warrant and ETF boards list A to Z (not the reference data's order, which puts
    // the VN30 members first); futures by maturity.
    for (const id of ['hsx', 'hnx', 'upcom', 'lo-le-hose', 'chung-quyen', 'ETF']) {
      expect(symbolsOf(id).length).toBeGreaterThan(5);
      expect(symbolsOf(id)).toEqual(aToZ(symbolsOf(id)));
    }
    expect(symbolsOf('PHAISINH')).toEqual(['VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q']);
    const industries = await expectShape('/industries', z.array(industrySchema).length(20));
    expect(industries[0]?.symbols.split(',').length).toBeGreaterThan(1);
    for (const industry of industries)
      expect(industry.symbols.split(',')).toEqual(aToZ(industry.symbols.split(',')));
    const margin = await expectShape(
      '/getMarginList',
      z
        .array(z.object({ symbol: z.string(), market: z.enum(['HSX', 'HNX']), marginRatio: z.number() }))
        .min(30),
    );
    expect(margin.find((row) => row.symbol === 'FPT')?.marginRatio).toBe(50);
    await expectShape(
      '/servertime',
      z.object({ srv_time: z.string().regex(/^\d{2}:\d{2}:\d{2}$/), def_value: z.number().int() }),
    );
  });

  it('quotes stocks in every query form', async () => {
    expect(active, 'the simulated market traded').not.toBe('');
    const bySymbols = await expectShape(
      '/getStockPrice?symbols=FPT,VNM',
      z.array(stockSnapshotSchema).length(2),
    );
    expect(bySymbols.map((row) => row.symbol)).toEqual(['FPT', 'VNM']);
    const hose = await expectShape('/getStockPrice?market=STO', z.array(stockSnapshotSchema).min(300));
    expect(hose.every((row) => row.marketId === 'STO')).toBe(true);
    await expectShape('/getStockPrice?market=UPX', z.array(stockSnapshotSchema).min(100));
    const odd = await expectShape(
      '/getStockPrice?board=G4&market=STX',
      z.array(stockSnapshotSchema).min(100),
    );
    expect(odd.every((row) => row.boardId === 'G4')).toBe(true);
    await expectShape('/getStockPriceByGroupId?board=G1&groupId=EW', z.array(stockSnapshotSchema).min(5));
    await expectShape(
      '/getStockPriceByGroupId?board=G1&groupId=VN30',
      z.array(stockSnapshotSchema).length(30),
    );
    const warrants = await expectShape(
      '/getAllStock/?board=G1&market=HCX',
      z.array(stockSnapshotSchema).min(5),
    );
    await expectShape(`/getliststockdata/${active},FPT`, z.array(feedRowSchema).length(2));
    // The whole VN30 (well over Fastify's default 100-character parameter) in one path.
    const vn30 = await expectShape('/listvn30', z.array(z.string()).length(30));
    await expectShape(`/getliststockdata/${vn30.join(',')}`, z.array(feedRowSchema).length(30));
    const record = await expectShape(`/getStockInfo/${active}`, boardRecordSchema);
    expect(record.lot).toBeGreaterThan(0);
    const cws = await expectShape('/getCW', z.array(coveredWarrantRowSchema).min(5));
    // expire_date is the maturity: two trading days after the last trading date (market-rules §8).
    for (const cwRow of cws) expect(cwRow.expire_date).toBe(addTradingDays(cwRow.lastTradingDate!, 2));
    const cw = warrants[0]!.symbol;
    const underlying = cws.find((row) => row.code === cw || row.symbol === cw)?.underlying;
    const [row] = await expectShape(`/getunderlyingsnapshot/${cw}`, z.array(feedRowSchema).length(1));
    expect(row?.sym).toBe(underlying);
  });

  it('serves the derivatives board, 10-level depth and odd lots', async () => {
    const futures = await expectShape(
      '/getpsalldatalsnapshot/VN30F1M,VN30F2M',
      z.array(derivativeRowSchema).length(2),
    );
    expect(futures[0]?.matureDate).toBeTruthy();
    await expectShape('/getpstradehistory/VN30F1M', z.array(derivativeTradeMessageSchema));
    const depth = await expectShape(`/getps10pricesnapshot/${active},S`, depth10MessageSchema);
    expect(depth.sym).toBe(active);
    for (const market of ['HSX', 'HNX']) {
      const rows = await expectShape(`/getoddlotsnapshot/${market}`, z.array(derivativeRowSchema).min(100));
      expect(rows.every((item) => item.boardId === 'G4')).toBe(true);
    }
  });

  it('serves indexes, the summary card and one point a minute of history', async () => {
    const older = await expectShape('/getAllIndex/?index=10,11,02,03', z.array(olderIndexSchema).length(4));
    expect(older.map((index) => index.mc)).toEqual(['10', '11', '02', '03']);
    expect(older[0]!.cIndex).toBeGreaterThan(500);
    await expectShape('/getAllIndex/', z.array(olderIndexSchema).length(5));
    await expectShape('/getAllIndex?index=10', z.array(olderIndexSchema).length(1));
    await expectShape('/getIndex?indexId=10,11', z.array(newerIndexSchema).length(2));
    const summary = await expectShape('/getIndexSummary', indexSummarySchema);
    expect(summary.totalValue).toBeGreaterThan(0);
    const history = await expectShape('/getIndexHistories/?resolution=1&indexId=10', intradayHistorySchema);
    const minutes = history.points.map((point) => point.time);
    expect(new Set(minutes).size).toBe(minutes.length);
    const bars = await expectShape(
      `/getintradaychart/${active}`,
      z.object({
        symbol: z.string(),
        reference: z.number().int(),
        data: z
          .array(
            z.object({
              time: z.string(),
              open: z.number().int(),
              close: z.number().int(),
              volume: z.number().int(),
            }),
          )
          .min(1),
      }),
    );
    expect(bars.symbol).toBe(active);
    await expectShape(
      '/getintradaychart/11',
      z.object({
        marketCode: z.literal('11'),
        openIndex: z.number(),
        data: z.array(z.object({ time: z.string(), cIndex: z.number(), vol: z.number() })),
      }),
    );
  });

  it('serves trades and negotiated deals', async () => {
    const tape = await expectShape(`/getMatchedDeal?symbol=${active}`, z.array(tradeMessageSchema).min(1));
    expect(tape[0]!.sID).toBeGreaterThanOrEqual(tape[tape.length - 1]!.sID);
    await expectShape('/getNegotiationDeal?board=T1&market=STO', z.array(negotiatedDealRowSchema));
  });
});

describe('board host refuses bad queries with JSON, never a 500', () => {
  it.each([
    ['/getStockPrice?market=NYSE', 400],
    ['/getStockPrice', 400],
    ['/getStockPrice?symbols=FPT;VNM', 400],
    ['/getliststockdata/ZZZZ,QQQQ', 404],
    ['/getStockInfo/NOPE1', 404],
    ['/getStockInfo/not-a-symbol!', 400],
    ['/getAllIndex/?index=99', 400],
    ['/getIndex?indexId=', 400],
    ['/getIndexHistories/?resolution=5&indexId=10', 400],
    ['/getIndexHistories/?resolution=1&indexId=10,11', 400],
    ['/getMatchedDeal?symbol=', 400],
    ['/getMatchedDeal?symbol=NOPE1', 404],
    ['/getps10pricesnapshot/FPT,X', 400],
    ['/getStockPriceByGroupId?board=G1&groupId=NOPE', 404],
    ['/getAllStock/?board=G9&market=STO', 400],
    ['/getoddlotsnapshot/NYSE', 400],
    ['/getintradaychart/NOPE1', 404],
    ['/getintradaychart/a%20b', 400],
  ])('%s -> %i', async (path, status) => {
    const reply = await t.get(`/board${path}`);
    expect(reply.status).toBe(status);
    expect(reply.contentType).toContain('application/json');
    expect(reply.body).toMatchObject({ statusCode: status, message: expect.any(String) });
  });
});

describe('board host: path parameters longer than 4 KB still reach their schema', () => {
  it.each([
    [
      'a list of 1,201 symbols',
      `/getliststockdata/${Array.from({ length: 1201 }, (_, i) => `A${i}`).join(',')}`,
      /at most 500 symbols/,
    ],
    ['a 5,000-letter code', `/getStockInfo/${'A'.repeat(5000)}`, /symbol/],
  ])('%s -> 400 with the reason', async (_name, path, reason) => {
    const reply = await t.get(`/board${path}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, error: 'FST_ERR_VALIDATION', message: reason });
  });
});

describe('board host: coded failures of the catalogue keep their REST body (docs/api.md)', () => {
  it.each([
    ['/getStockInfo/NOPE1', { statusCode: 404, error: 'unknown_symbol', message: 'Unknown symbol NOPE1' }],
    [
      '/getliststockdata/ZZZZ,QQQQ',
      { statusCode: 404, error: 'unknown_symbol', message: 'Unknown symbols ZZZZ,QQQQ' },
    ],
    [
      '/getStockPriceByGroupId?board=G1&groupId=NOPE',
      { statusCode: 404, error: 'not_found', message: 'Unknown group NOPE' },
    ],
  ])('%s', async (path, body) => {
    const reply = await t.get(`/board${path}`);
    expect(reply.status).toBe(body.statusCode);
    expect(reply.body).toEqual(body);
  });
});

describe('board host: a list of unknown symbols is not echoed back', () => {
  const unknown = Array.from({ length: 300 }, (_, i) => `ZQ${i}`);
  const list = unknown.join(',');
  const body = {
    statusCode: 404,
    error: 'unknown_symbol',
    message: `Unknown symbols ${unknown.slice(0, 10).join(',')} and 290 more`,
  };
  it.each([
    ['/getStockPrice?symbols=', `/getStockPrice?symbols=${list}`],
    ['/getStockPrice?symbols=&board=G4', `/getStockPrice?symbols=${list}&board=G4`],
    ['/getliststockdata/', `/getliststockdata/${list}`],
    ['/getliststockbaseinfo/', `/getliststockbaseinfo/${list}`],
    ['/getpsalldatalsnapshot/', `/getpsalldatalsnapshot/${list}`],
  ])('%s with 300 unknown symbols names 10 and counts the rest', async (_name, path) => {
    const reply = await t.get(`/board${path}`);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(body);
  });

  it('names all of up to 10, and counts past them exactly', async () => {
    const ten = unknown.slice(0, 10).join(',');
    expect((await t.get(`/board/getStockPrice?symbols=${ten}`)).body).toMatchObject({
      message: `Unknown symbols ${ten}`,
    });
    expect((await t.get(`/board/getStockPrice?symbols=${ten},ZQ999`)).body).toMatchObject({
      message: `Unknown symbols ${ten} and 1 more`,
    });
  });
});
