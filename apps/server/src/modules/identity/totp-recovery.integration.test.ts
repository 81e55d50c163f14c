// A lost authenticator app (TotpRecover, from the login): password, then trading PIN and an SMS code
// sent to the registered phone remove it; logins then ask for SMS codes again. Every refusal changes
// nothing; each secret stays within the guess limit it has everywhere else, also in parallel. On
// SQLite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startSeededApp, UNTHROTTLED } from '../../testing/demo-app.ts';
import { postCommand } from '../trading-gateway/test-client.ts';
import { LOCK_AFTER_FAILURES } from './login-throttle.ts';
import { OTP_MAX_TRIES } from './otp-service.ts';
import { setCustomer as setCustomerRow, storedTotp, type CustomerChanges } from './test-customers.ts';

const anonymous = { user: '', session: '' };
const KEY = 'totp-recovery-outbox-key-1';
const PASSWORD = 'Demo@123';
const PIN = '123456';
const count = (replies: Array<{ rc: number }>, ...codes: number[]) =>
  replies.filter((reply) => codes.includes(reply.rc)).length;

describe.each(testAppDatabases())('authenticator recovery on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  const ownSecret = generateSecret();
  const recover = (params: Record<string, unknown> = {}) =>
    postCommand(app, 'L', anonymous, 'TotpRecover', {
      username: 'demo',
      password: PASSWORD,
      outboxKey: KEY,
      ...params,
    });
  const login = (params: Record<string, unknown> = {}) =>
    postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
      username: 'demo',
      password: PASSWORD,
      channel: 'W',
      outboxKey: KEY,
      ...params,
    });
  /** The newest demo SMS of this test's outbox key. */
  const sms = async () => {
    const reply = await postCommand(app, 'L', anonymous, 'OtpOutbox', { username: 'demo', outboxKey: KEY });
    return ((reply.data as Array<{ message: string }>)[0]?.message ?? '').trim();
  };
  const codeIn = (message: string) => /(\d{6})/.exec(message)?.[1] ?? '';
  /** A 6-digit code other than `code`. */
  const other = (code: string, n = 0) => {
    const guess = String(100_000 + n);
    return guess === code ? '999999' : guess;
  };
  const customerId = async () =>
    (
      await app.storage.db
        .selectFrom('customers')
        .select('id')
        .where('username', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
  const stored = () => storedTotp(app, 'demo');
  const notices = async () =>
    app.storage.db
      .selectFrom('notifications')
      .select(['kind', 'text_vi', 'text_en'])
      .where('customer_id', '=', await customerId())
      .where('kind', '=', 'totp-removed')
      .execute();
  const codesIssued = async () =>
    Number(
      (
        await app.storage.db
          .selectFrom('otp_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', await customerId())
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setCustomer = (changes: CustomerChanges) => setCustomerRow(app, 'demo', changes);
  /** The authenticator is still the customer's, as it was before the refusals. */
  const unchanged = async () => {
    expect(await stored()).toEqual({ totp_secret: ownSecret, totp_pending: 'pending-secret', login_otp: 1 });
    expect(await notices()).toEqual([]);
  };

  beforeAll(async () => {
    ({ app, close } = await startSeededApp(open, { clockStart: '10:00', ...UNTHROTTLED }));
  });
  afterAll(() => close?.());
  beforeEach(async () => {
    // demo has an authenticator (and an enrolment under way), no code sent, no wrong try of any secret
    await setCustomer({
      totp_secret: ownSecret,
      totp_pending: 'pending-secret',
      login_otp: 1,
      last_totp_step: null,
      failed_logins: 0,
      retry_after: 0,
      locked_until: 0,
      otp_failures: 0,
      otp_retry_after: 0,
      otp_locked_until: 0,
      pin_failures: 0,
      pin_retry_after: 0,
      pin_locked_until: 0,
    });
    const id = await customerId();
    await app.storage.db.deleteFrom('otp_codes').where('customer_id', '=', id).execute();
    await app.storage.db.deleteFrom('otp_outbox').where('customer_id', '=', id).execute();
    await app.storage.db.deleteFrom('notifications').where('customer_id', '=', id).execute();
  });

  it('removes a lost authenticator with password, PIN and SMS code; logins then want SMS codes', async () => {
    // a session opened with the app (say, on the lost phone) before the recovery
    const before = await login({ otp: generateSync({ secret: ownSecret }) });
    expect(before.rc).toBe(1);
    const lostPhone = { user: 'demo', session: (before.data as { sid: string }).sid };
    expect(await postCommand(app, 'B', lostPhone, 'ListAccount', {})).toMatchObject({ rc: 1 });
    await setCustomer({ last_totp_step: null });

    // the login says which code it wants: the app's
    expect(await login()).toMatchObject({ rc: -8104, data: { method: 'totp' } });
    expect(await codesIssued()).toBe(0); // an authenticator customer gets no SMS at login

    expect(await recover()).toMatchObject({ rc: 1, data: { method: 'sms' } });
    const message = await sms();
    expect(message).toMatch(/go ung dung xac thuc/);
    expect(await recover({ pin: PIN, code: codeIn(message) })).toMatchObject({
      rc: 1,
      data: { message: 'OK' },
    });
    // removed, the enrolment under way too; the login still wants a second factor
    expect(await stored()).toEqual({ totp_secret: null, totp_pending: null, login_otp: 1 });
    const [notice] = await notices();
    expect(notice?.text_vi).toMatch(/Ứng dụng xác thực đã được gỡ/);
    expect(notice?.text_en).toMatch(/authenticator app was removed/);
    // the sessions opened before it ended, as after a password change
    expect((await postCommand(app, 'B', lostPhone, 'ListAccount', {})).rc).toBeLessThan(1);
    const ended = await app.storage.db
      .selectFrom('sessions')
      .select('end_reason')
      .where('username', '=', 'demo')
      .where('end_reason', '=', 'authenticator-removed')
      .execute();
    expect(ended.length).toBeGreaterThanOrEqual(1);

    // the login now sends an SMS code and takes it; the old app's codes are no longer asked for
    expect(await login()).toMatchObject({ rc: -8104, data: { method: 'sms' } });
    const loginCode = codeIn(await sms());
    expect(loginCode).toMatch(/^\d{6}$/);
    const appCode = generateSync({ secret: ownSecret });
    if (appCode !== loginCode) expect(await login({ otp: appCode })).toMatchObject({ rc: -8105 });
    expect(await login()).toMatchObject({ rc: -8104 });
    const reply = await login({ otp: codeIn(await sms()) });
    expect(reply.rc).toBe(1);

    // a new app is enrolled with the PIN alone, as none is active
    const session = { user: 'demo', session: (reply.data as { sid: string }).sid };
    expect(await postCommand(app, 'B', session, 'TotpSetup', { pin: PIN })).toMatchObject({ rc: 1 });
    // the recovery's code was used up, and there is no authenticator left to remove
    expect(await recover({ pin: PIN, code: codeIn(message) })).toMatchObject({ rc: -8112, data: null });
  });

  it('refuses without changing anything: wrong password, unknown user, no authenticator', async () => {
    expect(await recover({ password: 'Wrong@123' })).toMatchObject({ rc: -8101, data: null });
    expect(await recover({ username: 'nobody-here' })).toMatchObject({ rc: -8101, data: null });
    expect(await recover({ username: 'nobody-here', pin: PIN, code: '123456' })).toMatchObject({
      rc: -8101,
    });
    expect(await codesIssued()).toBe(0);
    // a wrong password counts against the login's limit
    const failed = await app.storage.db
      .selectFrom('customers')
      .select('failed_logins')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(Number(failed.failed_logins)).toBe(1);
    await unchanged();

    // an SMS customer (demootp) has no authenticator to remove: told so, no code sent, no PIN spent
    const demootp = await postCommand(app, 'L', anonymous, 'TotpRecover', {
      username: 'demootp',
      password: PASSWORD,
      outboxKey: KEY,
    });
    expect(demootp).toMatchObject({ rc: -8112, data: null });
    expect(demootp.rs).toBe('Tài khoản không dùng ứng dụng xác thực, không có gì để gỡ');
    const otpCustomer = await app.storage.db
      .selectFrom('customers')
      .select(['totp_secret', 'login_otp', 'pin_failures'])
      .where('username', '=', 'demootp')
      .executeTakeFirstOrThrow();
    expect(otpCustomer).toEqual({ totp_secret: null, login_otp: 1, pin_failures: 0 });
    expect(
      await postCommand(app, 'L', anonymous, 'TotpRecover', {
        username: 'demootp',
        password: PASSWORD,
        pin: '000000',
        code: '123456',
      }),
    ).toMatchObject({ rc: -8112 });
    const after = await app.storage.db
      .selectFrom('customers')
      .select('pin_failures')
      .where('username', '=', 'demootp')
      .executeTakeFirstOrThrow();
    expect(Number(after.pin_failures)).toBe(0);
  });

  it('refuses without changing anything: wrong PIN, wrong, missing or other code', async () => {
    // no code was sent yet
    expect(await recover({ pin: PIN, code: '123456' })).toMatchObject({ rc: -8105, data: null });
    // a code without the PIN is bad input
    expect(await recover({ code: '123456' })).toMatchObject({ rc: -1, data: null });
    // a login code (another purpose) does not remove the authenticator
    await setCustomer({ totp_secret: null });
    expect(await login()).toMatchObject({ rc: -8104 });
    const loginCode = codeIn(await sms());
    await setCustomer({ totp_secret: ownSecret });
    expect(await recover({ pin: PIN, code: loginCode })).toMatchObject({ rc: -8105 });

    expect(await recover()).toMatchObject({ rc: 1 });
    const code = codeIn(await sms());
    expect(await recover({ pin: '000000', code })).toMatchObject({ rc: -8005, data: null });
    expect(await recover({ pin: PIN, code: other(code) })).toMatchObject({ rc: -8105, data: null });
    expect(await recover({ pin: PIN, code, password: 'Wrong@123' })).toMatchObject({ rc: -8101 });
    await unchanged();
    // none of these spent the right code (a wrong PIN or password is refused before it is checked)
    expect(await recover({ pin: PIN, code })).toMatchObject({ rc: 1 });
    expect(await stored()).toEqual({ totp_secret: null, totp_pending: null, login_otp: 1 });
  });

  it('checks at most 5 of 20 wrong PINs sent at once; the authenticator stays', async () => {
    expect(await recover()).toMatchObject({ rc: 1 });
    const code = codeIn(await sms());
    const pins = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '0'));
    const burst = await Promise.all(pins.map((pin) => recover({ pin, code })));
    expect(count(burst, -8005)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(count(burst, -8005, -8121)).toBe(pins.length);
    // locked: the right PIN is refused too, the same lock as CheckPin's
    expect(await recover({ pin: PIN, code })).toMatchObject({ rc: -8121 });
    await unchanged();
  }, 60_000);

  it('checks at most 3 of 20 wrong SMS codes sent at once, then the code is void', async () => {
    expect(await recover()).toMatchObject({ rc: 1 });
    const code = codeIn(await sms());
    const guesses = Array.from({ length: 20 }, (_, i) => other(code, i));
    const burst = await Promise.all(guesses.map((guess) => recover({ pin: PIN, code: guess })));
    expect(count(burst, -8105)).toBeLessThanOrEqual(OTP_MAX_TRIES);
    expect(count(burst, -8105, -8123)).toBe(guesses.length);
    expect(await recover({ pin: PIN, code })).toMatchObject({ rc: -8123 });
    await unchanged();
    // the right PINs of the burst used up no PIN try
    const row = await app.storage.db
      .selectFrom('customers')
      .select(['pin_failures', 'pin_locked_until'])
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect([Number(row.pin_failures), Number(row.pin_locked_until)]).toEqual([0, 0]);
  }, 60_000);

  it('checks at most 5 of 20 wrong passwords sent at once, on the login’s counter', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recover({ password: `Wrong@pass-${i}` })),
    );
    expect(count(burst, -8101)).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(count(burst, -8101, -8102, -8103)).toBe(20);
    // the login's own counter: slowed down or locked there too (the right password is not checked)
    expect([-8102, -8103]).toContain((await login()).rc);
    expect(await codesIssued()).toBe(0);
    await unchanged();
  }, 60_000);

  it('removes once when the right request is sent several times at once', async () => {
    expect(await recover()).toMatchObject({ rc: 1 });
    const code = codeIn(await sms());
    const burst = await Promise.all(Array.from({ length: 4 }, () => recover({ pin: PIN, code })));
    expect(count(burst, 1)).toBe(1);
    expect(count(burst, 1, -8105, -8112)).toBe(4);
    expect(await notices()).toHaveLength(1);
  }, 60_000);

  it('sends at most 5 codes in 2 minutes (the SMS limit)', async () => {
    const replies = [];
    for (let i = 0; i < 6; i += 1) replies.push((await recover()).rc);
    expect(replies).toEqual([1, 1, 1, 1, 1, -8106]);
    await unchanged();
  });
});
