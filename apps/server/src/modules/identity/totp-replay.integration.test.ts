// Authenticator (TOTP) codes are single use (RFC 6238 §5.2, totp-steps.ts): once a code of time step
// S is accepted for an account, no code of a step <= S is, at login (p5) and ResetPassword.pt alike;
// of parallel requests with one code exactly one gets through. A replay is answered as a wrong code
// and counts as a wrong try. On SQLite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startSeededApp, UNTHROTTLED } from '../../testing/demo-app.ts';
import { postCommand } from '../trading-gateway/test-client.ts';

const anonymous = { user: '', session: '' };
const STEP_MS = 30_000;

describe.each(testAppDatabases())('authenticator code replay on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  const secret = generateSecret();
  /** The code of the current time step moved by `offset` steps (the window takes -1 ... +1). */
  const code = (offset = 0) =>
    generateSync({ secret, epoch: (Math.floor(Date.now() / STEP_MS) + offset) * (STEP_MS / 1000) });
  const login = async (otp: string) =>
    (
      await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
        username: 'demo',
        password: 'Demo@123',
        channel: 'W',
        otp,
      })
    ).rc;
  const resetPassword = async (otp: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/trading/ResetPassword.pt',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: JSON.stringify({ user: 'demo', otp, newPassword: 'Demo@123', confirmPassword: 'Demo@123' }),
      })
    ).json<{ http: number; rc: number }>().rc;

  beforeAll(async () => {
    ({ app, close } = await startSeededApp(open, { clockStart: '10:00', ...UNTHROTTLED }));
  });
  afterAll(() => close?.());
  // Each test starts from an enrolled account with no code used and no wrong try.
  beforeEach(async () => {
    await app.storage.db
      .updateTable('customers')
      .set({
        totp_secret: secret,
        login_otp: 1,
        last_totp_step: null,
        otp_failures: 0,
        otp_retry_after: 0,
        otp_locked_until: 0,
      })
      .where('username', '=', 'demo')
      .execute();
  });

  it('refuses the same code the second time at login', async () => {
    const once = code();
    expect(await login(once)).toBe(1);
    expect(await login(once)).toBe(-8105);
  });

  it('refuses a code of an earlier step once a later one was used', async () => {
    const earlier = code(0);
    expect(await login(code(1))).toBe(1);
    expect(await login(earlier)).toBe(-8105);
    expect(await resetPassword(earlier)).toBe(-8105);
  });

  it('refuses a code used at login for ResetPassword.pt, and one used there for login', async () => {
    const first = code(0);
    expect(await login(first)).toBe(1);
    expect(await resetPassword(first)).toBe(-8105);
    const second = code(1);
    expect(await resetPassword(second)).toBe(1);
    expect(await resetPassword(second)).toBe(-8105);
    expect(await login(second)).toBe(-8105);
  });

  it('lets exactly one of 10 parallel requests with one code through', async () => {
    const once = code();
    const replies = await Promise.all(Array.from({ length: 10 }, () => resetPassword(once)));
    expect(replies.filter((rc) => rc === 1)).toHaveLength(1);
    // the others: a used code (-8105) or, past 5 claimed tries, the lock (-8124)
    expect(replies.filter((rc) => rc === -8105 || rc === -8124)).toHaveLength(9);
  });

  it('counts a replay as a wrong try: a fresh code still gets in after one, not after five', async () => {
    const once = code(-1);
    expect(await login(once)).toBe(1);
    expect(await login(once)).toBe(-8105);
    expect(await login(code(0))).toBe(1);
    for (let i = 0; i < 5; i += 1) expect(await login(once)).toBe(-8105);
    expect(await login(code(1))).toBe(-8124);
  });
});
