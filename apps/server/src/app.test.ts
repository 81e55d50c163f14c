// The foundation as a client sees it: health, /config.json, the web app with its SPA fallback,
// JSON errors, hidden 5xx, and a graceful close.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_INDEX_HTML, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get('/board/__test_failure', async () => {
      throw new Error('secret internal detail');
    });
  });
});
afterAll(async () => t?.stop());

describe('foundation', () => {
  it('answers /health', async () => {
    const reply = await t.get('/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'ok' });
    // One process: no lease, this node is the market node.
    expect((reply.body as { cluster: unknown }).cluster).toMatchObject({
      mode: 'single',
      role: 'leader',
      epoch: 0,
      fencedBatches: 0,
    });
  });

  it('serves /config.json as ARCHITECTURE §4 fixes it', async () => {
    const reply = await t.get('/config.json');
    expect(reply.status).toBe(200);
    const config = reply.body as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(
      [
        'version',
        'boardBase',
        'infoBase',
        'tradingBase',
        'bondBase',
        'realtimeUrl',
        'realtimePath',
        'marketTime',
        'clock',
        'clockSpeed',
        'dayStart',
        'dayEnd',
        'simulated',
      ].sort(),
    );
    expect(config).toMatchObject({
      version: '2.2.2',
      boardBase: '/board',
      infoBase: '/info',
      tradingBase: '/trading',
      bondBase: '/bond',
      realtimeUrl: '/',
      realtimePath: '/socket.io',
      clock: 'demo',
      clockSpeed: 1,
      dayStart: '09:20:00',
      dayEnd: '15:10:00',
      simulated: true,
    });
    expect(config.marketTime).toMatch(/^\d{4}-\d{2}-\d{2}T09:2\d:\d{2}\+07:00$/);
  });

  it('serves the web app and falls back to index.html for client routes only', async () => {
    for (const path of ['/home/bang-gia/nganh-bds', '/home/bang-gia/lo-le-hose', '/home/tai-san']) {
      const reply = await t.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body, path).toBe(TEST_INDEX_HTML);
    }
    // A standard board's route (and the routes leading to the default board) carry its first data:
    // the category list and the snapshot of its symbols, as the board host replies them.
    const categories = (await t.get('/board/categories')).body as { id: string; symbols: string }[];
    for (const [path, id] of [
      ['/', 'vn30'],
      ['/bang-gia', 'vn30'],
      ['/home/bang-gia/vn30', 'vn30'],
      ['/home/bang-gia/hsx', 'hsx'],
    ] as const) {
      const reply = await t.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.contentType, path).toContain('text/html');
      const html = reply.body as string;
      expect(html, path).toContain('sen test shell');
      const element = /<script type="application\/json" id="sen-board-boot">([^<]*)<\/script>/.exec(html);
      expect(element, path).not.toBeNull();
      type Row = { symbol: string; ref: number; ceil: number; floor: number };
      const boot = JSON.parse(element![1]!) as { categoryId: string; categories: unknown; quotes: Row[] };
      expect(boot.categoryId).toBe(id);
      expect(boot.categories).toEqual(categories);
      const symbols = categories.find((category) => category.id === id)!.symbols.split(',');
      const prices = (await t.get(`/board/getStockPrice?symbols=${symbols.join(',')}`)).body as Row[];
      // The market moves between the two replies: the fields fixed for the day must agree.
      const fixed = ({ symbol, ref, ceil, floor }: Row) => ({ symbol, ref, ceil, floor });
      expect(boot.quotes.map(fixed)).toEqual(prices.map(fixed));
      expect(Object.keys(boot.quotes[0]!).sort()).toEqual(Object.keys(prices[0]!).sort());
      // And the client configuration, as /config.json replies it (its market time moves on).
      const config = /<script type="application\/json" id="sen-config">([^<]*)<\/script>/.exec(html);
      const served = (await t.get('/config.json')).body as { marketTime: string };
      const inline = JSON.parse(config![1]!) as { marketTime: string };
      expect({ ...inline, marketTime: '' }, path).toEqual({ ...served, marketTime: '' });
      expect(Date.parse(inline.marketTime)).toBeLessThanOrEqual(Date.parse(served.marketTime));
    }
    const asset = await fetch(`${t.baseUrl}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('sen');
    const shell = await fetch(`${t.baseUrl}/home/bang-gia/hsx`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    // Read to its end: a board page carries its snapshot, and an unread body holds the connection
    // open, so the app's close would wait for it.
    expect(await shell.text()).toContain('sen-board-boot');
    for (const path of ['/assets/missing.js', '/board/noSuchPath', '/info/nothing.pt', '/trading/nothing']) {
      const reply = await t.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.contentType, path).toContain('application/json');
      expect(reply.body, path).toMatchObject({ statusCode: 404, error: 'not_found' });
    }
  });

  it('answers a path with a broken percent-encoding with the REST error shape', async () => {
    for (const path of ['/board/getStockInfo/%E0%A4%A', '/getliststockdata/%E0%A4%A', '/info/%ZZ']) {
      const reply = await t.get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.contentType, path).toContain('application/json');
      expect(reply.body, path).toEqual({
        statusCode: 400,
        error: 'FST_ERR_BAD_URL',
        message: `'${path}' is not a valid url component`,
      });
    }
  });

  it('answers a path holding %00 as a broken percent-encoding, on every host', async () => {
    for (const path of [
      '/a%00b',
      '/index.html%00',
      '/board/x%00',
      '/info/x%00',
      '/trading%00',
      '/api/x%00',
    ]) {
      const reply = await t.get(`${path}?q=1`);
      expect(reply.status, path).toBe(400);
      expect(reply.contentType, path).toContain('application/json');
      expect(reply.body, path).toEqual({
        statusCode: 400,
        error: 'FST_ERR_BAD_URL',
        message: `'${path}' is not a valid url component`,
      });
    }
    // %00 in the query is the query's business (a schema's 400), and %2500 is no NUL byte
    expect((await t.get('/board/getStockInfo/FPT?x=%00')).status).toBe(200);
    expect((await t.get('/board/x%2500')).body).toMatchObject({ statusCode: 404, error: 'not_found' });
  });

  it('gives refused paths the headers of the other error replies of their host', async () => {
    const origin = { headers: { origin: 'https://elsewhere.example' } };
    /** Every header of a reply but those of the transport and the body's own. */
    const headersOf = async (path: string, init: RequestInit = origin) => {
      const reply = await fetch(`${t.baseUrl}${path}`, init);
      await reply.arrayBuffer();
      const headers = Object.fromEntries(reply.headers);
      for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'content-type'])
        delete headers[name];
      return { status: reply.status, headers };
    };
    for (const [refused, other] of [
      // a public market data host: security headers and its CORS
      ['/board/getStockInfo/%E0%A4%A', '/board/noSuchPath'],
      ['/info/%ZZ', '/info/nothing.pt'],
      ['/board/x%00', '/board/noSuchPath'],
      // the board host at the root: a board path, or a first segment no route of any host can name
      ['/getStockInfo/%E0%A4%A', '/getStockInfo/x/y/z'],
      ['/getliststockdata/x%00', '/getliststockdata/x/y/z'],
      ['/%E0%A4%A', '/getStockInfo/x/y/z'],
      ['/%ZZ/getStockInfo', '/getStockInfo/x/y/z'],
      // a private one, or the web app's: security headers, no CORS
      ['/trading/%ZZ', '/trading/nothing'],
      ['/api/%E0%A4%A', '/api/nothing'],
      ['/home/%ZZ', '/home/nothing.ico'],
    ] as const) {
      const bad = await headersOf(refused);
      expect(bad.status, refused).toBe(400);
      const expected = await headersOf(other);
      expect(expected.status, other).toBe(404);
      expect(bad.headers, refused).toEqual(expected.headers);
      expect(bad.headers['x-content-type-options'], refused).toBe('nosniff');
      expect(bad.headers['content-security-policy'], refused).toContain("frame-ancestors 'none'");
      const isPrivate = ['/trading/', '/api/', '/home/'].some((prefix) => refused.startsWith(prefix));
      expect(bad.headers['access-control-allow-origin'], refused).toBe(isPrivate ? undefined : '*');
    }
    // A preflight on the public host is answered as on any of its paths (at the root too), so the
    // browser can read the 400 that follows.
    for (const path of [
      '/board/getStockInfo/%E0%A4%A',
      '/getStockInfo/%E0%A4%A',
      '/%E0%A4%A',
      '/getStockInfo/FPT',
    ]) {
      const preflight = await fetch(`${t.baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: { ...origin.headers, 'access-control-request-method': 'GET' },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('names at most the first 200 characters of a refused path, and never its query', async () => {
    const long = `/board/getliststockdata/${'FPT,'.repeat(2_000)}`;
    for (const path of [`${long}%E0%A4%A`, `${long}%00`]) {
      const reply = await t.get(`${path}?q=${'x'.repeat(100)}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        statusCode: 400,
        error: 'FST_ERR_BAD_URL',
        message: `'${path.slice(0, 200)}…' is not a valid url component`,
      });
    }
    // a short path is named whole, without the query
    expect((await t.get('/info/%ZZ?symbol=FPT')).body).toMatchObject({
      message: "'/info/%ZZ' is not a valid url component",
    });
  });

  it('answers what Node refuses before Fastify (431, malformed) in the REST shape, then closes', async () => {
    const port = Number(new URL(t.baseUrl).port);
    const rawReply = (text: string) =>
      new Promise<{ head: string; body: unknown }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n');
          resolve({ head, body: body === '' ? undefined : JSON.parse(body) });
        });
        socket.write(text);
      });
    const big = await rawReply(
      `GET /board/getStockInfo/FPT HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(big.head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/);
    expect(big.head).toMatch(/\r\nconnection: close(\r\n|$)/);
    expect(big.body).toEqual({
      statusCode: 431,
      error: 'headers_too_large',
      message: 'Request headers too large',
    });
    const malformed = await rawReply('GARBAGE\r\n\r\n');
    expect(malformed.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed.body).toEqual({ statusCode: 400, error: 'bad_request', message: 'Bad request' });
    expect((await t.get('/health')).status).toBe(200);
  });

  it('hides the details of a server fault from the client', async () => {
    const reply = await t.get('/board/__test_failure');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ statusCode: 500, error: 'internal', message: 'Internal server error' });
  });

  it('closes gracefully: the market timer stops and the port is released', async () => {
    const other = await startTestApp();
    expect((await other.get('/health')).status).toBe(200);
    await other.stop();
    await expect(fetch(`${other.baseUrl}/health`)).rejects.toThrow();
  });
});
