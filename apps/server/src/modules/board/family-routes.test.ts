// The board paths as the datafeed family's HTTP clients call them (issue 23): plain GETs on the
// bare host (no /board), JSON with the family's fields, readable from another origin; the web
// app's own routes still get index.html.
import { NDATA_SEPARATOR } from '@sen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMarketHeld } from '../../testing/market-held.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let active = '';
let futures: string[] = [];
const PIPE = /^(\d+(\.\d+)?|ATO|ATC)\|\d+(\.\d+)?\|[idecf]$/;
const TIME = /^\d\d:\d\d:\d\d$/;

beforeAll(async () => {
  t = await startTestApp({ clockStart: '10:00', clockSpeed: 2 });
  futures = t.app.market.catalogue.ofKind('future').map((entry) => entry.symbol);
  for (let attempt = 0; attempt < 40 && active === ''; attempt += 1) {
    const traded = [...t.app.market.store.all()]
      .filter((state) => state.instrument.kind === 'stock' && state.totalVolume > 0)
      .sort((a, b) => b.totalVolume - a.totalVolume)[0];
    if (traded) active = traded.instrument.symbol;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
afterAll(async () => t?.stop());

/** A plain GET from a page of another site, as a scraper or a board on another host makes it. */
async function get(path: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { origin: 'https://board.other.example' } });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: response.status, body, headers: response.headers };
}
type Row = Record<string, unknown>;

describe('board paths at the root', () => {
  it('answers /getliststockdata with JSON rows carrying id and mp, open to other origins', async () => {
    const reply = await get(`/getliststockdata/${active},FPT`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    const rows = reply.body as Row[];
    expect(rows.map((row) => row.sym)).toEqual([active, 'FPT']);
    for (const row of rows) {
      expect(row.id).toEqual(expect.any(Number));
      expect(row.id).toBeGreaterThan(0);
      expect(row.mp).toMatch(/^\d+(\.\d+)?%$/);
      expect(row.g1).toMatch(PIPE);
      expect(typeof row.fBValue).toBe('string');
    }
    // The same row under both paths, read while the market holds still (FPT's depth moves on most ticks).
    await withMarketHeld(t.app, async () =>
      expect((await get('/board/getliststockdata/FPT')).body).toEqual(
        (await get('/getliststockdata/FPT')).body,
      ),
    );
  });

  it("keeps the web app's index.html for its routes, and JSON 404 for an unknown symbol", async () => {
    for (const path of ['/', '/bang-gia/vn30', '/giao-dich']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      // The web app's page (on board routes with the board's data inlined: web/board-boot.ts).
      expect(page.body).toContain('<div id="root">sen test shell</div>');
    }
    const unknown = await get('/getliststockdata/ZZZZ,QQQQ');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });

  it('answers a board path with nothing (or too much) after it with the JSON 404 it has under /board', async () => {
    // Every board path, as the API reference lists them: their root copies are API paths too.
    const reference = (await get('/api/openapi.json')).body as { paths: Record<string, unknown> };
    const names = new Set(
      Object.keys(reference.paths)
        .filter((path) => path.startsWith('/board/'))
        .map((path) => path.split('/')[2] ?? ''),
    );
    expect(names.size).toBeGreaterThan(30);
    for (const name of names) {
      // The path itself (a route with a trailing slash, or one missing its parameter): JSON.
      const bare = await get(`/${name}/`);
      expect(bare.headers.get('content-type'), name).toContain('application/json');
      const path = `/${name}/99/99/9999`;
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toEqual({
        statusCode: 404,
        error: 'not_found',
        message: `No route GET ${path}`,
      });
    }
    expect((await get('/getlistindexdetail/')).body).toEqual({
      statusCode: 404,
      error: 'not_found',
      message: 'No route GET /getlistindexdetail/',
    });
  });
  it('derivative rows carry g1..g7, id, listing_status, closePrice, ptVol, oichange, lv and string foreign values', async () => {
    const rows = (await get(`/getpsalldatalsnapshot/${futures.join(',')}`)).body as Row[];
    expect(rows.map((row) => row.sym)).toEqual(futures);
    for (const row of rows) {
      for (const g of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']) expect(row[g]).toMatch(PIPE);
      expect(row.g7).toMatch(/^\d+\|\d+$/);
      expect(row).toMatchObject({
        id: expect.any(Number),
        listing_status: 0,
        closePrice: row.r,
        ptVol: expect.any(Number),
        oichange: expect.any(Number),
        lv: row.lastVolume,
        fBValue: expect.stringMatching(/^\d+$/),
        fSValue: expect.stringMatching(/^\d+$/),
        ot: expect.any(String),
        changePc: expect.stringMatching(/^-?\d+\.\d\d$/),
        highPrice: expect.any(String),
        fBVol: expect.stringMatching(/^\d+$/),
      });
      // Sen's own board reads the lowercase depth beside them.
      expect(row.bp1).toBeDefined();
      expect(row.sv3).toBeDefined();
    }
  });

  it('10-level depth ends with the separator', async () => {
    const depth = (await get(`/getps10pricesnapshot/${futures[0]},S`)).body as Row;
    expect(depth).toMatchObject({ id: 3211, sym: futures[0], side: 'S' });
    const ndata = String(depth.ndata);
    if (ndata !== '') {
      expect(ndata.endsWith(NDATA_SEPARATOR)).toBe(true);
      expect(ndata.split(NDATA_SEPARATOR).slice(0, -1).length).toBeLessThanOrEqual(10);
    }
  });
});

describe('paths the family boards add', () => {
  it('getlistindexdetail gives 1101 rows by code or name', async () => {
    const rows = (await get('/getlistindexdetail/10,11,02,12,03')).body as Row[];
    expect(rows.map((row) => row.mc)).toEqual(['10', '11', '02', '12', '03']);
    for (const row of rows) {
      expect(row).toMatchObject({ id: 1101, cIndex: expect.any(Number), oIndex: expect.any(Number) });
      expect(row.accVol).toBe(row.vol);
      expect(String(row.ot).split('|')).toHaveLength(6);
    }
    expect(((await get('/getlistindexdetail/VNINDEX')).body as Row[])[0]?.mc).toBe('10');
    expect((await get('/getlistindexdetail/NOPE')).status).toBe(400);
  });

  it('getlistckindex lists a market or a basket', async () => {
    const hose = (await get('/getlistckindex/hose')).body as string[];
    expect(hose.length).toBeGreaterThan(100);
    expect(hose).toContain('FPT');
    expect(((await get('/getlistckindex/hnx')).body as string[]).length).toBeGreaterThan(50);
    expect(((await get('/getlistckindex/upcom')).body as string[]).length).toBeGreaterThan(50);
    const vn30 = (await get('/getlistckindex/VN30')).body as string[];
    expect(vn30).toEqual([...t.app.market.catalogue.vn30]);
    expect((await get('/getlistckindex/HNX30')).body).toEqual([...t.app.market.catalogue.hnx30]);
    const vn100 = (await get('/getlistckindex/VN100')).body as string[];
    expect(vn100).toHaveLength(100);
    expect(vn100).toEqual(expect.arrayContaining(vn30));
    for (const symbol of vn100) expect(hose).toContain(symbol);
    expect((await get('/getlistckindex/nasdaq')).status).toBe(400);
  });

  it('getliststocktrade gives the day’s matches newest first', async () => {
    const trades = (await get(`/getliststocktrade/${active}`)).body as Row[];
    expect(trades.length).toBeGreaterThan(0);
    for (const trade of trades)
      expect(trade).toMatchObject({
        sym: active,
        time: expect.stringMatching(TIME),
        lastPrice: expect.any(Number),
        lastVol: expect.any(Number),
        totalVol: expect.any(Number),
        cl: expect.stringMatching(/^[idecf]$/),
        change: expect.any(String),
      });
    const totals = trades.map((trade) => trade.totalVol as number);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  });

  it('getchartindexdata gives the intraday chart with cumulative volume', async () => {
    const chart = (await get('/getchartindexdata/10')).body as { marketCode: string; data: Row[] };
    expect(chart).toMatchObject({ marketCode: '10', openIndex: expect.any(Number) });
    const volumes = chart.data.map((point) => point.vol as number);
    expect([...volumes].sort((a, b) => a - b)).toEqual(volumes);
    expect(((await get('/getchartindexdata/11/1')).body as { marketCode: string }).marketCode).toBe('11');
    // a coarser resolution merges the minutes: bars on 5-minute boundaries, the same day's totals
    const five = (await get('/getchartindexdata/10/5')).body as { data: Row[] };
    expect(chart.data.length).toBeGreaterThan(1);
    expect(five.data.length).toBeGreaterThan(0);
    expect(five.data.length).toBeLessThanOrEqual(chart.data.length);
    const times = five.data.map((point) => point.time as string);
    expect(new Set(times).size).toBe(times.length);
    for (const time of times) expect(Number(time.slice(3, 5)) % 5, time).toBe(0);
    // a resolution the chart does not serve is bad input
    for (const resolution of ['7', 'D', 'abc']) {
      const refused = await get(`/getchartindexdata/10/${resolution}`);
      expect(refused.status, resolution).toBe(400);
    }
  });

  it('gettopstock, getliststockbaseinfo, getlistpt and gettimedifference', async () => {
    const top = (await get('/gettopstock?type=volume&count=5')).body as Row[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    const lots = top.map((row) => row.lot as number);
    expect([...lots].sort((a, b) => b - a)).toEqual(lots);
    expect((await get('/gettopstock?type=best')).status).toBe(400);

    const [info] = (await get('/getliststockbaseinfo/FPT')).body as Row[];
    expect(info).toMatchObject({ symbol: 'FPT', post_to: 'HOSE', sType: 'S', simulated: true });
    expect(info?.listedShares).toBeGreaterThan(0);

    const deals = (await get('/getlistpt')).body as Row[];
    expect(Array.isArray(deals)).toBe(true);
    for (const deal of deals) expect(['PTB', 'PTS', 'PTM']).toContain(deal.type);

    const time = (await get('/gettimedifference')).body as Row;
    expect(time.srv_time).toMatch(TIME);
    expect(time.def_value).toEqual(expect.any(Number));
    expect(Math.abs((time.timestamp as number) - t.app.market.clock.marketTime())).toBeLessThan(60_000);
  });
});
