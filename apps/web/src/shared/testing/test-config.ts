// The `/config.json` that web tests serve (protocol's ClientConfig): demo clock, hosts on the page's origin.
import type { ClientConfig } from '@sen/protocol';
import { afterEach, beforeEach, vi } from 'vitest';

export const testConfig: ClientConfig = {
  version: '2.2.2',
  boardBase: '/board',
  infoBase: '/info',
  tradingBase: '/trading',
  bondBase: '/bond',
  realtimeUrl: '/',
  realtimePath: '/socket.io',
  marketTime: '2026-03-02T10:00:00+07:00',
  clock: 'demo',
  simulated: true,
};

/**
 * Serves `testConfig` as `/config.json` to `fetch` for each test of the file (and 404 to anything
 * else), restoring the real `fetch` after each.
 */
export function serveTestConfig(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/config.json'
          ? new Response(JSON.stringify(testConfig))
          : new Response('[]', { status: 404 }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}
