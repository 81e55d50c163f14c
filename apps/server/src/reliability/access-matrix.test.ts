// R8: the route-by-role matrix, generated from the command registry of the real app, so commands
// added later are covered without touching this file. Every registered command is either public
// (reviewed: PUBLIC_COMMANDS) or needs a session and declares which parameter names a
// sub-account (`subAccountParam`, null for none). For every session command, with parameters
// generated from its zod schema:
//   - no session: "Not logged in" (-4); a forged one: "Invalid session" (-3), also when the
//     parameters are wrong (issue 11: nothing about the schema before the session is checked);
//   - as customer demo naming demo2's sub-account, or an unknown one: -6030 (issue 9: CancelOrder
//     and EditOrder answered -8003);
// and none of these requests changes any business state.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { faultyOf, validOf } from '../testing/zod-arbitrary.ts';
import { stateDigest } from '../testing/state-digest.ts';
import { loginAs, postCommand, type TestCaller } from '../modules/trading-gateway/test-client.ts';

/** Commands anyone may call without a session, each reviewed; a new public command fails until added. */
const PUBLIC_COMMANDS = new Set([
  'Web.sCheckLogin',
  'ForgotPassword',
  'OtpOutbox',
  // a lost authenticator: the login's password check and limit, then the PIN's and an SMS code's
  'TotpRecover',
  'OpenAccount',
  'OpenAccountStatus',
  'OpenAccountVerify',
  'OpenAccountResend',
  'OpenAccountOutbox',
  'ActivateAccount',
  'Contact',
  'ListBank',
  'ListProvince',
]);
const SAMPLES = Number(process.env.SEN_SOAK_MATRIX_SAMPLES ?? 2);
const OTHERS_SUB_ACCOUNT = '0000021'; // demo2's
const UNKNOWN_SUB_ACCOUNT = 'Z999999';

// Every registered command is called several times: its time grows with the registry (on 2 busy
// cores about 30 s for the -6030 sweep), so these two tests have their own timeout.
let t: TestApp;
let demo: TestCaller;
beforeAll(async () => {
  t = await startTestApp({ demoUsers: true });
  demo = await loginAs(t.app, 'demo', 'Demo@123');
});
afterAll(async () => t?.stop());

const commands = () => Object.values(t.app.trading.registered);

describe('R8 route-by-role matrix from the command registry', () => {
  it('every command is reviewed public or declares how it names a sub-account', () => {
    const undeclared = commands()
      .filter((c) => (c.requiresSession ? c.subAccountParam === undefined : !PUBLIC_COMMANDS.has(c.cmd)))
      .map((c) => c.cmd);
    expect(undeclared, 'declare subAccountParam (or review the command as public)').toEqual([]);
    expect(commands().filter((c) => c.subAccountParam).length).toBeGreaterThanOrEqual(10);
  });

  it('every session command is refused without a session, with a forged one, and with bad params', async () => {
    const before = await stateDigest(t.app.storage.db);
    let calls = 0;
    for (const command of commands().filter((c) => c.requiresSession)) {
      const valid = fc.sample(validOf(command.params), { numRuns: SAMPLES, seed: 8 }) as Record<
        string,
        unknown
      >[];
      const faulty = fc.sample(faultyOf(command.params), { numRuns: SAMPLES, seed: 8 });
      for (const params of [...valid, ...faulty]) {
        const none = await postCommand(t.app, command.group, { user: '', session: '' }, command.cmd, params);
        expect(none, `${command.cmd} without a session`).toMatchObject({ rc: -4, rs: 'Not logged in' });
        const forged = await postCommand(
          t.app,
          command.group,
          { user: 'demo', session: 'forged' },
          command.cmd,
          params,
        );
        expect(forged, `${command.cmd} with a forged session`).toMatchObject({
          rc: -3,
          rs: 'Invalid session',
        });
        const stolen = await postCommand(
          t.app,
          command.group,
          { user: 'demo2', session: demo.session },
          command.cmd,
          params,
        );
        expect(stolen, `${command.cmd} with another user's session`).toMatchObject({ rs: 'Invalid session' });
        calls += 3;
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(await stateDigest(t.app.storage.db)).toBe(before);
  }, 180_000);

  it("every command naming another customer's or an unknown sub-account is refused -6030", async () => {
    const before = await stateDigest(t.app.storage.db);
    const named = commands().filter((c) => c.requiresSession && c.subAccountParam);
    expect(named.map((c) => c.cmd)).toEqual(expect.arrayContaining(['CancelOrder', 'EditOrder', 'NewOrder']));
    for (const command of named) {
      const samples = fc.sample(validOf(command.params), { numRuns: SAMPLES, seed: 9 }) as Record<
        string,
        unknown
      >[];
      for (const params of samples)
        for (const sub of [OTHERS_SUB_ACCOUNT, UNKNOWN_SUB_ACCOUNT]) {
          const reply = await postCommand(t.app, command.group, demo, command.cmd, {
            ...params,
            [command.subAccountParam!]: sub,
          });
          expect(reply.rc, `${command.cmd} naming ${sub}: ${reply.rs}`).toBe(-6030);
        }
    }
    expect(await stateDigest(t.app.storage.db)).toBe(before);
    // The demo session still works for its own sub-account.
    expect((await postCommand(t.app, 'B', demo, 'CashBalance', { subAccount: '0000011' })).rc).toBe(1);
  }, 180_000);
});
