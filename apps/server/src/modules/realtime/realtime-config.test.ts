import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REALTIME_CONFIG, loadRealtimeConfig } from './realtime-config.ts';

describe('loadRealtimeConfig', () => {
  it('defaults to the contract: ping every 10 s, dropped after more than 4 intervals', () => {
    expect(loadRealtimeConfig({})).toEqual(DEFAULT_REALTIME_CONFIG);
    // Socket writer threads only when asked for: a number, or `auto` (one a core, at most 4).
    expect(DEFAULT_REALTIME_CONFIG.socketWriters).toBe(0);
    expect(loadRealtimeConfig({ SEN_REALTIME_WRITERS: 'auto' }).socketWriters).toBe(
      Math.min(4, availableParallelism()),
    );
    expect(loadRealtimeConfig({ SEN_REALTIME_WRITERS: '2' }).socketWriters).toBe(2);
    expect(DEFAULT_REALTIME_CONFIG).toMatchObject({
      path: '/socket.io',
      pingIntervalMs: 10_000,
      missedPingsAllowed: 4,
    });
  });

  it('reads the allow-list, cadence, symbol limit and benchmark stamp', () => {
    const config = loadRealtimeConfig({
      SEN_REALTIME_ORIGINS: 'https://a.sen.vn, https://b.sen.vn',
      SEN_REALTIME_FLUSH_MS: '40',
      SEN_REALTIME_MAX_SYMBOLS: '300',
      SEN_REALTIME_STAMP: '1',
      SEN_REALTIME_WRITERS: '0',
      SEN_REALTIME_WRITER_MIN_CLIENTS: '50',
    });
    expect(config).toMatchObject({
      socketWriters: 0,
      socketWriterMinClients: 50,
      allowedOrigins: ['https://a.sen.vn', 'https://b.sen.vn'],
      flushDelayMs: 40,
      maxSymbolsPerClient: 300,
      stampSendTime: true,
    });
  });

  it('is open to every origin by default; SEN_PUBLIC_ORIGINS applies when the realtime list is unset', () => {
    expect(DEFAULT_REALTIME_CONFIG.allowedOrigins).toEqual(['*']);
    expect(loadRealtimeConfig({ SEN_PUBLIC_ORIGINS: 'https://board.example' }).allowedOrigins).toEqual([
      'https://board.example',
    ]);
    expect(
      loadRealtimeConfig({ SEN_PUBLIC_ORIGINS: '*', SEN_REALTIME_ORIGINS: 'self' }).allowedOrigins,
    ).toEqual([]);
  });

  it('refuses a bad value', () => {
    expect(() => loadRealtimeConfig({ SEN_REALTIME_FLUSH_MS: 'soon' })).toThrow(/realtime/);
    expect(() => loadRealtimeConfig({ SEN_REALTIME_WRITERS: '-1' })).toThrow(/realtime/);
  });
});
