import { listAccountCommand, loginCommand } from '@sen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callResetPassword, callTrading, TradingCallError } from './trading-call';
import {
  endSession,
  loginSucceeded,
  sessionStore,
  setAccounts,
  SHARE_HOLDER_KEY,
  TOKEN_KEY,
} from './session-store';

const token = { sid: 's1', user: 'demo', defaultAcc: '0000011' };
const account = {
  acntNo: '068C000001',
  subAcntNo: '0000011',
  vsdAcntNo: '068C000001',
  defaultSubAccount: '0000011',
  status: 1,
};
const reply = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  endSession(false);
  loginSucceeded(token);
  setAccounts([account]);
});
afterEach(() => vi.unstubAllGlobals());

describe('trading calls and the session', () => {
  it('posts the envelope as a form with the session and parses the reply', async () => {
    const fetchMock = reply({ rc: 1, rs: 'OK', data: [account] });
    vi.stubGlobal('fetch', fetchMock);
    expect(await callTrading('/trading', listAccountCommand, {})).toEqual([account]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/trading');
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(JSON.parse(init.body as string)).toEqual({
      group: 'B',
      user: 'demo',
      session: 's1',
      channel: 'W',
      data: { cmd: 'ListAccount' },
    });
  });

  it.each([['Invalid session'], ['Not logged in'], ['NotLoginException']])(
    'ends the session on "%s" and opens the expired modal',
    async (rs) => {
      vi.stubGlobal('fetch', reply({ rc: -3, rs }));
      await expect(callTrading('/trading', listAccountCommand, {})).rejects.toMatchObject({
        sessionEnded: true,
      });
      expect(sessionStore.get()).toMatchObject({
        token: null,
        pin: null,
        listShareHolder: [],
        lostSession: true,
      });
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(localStorage.getItem(SHARE_HOLDER_KEY)).toBeNull();
    },
  );

  it('ends the session on HTTP 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    await expect(callTrading('/trading', listAccountCommand, {})).rejects.toBeInstanceOf(TradingCallError);
    expect(sessionStore.get().lostSession).toBe(true);
  });

  it('keeps the session on other failures and carries the code', async () => {
    vi.stubGlobal('fetch', reply({ rc: -6030, rs: 'Người dùng không có quyền xem tài khoản' }));
    await expect(callTrading('/trading', listAccountCommand, {})).rejects.toMatchObject({ rc: -6030 });
    expect(sessionStore.get().token).toEqual(token);
  });

  it('saves the token to local storage at login', async () => {
    endSession(false);
    vi.stubGlobal('fetch', reply({ rc: 1, rs: 'OK', data: token }));
    const result = await callTrading('/trading', loginCommand, {
      username: 'demo',
      password: 'Demo@123',
      channel: 'W',
    });
    loginSucceeded(result);
    expect(JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null')).toEqual(token);
  });

  it('reads ResetPassword.pt by its http field', async () => {
    vi.stubGlobal('fetch', reply({ http: 200, rc: 1, rs: 'OK' }));
    await expect(callResetPassword('/trading', { user: 'demo' })).resolves.toBeUndefined();
    vi.stubGlobal('fetch', reply({ http: 400, rc: -8105, rs: 'Mã OTP không đúng' }));
    await expect(callResetPassword('/trading', { user: 'demo' })).rejects.toMatchObject({ rc: -8105 });
    vi.stubGlobal('fetch', reply({ http: 401, rc: -1, rs: 'Invalid session' }));
    await expect(callResetPassword('/trading', { user: 'demo' })).rejects.toMatchObject({
      sessionEnded: true,
    });
    expect(sessionStore.get().token).toBeNull();
  });
});
