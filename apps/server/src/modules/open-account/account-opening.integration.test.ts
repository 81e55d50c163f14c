// From a verified request to a customer's first order, on SQLite and PostgreSQL (issue 29): the
// review delay on the market clock, the 000 rejection rule, the customer and sub-accounts the
// approval creates (status 0), the temporary password by SMS outbox, the first login that sets a
// password and a PIN (status 1), -6017 before it and -6039 until the depository number is registered.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { loginAs, postCommand } from '../trading-gateway/test-client.ts';
import { anonymous, applicant, outboxCode } from './open-account-testing.ts';

const key = 'account-opening-test-key';
const DAY_MS = 86_400_000;

describe.each(testAppDatabases())('account opening on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  const call = (cmd: string, params: Record<string, unknown>) =>
    postCommand(app, 'L', anonymous, cmd, params);
  const outbox = async (id: number) =>
    (
      (await call('OpenAccountOutbox', { requestId: id, outboxKey: key })).data as Array<{ message: string }>
    ).map((m) => m.message);
  /** A request with both channels verified; returns its number. */
  const verified = async (form: ReturnType<typeof applicant>) => {
    const id = ((await call('OpenAccount', { ...form, outboxKey: key })).data as { requestId: number })
      .requestId;
    for (const channel of ['phone', 'email'] as const)
      expect(
        (
          await call('OpenAccountVerify', {
            requestId: id,
            phone: form.phone,
            channel: channel,
            code: await outboxCode(app, id, key, channel),
          })
        ).rc,
      ).toBe(1);
    return id;
  };
  beforeAll(async () => {
    // A day of market time: the background job decides nothing while the test runs.
    process.env.SEN_OPEN_ACCOUNT_REVIEW_SECONDS = '86400';
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
  });
  afterAll(async () => {
    delete process.env.SEN_OPEN_ACCOUNT_REVIEW_SECONDS;
    await app.close();
    await database.drop();
  });

  it('approves after the review delay, activates at the first login and trades once registered', async () => {
    const form = applicant(11);
    const id = await verified(form);
    const now = app.market.clock.marketTime();
    expect(await app.accountOpening.reviewDue(now)).toBe(0);
    expect((await call('OpenAccountStatus', { requestId: id, phone: form.phone })).data).toMatchObject({
      status: 'verifying',
    });
    expect(await app.accountOpening.reviewDue(now + DAY_MS)).toBe(1);
    expect(await app.accountOpening.reviewDue(now + DAY_MS)).toBe(0);
    expect((await call('OpenAccountStatus', { requestId: id, phone: form.phone })).data).toMatchObject({
      status: 'approved',
      decidedAt: expect.any(String),
    });
    const sms = (await outbox(id)).find((m) => m.includes('mat khau tam')) ?? '';
    const [, username, temporary] = /Ten dang nhap (\S+), mat khau tam (\S+)\./.exec(sms) ?? [];
    expect(username).toBe(`068C${100_000 + id}`);
    const customer = await app.storage.db
      .selectFrom('customers')
      .select(['id', 'status', 'phone', 'full_name'])
      .where('username', '=', username!)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ status: 0, phone: form.phone, full_name: form.fullName });
    const subs = await app.storage.db
      .selectFrom('sub_accounts')
      .select(['sub_acnt_no', 'status', 'vsd_acnt_no'])
      .where('customer_id', '=', customer.id)
      .orderBy('sub_acnt_no')
      .execute();
    const normal = `${String(100_000 + id)}1`;
    expect(subs).toEqual([
      { sub_acnt_no: normal, status: 0, vsd_acnt_no: '' },
      { sub_acnt_no: `M${100_000 + id}`, status: 0, vsd_acnt_no: '' },
    ]);
    // Pending activation: the login refuses -6017 even with the right password.
    const login = (password: string) =>
      call('Web.sCheckLogin', { username: username, password: password, channel: 'W' }).then((r) => r.rc);
    expect(await login(temporary!)).toBe(-6017);
    const activate = (temporaryPassword: string, confirmPassword = 'Moi@2026', confirmPin = '246810') =>
      call('ActivateAccount', {
        username: username,
        temporaryPassword: temporaryPassword,
        newPassword: 'Moi@2026',
        confirmPassword: confirmPassword,
        pin: '246810',
        confirmPin: confirmPin,
      }).then((r) => r.rc);
    expect(await activate('wrong-temp')).toBe(-8101);
    expect(await activate(temporary!, 'Other@2026')).toBe(-8107);
    expect(await activate(temporary!, 'Moi@2026', '111111')).toBe(-8107);
    expect(await activate(temporary!)).toBe(1);
    expect(await activate(temporary!)).toBe(-8101);
    expect(await login(temporary!)).toBe(-8101);
    expect((await call('OpenAccountStatus', { requestId: id, phone: form.phone })).data).toMatchObject({
      status: 'activated',
    });
    const caller = await loginAs(app, username!, 'Moi@2026');
    expect(
      (
        await postCommand(app, 'B', caller, 'BankSimulateDeposit', {
          subAccount: normal,
          amount: 50_000_000,
          refId: 'first',
        })
      ).rc,
    ).toBe(1);
    const floor = app.market.store.get('HPG')!.floor;
    const order = {
      symbol: 'HPG',
      side: 'B' as const,
      price: floor,
      volume: 100,
      sub: normal,
      pin: '246810',
    };
    expect((await placeOrder(app, caller, order)).rc).toBe(-6039);
    expect(await app.accountOpening.registerDepository(app.market.clock.marketTime())).toBe(0);
    expect(await app.accountOpening.registerDepository(app.market.clock.marketTime() + 2 * DAY_MS)).toBe(2);
    expect(await placeOrder(app, caller, order)).toMatchObject({ rc: 1 });
    // Another customer's sub-account stays refused -6030.
    expect((await placeOrder(app, caller, { ...order, sub: '0000011' })).rc).toBe(-6030);
  });

  it('rejects an identity number ending in 000 and creates no customer', async () => {
    const form = applicant(12, { idNumber: '001091200000' });
    const id = await verified(form);
    expect(await app.accountOpening.reviewDue(app.market.clock.marketTime() + DAY_MS)).toBe(1);
    expect((await call('OpenAccountStatus', { requestId: id, phone: form.phone })).data).toMatchObject({
      status: 'rejected',
    });
    expect((await outbox(id)).some((m) => m.includes('chua duoc chap thuan'))).toBe(true);
    const created = await app.storage.db
      .selectFrom('customers')
      .select('id')
      .where('username', '=', `068C${100_000 + id}`)
      .executeTakeFirst();
    expect(created).toBeUndefined();
    // A rejected request frees its identity number, phone and email for a new one.
    expect((await call('OpenAccount', form)).rc).toBe(1);
  });
});
