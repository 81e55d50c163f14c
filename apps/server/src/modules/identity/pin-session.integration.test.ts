// The trading PIN a session has entered, on SQLite and PostgreSQL: every command that takes the PIN
// (orders, money movements, bonds, margin repayment, rights registration) checks it once per
// session, so a burst of retries with the right PIN costs one guess and never locks it; and after
// ChangePin the old PIN authorises nothing, also in a session that had entered it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

const OLD_PIN = '123456';
const NEW_PIN = '654321';

describe.each(testAppDatabases())('the session PIN on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  const bond = async (caller: TestCaller, cmd: string, data: Record<string, unknown>) =>
    (
      await app.inject({
        method: 'POST',
        url: '/bond',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ cmd, user: caller.user, session: caller.session, data }),
      })
    ).json() as { rc: number; rs: string };

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('a burst of MarginRepay and RightsRegister with the right PIN costs one guess, not a lock', async () => {
    const demo = await loginAs(app, 'demo', 'Demo@123');
    const repay = await Promise.all(
      Array.from({ length: 20 }, () =>
        postCommand(app, 'B', demo, 'MarginRepay', {
          subAccount: 'M000001',
          amount: 100_000,
          pin: OLD_PIN,
          refId: 'burst-repay',
        }),
      ),
    );
    // No debt: every one is the same refusal, none a PIN lock.
    expect(new Set(repay.map((r) => r.rc))).toEqual(new Set([-8352]));
    const rights = await Promise.all(
      Array.from({ length: 20 }, () =>
        postCommand(app, 'B', demo, 'RightsRegister', {
          subAccount: '0000011',
          rightsId: 999_999,
          volume: 100,
          pin: OLD_PIN,
          refId: 'burst-rights',
        }),
      ),
    );
    expect(new Set(rights.map((r) => r.rc))).toEqual(new Set([-9101]));
    expect((await postCommand(app, 'B', demo, 'CheckPin', { pin: OLD_PIN })).rc).toBe(1);
  });

  it('after ChangePin the old PIN is refused in a session that had entered it', async () => {
    const demo = await loginAs(app, 'demo2', 'Demo@123');
    const transfer = (pin: string, refId: string) =>
      postCommand(app, 'B', demo, 'CashTransfer', {
        fromSubAccount: '0000021',
        toSubAccount: 'M000002',
        amount: 100_000,
        note: '',
        pin,
        refId,
      });
    const repay = (pin: string, refId: string) =>
      postCommand(app, 'B', demo, 'MarginRepay', { subAccount: 'M000002', amount: 100_000, pin, refId });
    const buy = (pin: string, refId: string) =>
      bond(demo, 'BondSellBack', { subAcntNo: '0000021', symbol: 'VHM125002', volume: 1, pin, refId });
    // The session enters the PIN once in each area.
    expect((await transfer(OLD_PIN, 'before-change')).rc).toBe(1);
    expect((await repay(OLD_PIN, 'before-change')).rc).toBe(-8352);
    expect((await buy(OLD_PIN, 'before-change')).rc).toBe(-6013);

    expect(
      (
        await postCommand(app, 'B', demo, 'ChangePin', {
          oldPin: OLD_PIN,
          newPin: NEW_PIN,
          confirmation: NEW_PIN,
        })
      ).rc,
    ).toBe(1);

    const cash = (await postCommand(app, 'B', demo, 'CashBalance', { subAccount: '0000021' })).data;
    expect((await transfer(OLD_PIN, 'after-change-old')).rc).toBe(-8005);
    expect((await repay(OLD_PIN, 'after-change-old')).rc).toBe(-8005);
    expect((await buy(OLD_PIN, 'after-change-old')).rc).toBe(-8005);
    expect((await postCommand(app, 'B', demo, 'CashBalance', { subAccount: '0000021' })).data).toEqual(cash);

    expect((await transfer(NEW_PIN, 'after-change-new')).rc).toBe(1);
  });
});
