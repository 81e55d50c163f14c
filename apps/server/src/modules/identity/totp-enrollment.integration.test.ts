// Enrolling or replacing an authenticator app is a security setting: a session alone (a stolen one)
// must not do it. TotpSetup wants the trading PIN, and when an authenticator is active a current
// code of it, with the checks and guess limits of CheckPin and of the login's authenticator codes;
// a refused setup hands out no secret and changes nothing. On SQLite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startSeededApp, UNTHROTTLED } from '../../testing/demo-app.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { setCustomer as setCustomerRow, storedTotp, type CustomerChanges } from './test-customers.ts';

const anonymous = { user: '', session: '' };
const STEP_MS = 30_000;
const PIN = '123456';
/** The code of the current time step moved by `offset` steps (the window takes -1 ... +1). */
const codeOf = (secret: string, offset = 0) =>
  generateSync({ secret, epoch: (Math.floor(Date.now() / STEP_MS) + offset) * (STEP_MS / 1000) });
/** A 6-digit code that is none of the secret's codes of the window. */
const wrongCode = (secret: string) =>
  ['000000', '111111', '222222', '333333'].find(
    (c) => ![-1, 0, 1].some((offset) => codeOf(secret, offset) === c),
  ) ?? '444444';

describe.each(testAppDatabases())('authenticator enrolment on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  /** A session of the customer: in the attacks, one that was stolen (no PIN, no authenticator). */
  let session: TestCaller;
  const ownSecret = generateSecret();
  const setup = (params: Record<string, unknown>) => postCommand(app, 'B', session, 'TotpSetup', params);
  const confirm = (code: string) => postCommand(app, 'B', session, 'TotpConfirm', { code });
  const stored = () => storedTotp(app, 'demo');
  const setCustomer = (changes: CustomerChanges) => setCustomerRow(app, 'demo', changes);
  const login = async (otp?: string) =>
    (
      await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
        username: 'demo',
        password: 'Demo@123',
        channel: 'W',
        ...(otp === undefined ? {} : { otp }),
      })
    ).rc;
  /** The customer has the authenticator `ownSecret`, no code used, no wrong try of any secret. */
  const withAuthenticator = () => setCustomer({ totp_secret: ownSecret, login_otp: 1 });

  beforeAll(async () => {
    ({ app, close } = await startSeededApp(open, { clockStart: '10:00', ...UNTHROTTLED }));
    session = await loginAs(app, 'demo', 'Demo@123');
  });
  afterAll(() => close?.());
  beforeEach(async () => {
    await setCustomer({
      totp_secret: null,
      totp_pending: null,
      login_otp: 0,
      last_totp_step: null,
      otp_failures: 0,
      otp_retry_after: 0,
      otp_locked_until: 0,
      pin_failures: 0,
      pin_retry_after: 0,
      pin_locked_until: 0,
    });
  });

  it('refuses a first enrolment with the session alone: no PIN, or a wrong one', async () => {
    const none = await setup({});
    expect(none.rc).toBe(-1);
    expect(none.data).toBeNull();
    const wrong = await setup({ pin: '000000' });
    expect(wrong).toMatchObject({ rc: -8005, data: null });
    expect(await stored()).toEqual({ totp_secret: null, totp_pending: null, login_otp: 0 });
  });

  it('enrols with the PIN, then the new app’s code; logins then ask for its codes', async () => {
    const reply = await setup({ pin: PIN });
    expect(reply.rc).toBe(1);
    const { secret, uri } = reply.data as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/Sen:demo\?/);
    expect((await confirm(codeOf(secret))).rc).toBe(1);
    expect(await stored()).toEqual({ totp_secret: secret, totp_pending: null, login_otp: 1 });
    expect(await login()).toBe(-8104);
    expect(await login(codeOf(secret, 1))).toBe(1);
  });

  it('refuses to replace an active authenticator without the PIN and a current code of it', async () => {
    await withAuthenticator();
    // the PIN alone: a current code of the active authenticator is asked for (-8104), no PIN checked
    expect(await setup({ pin: PIN })).toMatchObject({ rc: -8104, data: null });
    // a right code with a wrong PIN: -8005, and the code is not spent
    const current = codeOf(ownSecret);
    expect(await setup({ pin: '000000', code: current })).toMatchObject({ rc: -8005, data: null });
    // the PIN with a wrong code
    expect(await setup({ pin: PIN, code: wrongCode(ownSecret) })).toMatchObject({ rc: -8105, data: null });
    // the PIN with a code already used (at login): single use, as everywhere
    expect(await login(current)).toBe(1);
    expect(await setup({ pin: PIN, code: current })).toMatchObject({ rc: -8105, data: null });
    // nothing was handed out or changed: the customer's own authenticator still logs in
    expect(await stored()).toEqual({ totp_secret: ownSecret, totp_pending: null, login_otp: 1 });
    expect(await login(codeOf(ownSecret, 1))).toBe(1);
  });

  it('replaces an active authenticator with the PIN and a current code; the old one stops working', async () => {
    await withAuthenticator();
    const old = codeOf(ownSecret);
    const reply = await setup({ pin: PIN, code: old });
    expect(reply.rc).toBe(1);
    const { secret } = reply.data as { secret: string };
    // the proving code is used up
    expect(await setup({ pin: PIN, code: old })).toMatchObject({ rc: -8105 });
    // until the new app confirms, the old authenticator stays the customer's
    expect(await stored()).toMatchObject({ totp_secret: ownSecret, totp_pending: secret });
    expect((await confirm(codeOf(secret))).rc).toBe(1);
    expect(await stored()).toEqual({ totp_secret: secret, totp_pending: null, login_otp: 1 });
    expect(await login(codeOf(ownSecret, 1))).toBe(-8105);
    expect(await login(codeOf(secret, 1))).toBe(1);
  });

  it('counts wrong PINs against the PIN limit shared with CheckPin (-8121)', async () => {
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push((await setup({ pin: `00000${i}` })).rc);
    // the 5th wrong PIN locks it (and says so), as with CheckPin; then the right one is refused too
    expect(replies).toEqual([-8005, -8005, -8005, -8005, -8121]);
    expect((await setup({ pin: PIN })).rc).toBe(-8121);
    expect((await postCommand(app, 'B', session, 'CheckPin', { pin: PIN })).rc).toBe(-8121);
    expect((await stored()).totp_pending).toBeNull();
  });

  it('counts wrong current codes against the authenticator limit shared with login (-8124)', async () => {
    await withAuthenticator();
    const wrong = wrongCode(ownSecret);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push((await setup({ pin: PIN, code: wrong })).rc);
    expect(replies).toEqual([-8105, -8105, -8105, -8105, -8105]);
    expect((await setup({ pin: PIN, code: codeOf(ownSecret) })).rc).toBe(-8124);
    expect(await login(codeOf(ownSecret))).toBe(-8124);
    expect(await stored()).toEqual({ totp_secret: ownSecret, totp_pending: null, login_otp: 1 });
  });
});
