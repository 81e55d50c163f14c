// Guess limits (issue 20, suite item R6): password, PIN and OTP attempts sent in parallel are
// claimed before they are checked, so no more than the limit is ever evaluated; a locked PIN and a
// voided code refuse even the right secret; only the newest SMS code counts; the demo outbox shows
// a code only to the outbox key that asked for it. On SQLite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startSeededApp, UNTHROTTLED } from '../../testing/demo-app.ts';
import { DEMO_SUB, placeOrder } from '../orders/test-orders.ts';
import { loginAs, postCommand } from '../trading-gateway/test-client.ts';
import { LOCK_AFTER_FAILURES } from './login-throttle.ts';
import { OTP_MAX_TRIES } from './otp-service.ts';
import { setCustomer as setCustomerRow, type CustomerChanges } from './test-customers.ts';

const anonymous = { user: '', session: '' };
const KEY = 'guess-limits-outbox-key-1';
const wrong = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const count = (replies: Array<{ rc: number }>, ...codes: number[]) =>
  replies.filter((reply) => codes.includes(reply.rc)).length;

describe.each(testAppDatabases())('guess limits on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  beforeAll(async () => {
    // the per-address and global throttles have their own test below
    ({ app, close } = await startSeededApp(open, { clockStart: '10:00', ...UNTHROTTLED }));
  });
  afterAll(() => close?.());
  const setCustomer = (username: string, changes: CustomerChanges) => setCustomerRow(app, username, changes);
  const resetPassword = async (user: string, otp: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/trading/ResetPassword.pt',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: JSON.stringify({ user, otp, newPassword: 'Reset@123', confirmPassword: 'Reset@123' }),
      })
    ).json<{ http: number; rc: number }>();
  const outbox = async (user: string, key = KEY) =>
    (
      (await postCommand(app, 'L', anonymous, 'OtpOutbox', { username: user, outboxKey: key }))
        .data as Array<{
        message: string;
      }>
    ).map((m) => /(\d{6})/.exec(m.message)?.[1] ?? '');

  it('checks at most 5 of 50 wrong passwords and the right one sent at once', async () => {
    const passwords = [...wrong(50, 'wrong-pass-'), 'Demo@123'];
    const replies = await Promise.all(
      passwords.map((password) =>
        postCommand(app, 'L', anonymous, 'Web.sCheckLogin', { username: 'demo2', password, channel: 'W' }),
      ),
    );
    // -8101 (wrong) and 1 (right) are the checked ones; the rest were refused unchecked
    expect(count(replies, -8101, 1)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(count(replies, -8101, 1, -8102, -8103)).toBe(passwords.length);
  });

  it('counts wrong current passwords of ChangePassword against the login limit, also in parallel', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    const burst = await Promise.all(
      wrong(20, 'Old@pass').map((oldPassword) =>
        postCommand(app, 'B', demo, 'ChangePassword', {
          oldPassword,
          newPassword: 'New@12345',
          confirmation: 'New@12345',
        }),
      ),
    );
    expect(count(burst, -8007)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(count(burst, -8007, -8102, -8103)).toBe(20);
    await setCustomer('demo', { failed_logins: 0, retry_after: 0, locked_until: 0 });
  });

  it('locks the PIN after 5 wrong ones, also in parallel, for CheckPin, ChangePin and orders', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    const pins = [...wrong(30, '0000'), '123456'].map((p) => p.padStart(6, '0').slice(-6));
    const burst = await Promise.all(pins.map((pin) => postCommand(app, 'B', demo, 'CheckPin', { pin })));
    expect(count(burst, -8005, 1)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(count(burst, -8005, 1, -8121)).toBe(pins.length);

    await setCustomer('demo', { pin_failures: 0, pin_locked_until: 0 });
    const sequential = [];
    for (const pin of ['000001', '000002', '000003', '000004', '000005'])
      sequential.push((await postCommand(app, 'B', demo, 'CheckPin', { pin })).rc);
    expect(sequential).toEqual([-8005, -8005, -8005, -8005, -8121]);
    const locked = await postCommand(app, 'B', demo, 'CheckPin', { pin: '123456' });
    expect(locked.rc).toBe(-8121);
    expect(locked.rs).toMatch(/15 phút/);
    expect(
      (
        await postCommand(app, 'B', demo, 'ChangePin', {
          oldPin: '123456',
          newPin: '654321',
          confirmation: '654321',
        })
      ).rc,
    ).toBe(-8121);
    const fresh = await loginAs(app, 'demo', 'Demo@123');
    const order = await placeOrder(app, fresh, { symbol: 'FPT', side: 'B', price: 'ATO', volume: 100 });
    expect(order.rc).toBe(-8121);
    const orders = await app.storage.db
      .selectFrom('orders')
      .select('id')
      .where('sub_acnt_no', '=', DEMO_SUB)
      .execute();
    expect(orders).toEqual([]);

    await setCustomer('demo', { pin_locked_until: Date.now() - 1 });
    expect((await postCommand(app, 'B', demo, 'CheckPin', { pin: '123456' })).rc).toBe(1);
  });

  it('lets parallel right PINs and passwords all pass without using up a try', async () => {
    await setCustomer('demo', { pin_failures: 0, pin_retry_after: 0, pin_locked_until: 0 });
    const demo = await loginAs(app, 'demo', 'Demo@123');
    // Twice the limit at once, as a double-clicking customer or a client resending sends them.
    const burst = await Promise.all(
      Array.from({ length: 2 * LOCK_AFTER_FAILURES }, () =>
        postCommand(app, 'B', demo, 'CheckPin', { pin: '123456' }),
      ),
    );
    expect(burst.map((reply) => reply.rc)).toEqual(burst.map(() => 1));
    // No try was used up: four wrong ones still leave the fifth to the customer.
    const sequential = [];
    for (const pin of ['000001', '000002', '000003', '000004']) {
      sequential.push((await postCommand(app, 'B', demo, 'CheckPin', { pin })).rc);
    }
    expect(sequential).toEqual([-8005, -8005, -8005, -8005]);
    expect((await postCommand(app, 'B', demo, 'CheckPin', { pin: '123456' })).rc).toBe(1);

    await setCustomer('demo2', { failed_logins: 0, retry_after: 0, locked_until: 0 });
    const logins = await Promise.all(
      Array.from({ length: 2 * LOCK_AFTER_FAILURES }, () =>
        postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
          username: 'demo2',
          password: 'Demo@123',
          channel: 'W',
        }),
      ),
    );
    expect(logins.map((reply) => reply.rc)).toEqual(logins.map(() => 1));
    const row = await app.storage.db
      .selectFrom('customers')
      .select(['failed_logins', 'locked_until', 'pin_failures', 'pin_locked_until'])
      .where('username', 'in', ['demo', 'demo2'])
      .orderBy('username')
      .execute();
    expect(
      row.map((r) => [
        Number(r.failed_logins),
        Number(r.locked_until),
        Number(r.pin_failures),
        Number(r.pin_locked_until),
      ]),
    ).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('voids an SMS code after 3 wrong tries sent at once, and only the newest code counts', async () => {
    const forgot = () =>
      postCommand(app, 'L', anonymous, 'ForgotPassword', {
        username: 'demo2',
        contact: '0900000002',
        outboxKey: KEY,
      });
    expect((await forgot()).rc).toBe(1);
    expect((await forgot()).rc).toBe(1);
    const [newest, older] = await outbox('demo2');
    expect(newest).toMatch(/^\d{6}$/);
    expect(older).toMatch(/^\d{6}$/);
    if (older !== newest) expect(await resetPassword('demo2', older ?? '')).toMatchObject({ rc: -8105 });
    expect(await resetPassword('demo2', newest ?? '')).toMatchObject({ http: 200, rc: 1 });

    expect((await forgot()).rc).toBe(1);
    const [code] = await outbox('demo2');
    const guesses = wrong(20, '1000').map((g) => (g === code ? '999999' : g).slice(-6).padStart(6, '0'));
    const burst = await Promise.all(guesses.map((otp) => resetPassword('demo2', otp)));
    expect(count(burst, -8105)).toBeLessThanOrEqual(OTP_MAX_TRIES);
    expect(count(burst, -8105, -8123)).toBe(guesses.length);
    expect(await resetPassword('demo2', code ?? '')).toMatchObject({ http: 400, rc: -8123 });
  });

  it('shows a demo SMS only to the outbox key of the request that sent it', async () => {
    expect(
      (
        await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
          username: 'demootp',
          password: 'Demo@123',
          channel: 'W',
          outboxKey: KEY,
        })
      ).rc,
    ).toBe(-8104);
    expect((await outbox('demootp'))[0]).toMatch(/^\d{6}$/);
    expect(await outbox('demootp', 'someone-elses-key-123')).toEqual([]);
    expect((await postCommand(app, 'L', anonymous, 'OtpOutbox', { username: 'demootp' })).rc).toBe(-1);
    // a code sent without a key (another flow) is never shown in the outbox
    await postCommand(app, 'L', anonymous, 'ForgotPassword', { username: 'demootp', contact: '0900000003' });
    const rows = await app.storage.db.selectFrom('otp_outbox').select('key_hash').execute();
    expect(rows.filter((row) => row.key_hash === null)).toHaveLength(1);
    expect(await outbox('demootp')).toHaveLength(1);
  });

  it('locks authenticator (TOTP) codes after 5 wrong ones', async () => {
    const secret = generateSecret();
    await setCustomer('demo', { totp_secret: secret });
    const right = generateSync({ secret });
    const codes = ['000001', '000002', '000003', '000004', '000005', '000006'].filter((c) => c !== right);
    const replies = [];
    for (const otp of codes.slice(0, 5)) replies.push((await resetPassword('demo', otp)).rc);
    expect(replies.every((rc) => rc === -8105)).toBe(true);
    expect(await resetPassword('demo', generateSync({ secret }))).toMatchObject({ http: 400, rc: -8124 });
    await setCustomer('demo', { otp_locked_until: 0, totp_secret: null });
  });

  it('limits TotpConfirm like the other authenticator checks, also in parallel', async () => {
    const fresh = { otp_failures: 0, otp_retry_after: 0, otp_locked_until: 0, totp_pending: null };
    await setCustomer('demo', fresh);
    const demo = await loginAs(app, 'demo', 'Demo@123');
    const setup = await postCommand(app, 'B', demo, 'TotpSetup', { pin: '123456' });
    const { secret } = setup.data as { secret: string };
    const confirm = (code: string) => postCommand(app, 'B', demo, 'TotpConfirm', { code });
    // 30 wrong codes at once: at most 5 are compared (-8105), the rest refused unchecked (-8124)
    const right = generateSync({ secret });
    const guesses = Array.from({ length: 31 }, (_, i) => String(100_000 + i))
      .filter((g) => g !== right)
      .slice(0, 30);
    const burst = await Promise.all(guesses.map((code) => confirm(code)));
    expect(count(burst, -8105)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(count(burst, -8105, -8124)).toBe(guesses.length);
    // locked: the right code is refused too, and nothing was enrolled
    const locked = await confirm(generateSync({ secret }));
    expect(locked.rc).toBe(-8124);
    expect(locked.rs).toMatch(/15 phút/);
    const row = await app.storage.db
      .selectFrom('customers')
      .select(['totp_secret', 'login_otp'])
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, login_otp: 0 });

    // one by one: 5 wrong are -8105 (the lock is told on the next try, as at login), then -8124
    await setCustomer('demo', { otp_failures: 0, otp_retry_after: 0, otp_locked_until: 0 });
    const sequential = [];
    for (const code of guesses.slice(0, 5)) sequential.push((await confirm(code)).rc);
    expect(sequential).toEqual([-8105, -8105, -8105, -8105, -8105]);
    expect((await confirm(generateSync({ secret }))).rc).toBe(-8124);

    // once the lock has passed, the right code confirms
    await setCustomer('demo', { otp_locked_until: Date.now() - 1 });
    expect((await confirm(generateSync({ secret }))).rc).toBe(1);
    await setCustomer('demo', { ...fresh, totp_secret: null, login_otp: 0, last_totp_step: null });
  });
});
