// CORS of public market data is configurable (SEN_PUBLIC_ORIGINS): with a list, only its origins
// may read the board and info hosts (also the board paths at the root); private commands get no
// CORS header and need their session whatever the origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicOrigins: ['https://board.partner.example'] });
});
afterAll(async () => t?.stop());

const from = (origin: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), origin },
});

describe('public CORS', () => {
  it('reads SEN_PUBLIC_ORIGINS: any origin by default, a list, or self', () => {
    expect(loadEnv({}).publicOrigins).toEqual(['*']);
    expect(loadEnv({ SEN_PUBLIC_ORIGINS: 'https://a.example, https://b.example' }).publicOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(loadEnv({ SEN_PUBLIC_ORIGINS: 'self' }).publicOrigins).toEqual([]);
  });

  it('opens public market data to the listed origins only', async () => {
    for (const path of ['/board/getlistallstock', '/getliststockdata/FPT', '/info/worldIndex']) {
      const allowed = await fetch(`${t.baseUrl}${path}`, from('https://board.partner.example'));
      expect(allowed.status, path).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe('https://board.partner.example');
      expect(allowed.headers.get('vary') ?? '', path).toMatch(/origin/i);
      const other = await fetch(`${t.baseUrl}${path}`, from('https://elsewhere.example'));
      expect(other.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('private commands get no CORS header and need a valid session from any origin', async () => {
    const command = Object.values(t.app.trading.registered).find((c) => c.requiresSession)!;
    for (const [user, session, rc] of [
      ['', '', -4],
      ['demo', 'forged', -3],
    ] as const) {
      const reply = await fetch(
        `${t.baseUrl}/trading`,
        from('https://board.partner.example', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: JSON.stringify({
            group: command.group,
            user,
            session,
            channel: 'W',
            data: { cmd: command.cmd },
          }),
        }),
      );
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await reply.json()) as { rc: number }).rc).toBe(rc);
    }
  });
});
