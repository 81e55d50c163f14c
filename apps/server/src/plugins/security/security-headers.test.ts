// Issue 7: the HTML and every reply carry the security headers; public market data is readable
// from any origin, private commands are not opened to other origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

const headersOf = async (path: string, init: RequestInit = {}) =>
  (await fetch(`${t.baseUrl}${path}`, init)).headers;

describe('security headers', () => {
  it('the web app shell has a CSP without inline script, no framing, nosniff and no referrer', async () => {
    for (const path of ['/', '/index.html', '/bang-gia/vn30']) {
      const h = await headersOf(path);
      expect(h.get('content-type')).toContain('text/html');
      const csp = h.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('JSON replies and errors carry them too', async () => {
    for (const path of ['/health', '/board/getlistallstock', '/no-such-api']) {
      const h = await headersOf(path);
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('public market data is readable from any origin, private commands are not', async () => {
    const origin = { headers: { origin: 'https://elsewhere.example' } };
    for (const path of ['/board/getlistallstock', '/info/getIndexList', '/config.json']) {
      const h = await headersOf(path, origin);
      expect(h.get('access-control-allow-origin')).toBe('*');
      expect(h.get('access-control-allow-credentials')).toBeNull();
      expect(h.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    const preflight = await fetch(`${t.baseUrl}/board/getlistallstock`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const trading = await fetch(`${t.baseUrl}/trading`, {
      method: 'POST',
      headers: { ...origin.headers, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(trading.headers.get('access-control-allow-origin')).toBeNull();
    expect(trading.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
