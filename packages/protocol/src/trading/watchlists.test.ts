import { describe, expect, it } from 'vitest';
import { buildCommandRequest, parseCommandParams } from './command.ts';
import { decodeTradingCall } from './commands.ts';
import { mergeWatchlistsCommand, saveWatchlistCommand } from './watchlists.ts';

const auth = { user: 'demo', session: 's' };

describe('watchlist commands', () => {
  it('upper-cases symbol codes and defaults the pinned rows', () => {
    const request = buildCommandRequest(saveWatchlistCommand, auth, {
      id: 'mac-dinh',
      symbols: ['fpt', ' vnm '],
    });
    expect(request.data).toEqual({ cmd: 'SaveWatchlist', p1: 'mac-dinh', p2: ['FPT', 'VNM'], p3: [] });
  });

  it('refuses what no client should send: malformed codes, oversized lists, unknown fields', () => {
    const parse = (params: Record<string, unknown>) =>
      parseCommandParams(saveWatchlistCommand, { cmd: 'SaveWatchlist', ...params });
    expect(parse({ p1: 'x', p2: ['F-P'] }).ok).toBe(false);
    expect(parse({ p1: 'x', p2: Array.from({ length: 201 }, (_, i) => `S${i}`) }).ok).toBe(false);
    expect(parse({ p1: 'x', p2: [], p9: 1 }).ok).toBe(false);
    expect(parse({ p1: '', p2: [] }).ok).toBe(false);
  });

  it('is registered, in group B, behind a session', () => {
    const body = JSON.stringify({
      group: 'B',
      user: '',
      session: '',
      channel: 'W',
      data: { cmd: 'GetWatchlists' },
    });
    expect(decodeTradingCall(body)).toMatchObject({ ok: false, reply: { rc: expect.any(Number) } });
    const call = decodeTradingCall(JSON.stringify({ ...JSON.parse(body), user: 'demo', session: 's' }));
    expect(call.ok).toBe(true);
  });

  it('bounds a merge to 32 lists', () => {
    const lists = Array.from({ length: 33 }, (_, i) => ({ id: `l${i}`, name: `L${i}`, value: [] }));
    expect(parseCommandParams(mergeWatchlistsCommand, { cmd: 'MergeWatchlists', p1: lists }).ok).toBe(false);
  });
});
