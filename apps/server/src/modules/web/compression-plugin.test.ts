import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('compressed delivery', () => {
  let t: TestApp;
  const script = 'export const rows = ["FPT","VNM","HPG"];\n'.repeat(300);
  beforeAll(async () => {
    t = await startTestApp();
    // What the web build writes: a hashed asset with its brotli and gzip copies.
    const assets = join(t.dataDir, 'web', 'assets');
    writeFileSync(join(assets, 'board-Ab12.js'), script);
    writeFileSync(join(assets, 'board-Ab12.js.br'), brotliCompressSync(script));
    writeFileSync(join(assets, 'board-Ab12.js.gz'), gzipSync(script));
  });
  afterAll(() => t.stop());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves the default board at / to a client that accepts no compression (curl), not a 403', async () => {
    for (const encoding of [undefined, 'identity', 'gzip, br']) {
      const root = await get('/', encoding);
      expect(root.statusCode, encoding).toBe(200);
      expect(root.headers['content-type'], encoding).toContain('text/html');
      // (the shell with the board's first data; compressed for the client that takes it)
      if (root.headers['content-encoding'] === undefined)
        expect(root.body, encoding).toContain('id="sen-board-boot"');
    }
  });

  it('sends the pre-compressed copy of a hashed asset the browser accepts, cached for good', async () => {
    const br = await get('/assets/board-Ab12.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/board-Ab12.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const raw = await get('/assets/board-Ab12.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });

  it('compresses JSON replies above the threshold and leaves small ones raw', async () => {
    const list = await get('/board/getlistallstock', 'gzip, br');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(list.rawPayload);
    expect(decoded.length).toBeGreaterThan(1024);
    expect(list.rawPayload.length).toBeLessThan(decoded.length / 3);
    expect(JSON.parse(decoded.toString())).toEqual(expect.arrayContaining([expect.objectContaining({})]));

    const gzip = await get('/board/getlistallstock', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(decoded.toString()));

    const health = await get('/health', 'gzip, br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
