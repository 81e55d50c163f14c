import { describe, expect, it } from 'vitest';
import { buildCommandRequest, parseCommandParams, parseCommandReply } from './command.ts';
import { loginCommand, loginParams } from './login.ts';
import { accountLabel, accountStatus, accountStatusCode, listAccountCommand } from './accounts.ts';

const device = { address: 'a1', browser: 'Chromium', browserVersion: '120', os: 'Linux', osVersion: '6' };

describe('login and account commands', () => {
  it('builds a login request in group L with trimmed credentials', () => {
    const req = buildCommandRequest(
      loginCommand,
      { user: '', session: '' },
      loginParams({ username: ' demo ', password: ' pw ', otp: '123456', device }),
    );
    expect(req).toEqual({
      group: 'L',
      user: '',
      session: '',
      channel: 'W',
      data: { cmd: 'Web.sCheckLogin', p1: 'demo', p2: 'pw', p3: 'W', p5: '123456', p6: device },
    });
    const params = parseCommandParams(loginCommand, req.data);
    expect(params.ok && params.value.username).toBe('demo');
  });

  it('rejects bad login parameters', () => {
    expect(parseCommandParams(loginCommand, { cmd: 'Web.sCheckLogin', p1: 'u', p2: 'p', p3: 'X' }).ok).toBe(
      false,
    );
    expect(
      parseCommandParams(loginCommand, { cmd: 'Web.sCheckLogin', p1: 'u', p2: 'p', p3: 'W', p5: 'abc' }).ok,
    ).toBe(false);
    expect(parseCommandParams(loginCommand, { cmd: 'Web.sCheckLogin', p1: '  ', p2: 'p', p3: 'W' }).ok).toBe(
      false,
    );
    expect(parseCommandParams(loginCommand, { cmd: 'ListAccount' }).ok).toBe(false);
  });

  it('reads the session token, or the failure message', () => {
    const ok = parseCommandReply(loginCommand, {
      rc: 1,
      rs: 'OK',
      data: { sid: 's', user: 'u', defaultAcc: '0001' },
    });
    expect(ok).toEqual({ ok: true, value: { sid: 's', user: 'u', defaultAcc: '0001' } });
    expect(parseCommandReply(loginCommand, { rc: -8007, rs: 'Mật khẩu không hợp lệ' })).toEqual({
      ok: false,
      error: 'Mật khẩu không hợp lệ',
    });
    expect(parseCommandReply(loginCommand, { rc: 1, rs: 'OK', data: { user: 'u' } }).ok).toBe(false);
  });

  it('lists accounts in group B and labels them', () => {
    const req = buildCommandRequest(listAccountCommand, { user: 'u', session: 's' }, {});
    expect(req.group).toBe('B');
    expect(req.data).toEqual({ cmd: 'ListAccount' });
    const accounts = parseCommandReply(listAccountCommand, {
      rc: 1,
      rs: '',
      data: [
        {
          acntNo: '001C000001',
          subAcntNo: 'M001',
          vsdAcntNo: '001C000001',
          defaultSubAccount: 'N001',
          status: 1,
        },
      ],
    });
    expect(accounts.ok).toBe(true);
    expect(accountLabel({ subAcntNo: 'M001' })).toBe('M001 Margin');
    expect(accountLabel({ subAcntNo: 'N001' })).toBe('N001 Thường');
  });

  it('maps account status codes', () => {
    expect([0, 1, 2, -1].map(accountStatus)).toEqual(['pending', 'active', 'cancelled', 'cancelled']);
    expect(accountStatus(accountStatusCode('cancelled'))).toBe('cancelled');
  });
});
