// Security settings, forms and balance commands through the trading gateway, on SQLite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { generateSync } from 'otplib';
import { buildApp } from '../../app.ts';
import { MARKET_UPDATES } from '../market/market-updates.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

const anonymous = { user: '', session: '' };

describe.each(testAppDatabases())('security settings on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    demo = await loginAs(app, 'demo', 'Demo@123');
  });
  const outboxKey = 'security-test-outbox-key';
  const latestOtp = async (username: string, request = false): Promise<string> => {
    if (request)
      await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
        username: username,
        password: 'Demo@123',
        channel: 'W',
        outboxKey: outboxKey,
      });
    const outbox = (
      await postCommand(app, 'L', anonymous, 'OtpOutbox', { username: username, outboxKey: outboxKey })
    ).data as Array<{ message: string }>;
    return /(\d{6})/.exec(outbox[0]?.message ?? '')?.[1] ?? '';
  };
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('reads balances, positions and purchase power of an own sub-account', async () => {
    expect((await postCommand(app, 'B', demo, 'CashBalance', { subAccount: '0000011' })).data).toEqual({
      subAcntNo: '0000011',
      available: 500_000_000,
      blocked: 0,
      receivable: [],
      total: 500_000_000,
    });
    const stocks = (await postCommand(app, 'B', demo, 'StockBalance', { subAccount: '0000011' }))
      .data as Array<{
      symbol: string;
      available: number;
    }>;
    expect(stocks.map((s) => [s.symbol, s.available])).toEqual([
      ['FPT', 1_000],
      ['HPG', 5_000],
      ['VNM', 2_000],
    ]);
    const positions = (await postCommand(app, 'B', demo, 'Positions', { subAccount: '0000011' }))
      .data as Array<{
      symbol: string;
      avgCost: number;
      marketPrice: number | null;
      marketValue: number | null;
    }>;
    const fpt = positions.find((p) => p.symbol === 'FPT');
    expect(fpt?.avgCost).toBe(120_000);
    // valued at the simulated market's live price (last match, else reference)
    const live = app.market.store.get('FPT');
    expect(fpt?.marketPrice).toBe(live && live.last > 0 ? live.last : live?.reference);
    expect(fpt?.marketValue).toBe(1_000 * (fpt?.marketPrice ?? 0));
    expect(
      (await postCommand(app, 'B', demo, 'PurchasePower', { subAccount: 'M000001' })).data,
    ).toMatchObject({
      cashAvailable: 200_000_000,
      purchasePower: 400_000_000,
    });
  });

  it('settles a buy on T+2 when the exchange rolls over to that day', async () => {
    const ledger = app.ledger;
    await ledger.blockCash(app.storage.db, { subAcntNo: 'M000001', amount: 2_003_000, ref: 'it-order-1' });
    await ledger.postFill(app.storage.db, {
      subAcntNo: 'M000001',
      ref: 'it-order-1-f1',
      side: 'B',
      symbol: 'VNM',
      quantity: 100,
      price: 20_000,
      fee: 3_000,
      tradeDate: '2026-01-02',
    });
    const before = (await postCommand(app, 'B', demo, 'StockBalance', { subAccount: 'M000001' })).data;
    expect(before).toEqual([
      {
        symbol: 'VNM',
        available: 0,
        blocked: 0,
        receivable: [{ settleDate: '2026-01-06', amount: 100 }],
        total: 100,
      },
    ]);
    app.bus.publish(MARKET_UPDATES, { kind: 'rollover', tradingDate: '2026-01-06', time: Date.now() });
    await expect
      .poll(async () => (await postCommand(app, 'B', demo, 'StockBalance', { subAccount: 'M000001' })).data)
      .toEqual([{ symbol: 'VNM', available: 100, blocked: 0, receivable: [], total: 100 }]);
  });

  it('shows account info with masked identifiers and changes the default sub-account', async () => {
    const info = (await postCommand(app, 'B', demo, 'AccountInfo')).data as Record<string, unknown>;
    expect(info).toMatchObject({ username: 'demo', status: 1, defaultAcc: '0000011', otpMethod: 'sms' });
    expect(info.phone).toMatch(/^\*+\d{3}$/);
    expect((await postCommand(app, 'B', demo, 'ChangeAccount', { subAccount: 'M000001' })).data).toEqual({
      defaultAcc: 'M000001',
    });
    expect((await postCommand(app, 'B', demo, 'ChangeAccount', { subAccount: '0000021' })).rc).toBe(-6030);
    expect((await postCommand(app, 'B', demo, 'ListAccount')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ defaultSubAccount: 'M000001' })]),
    );
  });

  it('changes the PIN: confirmation, different value, old PIN checked', async () => {
    expect(
      (
        await postCommand(app, 'B', demo, 'ChangePin', {
          oldPin: '123456',
          newPin: '654321',
          confirmation: '654320',
        })
      ).rc,
    ).toBe(-8107);
    expect(
      (
        await postCommand(app, 'B', demo, 'ChangePin', {
          oldPin: '123456',
          newPin: '123456',
          confirmation: '123456',
        })
      ).rc,
    ).toBe(-8108);
    expect(
      (
        await postCommand(app, 'B', demo, 'ChangePin', {
          oldPin: '000000',
          newPin: '654321',
          confirmation: '654321',
        })
      ).rc,
    ).toBe(-8005);
    expect(
      (
        await postCommand(app, 'B', demo, 'ChangePin', {
          oldPin: '123456',
          newPin: '654321',
          confirmation: '654321',
        })
      ).rc,
    ).toBe(1);
    expect((await postCommand(app, 'B', demo, 'CheckPin', { pin: '123456' })).rc).toBe(-8005);
    expect((await postCommand(app, 'B', demo, 'CheckPin', { pin: '654321' })).rc).toBe(1);
  });

  it('enrolls an authenticator app (TOTP) and then asks its codes at login', async () => {
    const session = await loginAs(app, 'demootp', 'Demo@123', await latestOtp('demootp', true));
    const setup = (await postCommand(app, 'B', session, 'TotpSetup', { pin: '123456' })).data as {
      secret: string;
      uri: string;
    };
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Sen:demootp\?/);
    expect(
      (
        await postCommand(app, 'B', session, 'TotpConfirm', {
          code: '000000' === generateSync({ secret: setup.secret }) ? '111111' : '000000',
        })
      ).rc,
    ).toBe(-8105);
    const confirmCode = generateSync({ secret: setup.secret });
    expect((await postCommand(app, 'B', session, 'TotpConfirm', { code: confirmCode })).rc).toBe(1);
    expect(
      (
        await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
          username: 'demootp',
          password: 'Demo@123',
          channel: 'W',
        })
      ).rc,
    ).toBe(-8104);
    expect(
      await postCommand(app, 'L', anonymous, 'OtpOutbox', { username: 'demootp', outboxKey: outboxKey }),
    ).toMatchObject({ rc: 1 });
    // The confirming code is used up (single use); the next step's code logs in.
    expect(
      (
        await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
          username: 'demootp',
          password: 'Demo@123',
          channel: 'W',
          otp: confirmCode,
        })
      ).rc,
    ).toBe(-8105);
    const next = generateSync({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await loginAs(app, 'demootp', 'Demo@123', next);
  });

  it('takes open-account requests and contact messages', async () => {
    const request = await postCommand(app, 'L', anonymous, 'OpenAccount', {
      fullName: 'Phạm Văn Mới',
      idNumber: '001090000099',
      phone: '0912345678',
      email: 'moi@example.com',
      province: 'Hà Nội',
      branch: 'HO',
    });
    expect(request).toMatchObject({ rc: 1, data: { requestId: expect.any(Number) } });
    expect(
      (
        await postCommand(app, 'L', anonymous, 'OpenAccount', {
          fullName: 'X',
          idNumber: '12',
          phone: '0912345678',
          email: 'bad',
          province: 'Hà Nội',
          branch: 'HO',
        })
      ).rc,
    ).toBe(-1);
    expect(
      (
        await postCommand(app, 'L', demo, 'Contact', {
          name: 'Demo',
          email: 'demo@sen.example',
          subject: 'Hỏi',
          message: 'Xin chào',
        })
      ).rc,
    ).toBe(1);
    const stored = await app.storage.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored[0]?.customer_id).toEqual(expect.any(Number));
    expect(await app.storage.db.selectFrom('open_account_requests').selectAll().execute()).toHaveLength(1);
  });

  it('changes the password (must differ, confirmation must match), then asks for a new login', async () => {
    const session = await loginAs(app, 'demo2', 'Demo@123');
    expect(
      (
        await postCommand(app, 'B', session, 'ChangePassword', {
          oldPassword: 'Demo@123',
          newPassword: 'New@1234',
          confirmation: 'New@1235',
        })
      ).rc,
    ).toBe(-8107);
    expect(
      (
        await postCommand(app, 'B', session, 'ChangePassword', {
          oldPassword: 'Demo@123',
          newPassword: 'Demo@123',
          confirmation: 'Demo@123',
        })
      ).rc,
    ).toBe(-8006);
    expect(
      (
        await postCommand(app, 'B', session, 'ChangePassword', {
          oldPassword: 'Wrong@123',
          newPassword: 'New@1234',
          confirmation: 'New@1234',
        })
      ).rc,
    ).toBe(-8007);
    expect(
      (
        await postCommand(app, 'B', session, 'ChangePassword', {
          oldPassword: 'Demo@123',
          newPassword: 'New@1234',
          confirmation: 'New@1234',
        })
      ).rc,
    ).toBe(1);
    expect((await postCommand(app, 'B', session, 'ListAccount')).rs).toBe('Invalid session');
    expect(
      (
        await postCommand(app, 'L', anonymous, 'Web.sCheckLogin', {
          username: 'demo2',
          password: 'Demo@123',
          channel: 'W',
        })
      ).rc,
    ).toBe(-8101);
    await loginAs(app, 'demo2', 'New@1234');
  });

  it('resets a forgotten password with an OTP through ResetPassword.pt', async () => {
    expect(
      (await postCommand(app, 'L', anonymous, 'ForgotPassword', { username: 'demo2', contact: '0900000000' }))
        .rc,
    ).toBe(-8110);
    expect(
      (
        await postCommand(app, 'L', anonymous, 'ForgotPassword', {
          username: 'demo2',
          contact: 'DEMO2@sen.example',
          outboxKey: outboxKey,
        })
      ).rc,
    ).toBe(1);
    const outbox = (
      await postCommand(app, 'L', anonymous, 'OtpOutbox', { username: 'demo2', outboxKey: outboxKey })
    ).data as Array<{ message: string }>;
    const otp = /(\d{6})/.exec(outbox[0]?.message ?? '')?.[1] ?? '';
    const reset = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/trading/ResetPassword.pt',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: JSON.stringify(body),
      });
    expect(
      (await reset({ user: 'demo2', otp, newPassword: 'Reset@123', confirmPassword: 'Reset@124' })).json(),
    ).toMatchObject({ http: 400, rc: -8107 });
    expect(
      (
        await reset({
          user: 'demo2',
          otp: otp === '000000' ? '111111' : '000000',
          newPassword: 'Reset@123',
          confirmPassword: 'Reset@123',
        })
      ).json(),
    ).toMatchObject({ http: 400, rc: -8105 });
    expect(
      (await reset({ user: 'demo2', otp, newPassword: 'Reset@123', confirmPassword: 'Reset@123' })).json(),
    ).toEqual({ http: 200, rc: 1, rs: 'OK' });
    expect(
      (await reset({ user: 'demo2', otp, newPassword: 'Again@123', confirmPassword: 'Again@123' })).json(),
    ).toMatchObject({ http: 400 });
    await loginAs(app, 'demo2', 'Reset@123');
  });

  it.each([
    ['broken percent-encoding', '%7B%22user%22%3A%22demo%E0%A4%A'],
    ['not JSON', 'user=demo&otp=123456&newPassword=Secret@99'],
    ['an array', '[1,2]'],
    ['a short password', '{"user":"demo","otp":"123456","newPassword":"x","confirmPassword":"x"}'],
  ])('ResetPassword.pt refuses %s as bad input (http 400, rc -1), never a fault', async (_name, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/trading/ResetPassword.pt',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json<{ http: number; rc: number; rs: string }>();
    expect(reply).toMatchObject({ http: 400, rc: -1 });
    expect(reply.rs).toMatch(/^Dữ liệu không hợp lệ: /);
    expect(reply.rs).not.toContain('Secret@99');
  });
});
