// The real app (buildApp) on SQLite and PostgreSQL: login, sessions, ownership and lock-out.
import { loginCommand, wireData, wireKeyOf } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { loginAs, postCommand } from '../trading-gateway/test-client.ts';
import { hashSessionId } from './session-service.ts';
import { hashSecret } from './password-hasher.ts';
import type { PrivateMessage } from './session-events.ts';
import { testCustomerRow } from './test-customer-row.ts';

const anonymous = { user: '', session: '' };
const login = (username: string, password: string, extra: Record<string, unknown> = {}) => ({
  username,
  password,
  channel: 'W',
  ...extra,
});

describe.each(testAppDatabases())('identity on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('logs in with trimmed credentials and returns the token', async () => {
    const reply = await postCommand(
      app,
      'L',
      anonymous,
      'Web.sCheckLogin',
      login(' demo ', ' Demo@123 ', {
        device: { address: 'a', browser: 'Chromium', browserVersion: '1', os: 'Linux', osVersion: '6' },
      }),
    );
    expect(reply.rc).toBe(1);
    expect(reply.data).toEqual({ sid: expect.any(String), user: 'demo', defaultAcc: '0000011' });
  });

  it('refuses a wrong password without saying whether the user exists', async () => {
    const wrong = await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('demo', 'nope!!'));
    const unknown = await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('nobody', 'nope!!'));
    expect(wrong.rc).toBe(-8101);
    expect(unknown).toEqual(wrong);
  });

  it('reads account status: 0 pending activation, 1 activated, other cancelled', async () => {
    const hash = await hashSecret('Status@123');
    for (const [username, status] of [
      ['pending1', 0],
      ['cancelled1', 2],
    ] as const) {
      await app.storage.db
        .insertInto('customers')
        .values(
          testCustomerRow(username, { password_hash: hash, pin_hash: hash, phone: '0911111111', status }),
        )
        .execute();
    }
    expect(
      (await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('pending1', 'Status@123'))).rc,
    ).toBe(-6017);
    expect(
      (await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('cancelled1', 'Status@123'))).rc,
    ).toBe(-8109);
    expect(
      (await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('pending1', 'wrong-one'))).rc,
    ).toBe(-8101);
  });

  it('lists the sub-accounts, normal and margin', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    const reply = await postCommand(app, 'B', demo, 'ListAccount');
    expect(reply.rc).toBe(1);
    expect((reply.data as Array<{ subAcntNo: string }>).map((a) => a.subAcntNo)).toEqual([
      '0000011',
      'M000001',
    ]);
  });

  it('refuses another customer account (-6030) and a missing session', async () => {
    const other = await loginAs(app, 'demo2', 'Demo@123');
    expect((await postCommand(app, 'B', other, 'CashBalance', { subAccount: '0000011' })).rc).toBe(-6030);
    expect((await postCommand(app, 'B', other, 'Positions', { subAccount: 'M000001' })).rc).toBe(-6030);
    expect((await postCommand(app, 'B', other, 'CashBalance', { subAccount: '0000021' })).rc).toBe(1);
    expect(await postCommand(app, 'B', anonymous, 'CashBalance', { subAccount: '0000021' })).toMatchObject({
      rs: 'Not logged in',
    });
    expect(
      await postCommand(app, 'B', { user: 'demo2', session: 'forged' }, 'CashBalance', {
        subAccount: '0000021',
      }),
    ).toMatchObject({ rs: 'Invalid session' });
  });

  it('expires an idle session mid-use and pushes the realtime logout', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    expect((await postCommand(app, 'B', demo, 'ListAccount')).rc).toBe(1);
    const pushed: PrivateMessage[] = [];
    app.privateEvents.on('private', (m) => pushed.push(m));
    // 32 idle minutes pass: past the 30-minute limit and the minute allowed for touches not yet
    // written (the clock moves: a live session's row is not read again on every call).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 32 * 60_000);
    let reply;
    try {
      reply = await postCommand(app, 'B', demo, 'ListAccount');
    } finally {
      vi.useRealTimers();
    }
    expect(reply).toMatchObject({ rs: 'Invalid session' });
    expect(reply.rc).toBeLessThan(1);
    expect(pushed).toEqual([
      { user: 'demo', message: { action: 'logout' }, sessionHash: hashSessionId(demo.session) },
    ]);
    expect(await app.sessions.validate('demo', demo.session)).toBe(false);
  });

  it('keeps a busy session’s touches in memory and writes them together before the sweep', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    const idHash = hashSessionId(demo.session);
    const stored = async () =>
      (
        await app.storage.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id_hash', '=', idHash)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const before = await stored();
    // 10 s later a call touches the session: in memory only, no commit of its own.
    const later = Date.now() + 10_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(later);
    try {
      expect((await postCommand(app, 'B', demo, 'ListAccount')).rc).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await stored()).toBe(before);
    expect(await app.sessions.sweepExpired()).toBe(0);
    expect(await stored()).toBeGreaterThanOrEqual(later);
    expect(await app.sessions.validate('demo', demo.session)).toBe(true);
  });

  it('sweeps idle sessions nobody uses any more', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    const pushed: PrivateMessage[] = [];
    app.privateEvents.on('private', (m) => pushed.push(m));
    await app.storage.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 32 * 60_000 })
      .where('id_hash', '=', hashSessionId(demo.session))
      .execute();
    expect(await app.sessions.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(pushed).toContainEqual({
      user: 'demo',
      message: { action: 'logout' },
      sessionHash: hashSessionId(demo.session),
    });
    expect(await app.sessions.validate('demo', demo.session)).toBe(false);
  });

  it('logs out', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    expect((await postCommand(app, 'B', demo, 'Logout')).rc).toBe(1);
    expect((await postCommand(app, 'B', demo, 'ListAccount')).rs).toBe('Invalid session');
  });

  it('slows down repeated failures and then locks the account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(
        (await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('demo2', 'bad-password'))).rc,
      );
      if (i === 2)
        codes.push(
          (await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('demo2', 'Demo@123'))).rc,
        );
      // let the slow-down delay pass, as time would
      await app.storage.db
        .updateTable('customers')
        .set({ retry_after: 0 })
        .where('username', '=', 'demo2')
        .execute();
    }
    expect(codes).toEqual([-8101, -8101, -8101, -8102, -8101, -8103]);
    const locked = await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('demo2', 'Demo@123'));
    expect(locked.rc).toBe(-8103);
    expect(locked.rs).toMatch(/15 phút/);
    await app.storage.db
      .updateTable('customers')
      .set({ locked_until: Date.now() - 1 })
      .where('username', '=', 'demo2')
      .execute();
    expect((await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('demo2', 'Demo@123'))).rc).toBe(
      1,
    );
  });

  it('asks for an OTP when required, shows it in the demo outbox, and limits OTPs to 5 per 2 minutes', async () => {
    const key = 'identity-test-outbox-key';
    const first = await postCommand(
      app,
      'L',
      anonymous,
      'Web.sCheckLogin',
      login('demootp', 'Demo@123', { outboxKey: key }),
    );
    expect(first.rc).toBe(-8104);
    const outbox = await postCommand(app, 'L', anonymous, 'OtpOutbox', {
      username: 'demootp',
      outboxKey: key,
    });
    const code = /(\d{6})/.exec((outbox.data as Array<{ message: string }>)[0]?.message ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (
        await postCommand(
          app,
          'L',
          anonymous,
          'Web.sCheckLogin',
          login('demootp', 'Demo@123', { otp: code === '000000' ? '111111' : '000000' }),
        )
      ).rc,
    ).toBe(-8105);
    expect(
      (await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('demootp', 'Demo@123', { otp: code })))
        .rc,
    ).toBe(1);
    const more = [];
    for (let i = 0; i < 5; i += 1)
      more.push((await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', login('demootp', 'Demo@123'))).rc);
    expect(more).toEqual([-8104, -8104, -8104, -8104, -8106]);
  });

  it('answers bad input with rc < 1 and changes nothing', async () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/trading/CoreServlet.pt',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect((await post('{not json')).json()).toMatchObject({ rc: -1 });
    expect(
      (await post(JSON.stringify({ group: 'B', user: '', session: '', data: { cmd: 'Nope' } }))).json(),
    ).toMatchObject({ rc: -2 });
    const badParams = (
      await post(
        JSON.stringify({
          group: 'L',
          user: '',
          session: '',
          data: wireData(loginCommand, { username: 'demo', password: 'x', channel: 'Q' as 'W' }),
        }),
      )
    ).json();
    expect(badParams.rc).toBe(-1);
    expect(badParams.rs).toContain(wireKeyOf(loginCommand, 'channel'));
  });

  it('serves the in-memory lists, banks and provinces', async () => {
    const branches = (await app.inject({ method: 'GET', url: '/trading/getInmemList/BRANCH_CODE' })).json();
    const issuers = (await app.inject({ method: 'GET', url: '/trading/getInmemList/NOI_CAP' })).json();
    expect(branches.data[0]).toEqual({ code: 'HO', name: expect.any(String) });
    expect(issuers.data.length).toBeGreaterThan(3);
    expect((await app.inject({ method: 'GET', url: '/trading/getInmemList/OTHER' })).statusCode).toBe(404);
    // Names of an object's prototype are no lists either.
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const unknown = await app.inject({ method: 'GET', url: `/trading/getInmemList/${name}` });
      expect(unknown.statusCode, name).toBe(404);
      expect(unknown.json(), name).toEqual({ rc: expect.any(Number), rs: expect.any(String), data: null });
    }
    expect(((await postCommand(app, 'L', anonymous, 'ListBank')).data as unknown[]).length).toBeGreaterThan(
      10,
    );
    expect(((await postCommand(app, 'L', anonymous, 'ListProvince')).data as unknown[]).length).toBe(34);
  });
});
