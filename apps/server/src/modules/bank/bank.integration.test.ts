// Bank money transfers in the real app on SQLite (and PostgreSQL when configured): withdrawals with
// the SMS OTP moved along by the simulated bank (success, bank error, unsuccessful), signed deposit
// callbacks, the demo deposit, history, and every refusal with its code and nothing changed.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { generateSecret, generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp, withEnv } from '../../testing/demo-app.ts';
import { OtpService } from '../identity/otp-service.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { signBody } from './bank-deposits.ts';
import { DEMO_BANK_SECRET } from './bank-plugin.ts';

const SUB = '0000011';
const OTHER_SUB = '0000021';
const KEY = 'bank-test-outbox-key-0001';
type Cash = { available: number; blocked: number; total: number };
type Transfer = { id: number; status: string; amount: number; fee: number; kind: string; refId: string };

describe.each(testAppDatabases())('bank transfers on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  let accounts: Array<{ id: number; demoOutcome: string }>;
  const call = (cmd: string, params: Record<string, unknown> = {}, who = demo) =>
    postCommand(app, 'B', who, cmd, params);
  const cash = async () => (await call('CashBalance', { subAccount: SUB })).data as Cash;
  const today = () => new Date(app.market.clock.marketTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const history = async () =>
    (await call('BankTransferHistory', { subAccount: SUB, from: today(), to: today() })).data as Transfer[];
  const otp = async () => {
    expect((await call('BankWithdrawOtp', { outboxKey: KEY })).rc).toBe(1);
    const outbox = (
      await postCommand(app, 'L', { user: '', session: '' }, 'OtpOutbox', {
        username: 'demo',
        outboxKey: KEY,
      })
    ).data as Array<{ message: string }>;
    return /(\d{6})/.exec(outbox[0]!.message)![1]!;
  };
  const withdraw = async (account: number, amount: number, refId: string, code?: string) =>
    call('BankWithdraw', {
      subAccount: SUB,
      bankAccountId: account,
      amount: amount,
      otp: code ?? (await otp()),
      refId: refId,
    });
  const waitStatus = (id: number, status: string) =>
    vi.waitFor(
      async () => {
        const row = (await history()).find((t) => t.id === id);
        expect(row?.status).toBe(status);
      },
      { timeout: 15_000, interval: 200 },
    );
  const callback = (body: string, signature = signBody(DEMO_BANK_SECRET, body)) =>
    app.inject({
      method: 'POST',
      url: '/bank/callback',
      headers: { 'content-type': 'application/json', 'x-sen-signature': signature },
      payload: body,
    });
  /** The audit slips of an event for a sub-account (R11). */
  const slips = async (event: string, sub = SUB) =>
    (await app.audit.list({ account: sub })).filter((row) => row.event === event);
  const balancedLedger = async () => {
    const rows = await sql<{
      asset: string;
      total: number;
    }>`select asset, cast(sum(amount) as bigint) as total from ledger_postings group by asset`.execute(
      app.storage.db,
    );
    for (const row of rows.rows) expect(Number(row.total)).toBe(0);
  };

  beforeAll(async () => {
    ({ app, demo, close } = await withEnv({ SEN_BANK_STEP_MS: '300' }, () =>
      startDemoApp(open, { clockStart: '10:00' }),
    ));
    accounts = (await call('ListBankAccount')).data as typeof accounts;
  }, 60_000);
  afterAll(() => close?.());

  it('lists two demo bank accounts and the virtual account of a sub-account', async () => {
    expect(accounts.map((a) => a.demoOutcome)).toEqual(['success', 'bankError']);
    const info = (await call('BankTransferInfo', { subAccount: SUB })).data as {
      virtualAccount: string;
      withdrawFee: number;
    };
    expect(info).toMatchObject({ virtualAccount: 'SEN0000011', withdrawFee: 3_300 });
  });

  it('withdraws: pending holds amount + fee, then complete and success; idempotent on its refId', async () => {
    const before = await cash();
    const reply = await withdraw(accounts[0]!.id, 1_000_000, 'w-ok');
    expect(reply.rc).toBe(1);
    const made = reply.data as Transfer;
    expect(made).toMatchObject({ status: 'pending', amount: 1_000_000, fee: 3_300 });
    const held = await cash();
    expect(before.available - held.available).toBe(1_003_300);
    expect(held.blocked - before.blocked).toBe(1_003_300);
    // The same refId gives the same request (even with a used OTP); another body under it is -6004.
    expect(((await withdraw(accounts[0]!.id, 1_000_000, 'w-ok', '000000')).data as Transfer).id).toBe(
      made.id,
    );
    expect((await withdraw(accounts[0]!.id, 2_000_000, 'w-ok', '000000')).rc).toBe(-6004);
    // One audit slip with the request, none for the resend or the -6004.
    expect(await slips('bank.withdraw')).toEqual([
      expect.objectContaining({
        username: 'demo',
        ref: 'w-ok',
        amount: 1_000_000,
        channel: 'W',
        client_address: '127.0.0.1',
        device: 'lightMyRequest',
      }),
    ]);
    expect(JSON.parse((await slips('bank.withdraw'))[0]!.detail)).toMatchObject({ id: made.id, fee: 3_300 });
    await waitStatus(made.id, 'success');
    // A notification for each status, stored with the change.
    const page = (await call('NotificationList', { limit: 200 })).data as {
      items: Array<{ kind: string; ref: string; data: { status: string }; en: string }>;
    };
    const mine = page.items.filter((n) => n.kind === 'bank-withdraw' && n.ref === String(made.id));
    expect(mine.map((n) => n.data.status).sort()).toEqual(['complete', 'pending', 'success']);
    expect(mine.find((n) => n.data.status === 'success')!.en).toContain('1,000,000 VND');
    const after = await cash();
    expect(after.blocked).toBe(before.blocked);
    expect(before.total - after.total).toBe(1_003_300);
    await balancedLedger();
  });

  it('gives the money back on a bank error and on an unsuccessful request', async () => {
    const before = await cash();
    const failing = (await withdraw(accounts[1]!.id, 2_000_000, 'w-bank-error')).data as Transfer;
    const refused = (await withdraw(accounts[0]!.id, 1_013_000, 'w-refused')).data as Transfer;
    await waitStatus(failing.id, 'bankError');
    await waitStatus(refused.id, 'unsuccessful');
    expect(await cash()).toEqual(before);
    await balancedLedger();
  });

  it('refuses bad input, another customer, a wrong OTP and too much with codes, changing nothing', async () => {
    const before = await cash();
    const rows = (await history()).length;
    // Only the accepted request raises a "pending" notification; no refusal stores one.
    const notices = async () =>
      (
        (await call('NotificationList', { limit: 200 })).data as {
          items: Array<{ data: { status: string } }>;
        }
      ).items.filter((n) => n.data.status === 'pending').length;
    const noticesBefore = await notices();
    const slipsBefore = (await slips('bank.withdraw')).length;
    const code = await otp();
    const codes = [];
    for (const amount of [0, -10_000, 10_000.5, 1e15, 9_999])
      codes.push((await withdraw(accounts[0]!.id, amount, `bad-${amount}`, code)).rc);
    expect(codes).toEqual([-8701, -8701, -8701, -8701, -8701]);
    expect((await withdraw(99_999, 100_000, 'bad-account', code)).rc).toBe(-8702);
    expect((await withdraw(1e12, 100_000, 'huge-account', code)).rc).toBe(-1);
    expect((await withdraw(accounts[0]!.id, 1_000_000_000, 'too-much', code)).rc).toBe(-6012);
    expect((await withdraw(accounts[0]!.id, 100_000, 'bad-otp', '000000')).rc).toBe(-8105);
    expect(
      (
        await call('BankWithdraw', {
          subAccount: OTHER_SUB,
          bankAccountId: accounts[0]!.id,
          amount: 100_000,
          otp: code,
          refId: 'x',
        })
      ).rc,
    ).toBe(-6030);
    expect(
      (
        await call('BankWithdraw', {
          subAccount: SUB,
          bankAccountId: accounts[0]!.id,
          amount: '100000',
          otp: code,
          refId: 'x',
        })
      ).rc,
    ).toBe(-1);
    expect(
      (await call('BankTransferHistory', { subAccount: OTHER_SUB, from: today(), to: today() })).rc,
    ).toBe(-6030);
    expect((await call('BankTransferInfo', { subAccount: OTHER_SUB })).rc).toBe(-6030);
    expect(
      (await call('BankTransferHistory', { subAccount: SUB, from: '2026-02-01', to: '2026-01-01' })).rc,
    ).toBe(-8703);
    expect(
      (await call('BankTransferHistory', { subAccount: SUB, from: '2024-01-01', to: '2026-01-01' })).rc,
    ).toBe(-8703);
    // The other customer's bank account is unknown to this one.
    const demo2 = await loginAs(app, 'demo2', 'Demo@123');
    const theirs = ((await call('ListBankAccount', {}, demo2)).data as Array<{ id: number }>)[0]!.id;
    expect((await withdraw(theirs, 100_000, 'their-account', code)).rc).toBe(-8702);
    // The code is still good: nothing above used it, and it is single use.
    expect((await withdraw(accounts[0]!.id, 100_000, 'good-otp', code)).rc).toBe(1);
    expect((await withdraw(accounts[0]!.id, 100_000, 'reused-otp', code)).rc).toBe(-8105);
    expect((await history()).length).toBe(rows + 1);
    expect(await notices()).toBe(noticesBefore + 1);
    expect((await slips('bank.withdraw')).slice(slipsBefore).map((slip) => slip.ref)).toEqual(['good-otp']);
    expect(before.available - (await cash()).available).toBe(103_300);
  });

  it('credits a signed deposit callback once; a bad signature or body changes nothing', async () => {
    const before = await cash();
    const body = JSON.stringify({
      txnId: 'VCB-1',
      virtualAccount: 'SEN0000011',
      amount: 5_000_000,
      bankName: 'VCB',
    });
    expect((await callback(body, 'ab'.repeat(32))).statusCode).toBe(401);
    expect((await callback(body, '')).statusCode).toBe(401);
    expect((await cash()).available).toBe(before.available);
    const first = await callback(body);
    expect(first.statusCode).toBe(200);
    const again = await callback(body);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await cash()).available - before.available).toBe(5_000_000);
    const conflict = JSON.stringify({ txnId: 'VCB-1', virtualAccount: 'SEN0000011', amount: 6_000_000 });
    expect((await callback(conflict)).statusCode).toBe(409);
    const unknown = JSON.stringify({ txnId: 'VCB-2', virtualAccount: 'SEN9999999', amount: 5_000_000 });
    expect((await callback(unknown)).statusCode).toBe(404);
    const bad = JSON.stringify({ txnId: 'VCB-3', virtualAccount: 'SEN0000011', amount: -5 });
    expect((await callback(bad)).statusCode).toBe(400);
    expect((await callback('{not json')).statusCode).toBe(400);
    expect((await cash()).available - before.available).toBe(5_000_000);
    // The credit's slip names the bank's call as its origin; the replay and the refusals leave none.
    expect(await slips('bank.deposit')).toEqual([
      expect.objectContaining({
        username: 'demo',
        ref: 'bank:VCB-1',
        amount: 5_000_000,
        channel: 'BANK',
        client_address: '127.0.0.1',
      }),
    ]);
    await balancedLedger();
  });

  it('simulates a deposit in demo, idempotent by refId', async () => {
    const before = await cash();
    const first = await call('BankSimulateDeposit', { subAccount: SUB, amount: 2_000_000, refId: 'sim-1' });
    expect(first.data).toMatchObject({ kind: 'deposit', status: 'success', amount: 2_000_000 });
    const again = await call('BankSimulateDeposit', { subAccount: SUB, amount: 2_000_000, refId: 'sim-1' });
    expect((again.data as Transfer).id).toBe((first.data as Transfer).id);
    expect(
      (await call('BankSimulateDeposit', { subAccount: SUB, amount: 3_000_000, refId: 'sim-1' })).rc,
    ).toBe(-6004);
    expect(
      (await call('BankSimulateDeposit', { subAccount: OTHER_SUB, amount: 3_000_000, refId: 'sim-2' })).rc,
    ).toBe(-6030);
    expect((await call('BankSimulateDeposit', { subAccount: SUB, amount: 0, refId: 'sim-3' })).rc).toBe(
      -8701,
    );
    expect((await cash()).available - before.available).toBe(2_000_000);
    const listed = await history();
    expect(listed.filter((t) => t.kind === 'deposit').length).toBe(2);
    expect((await slips('bank.deposit')).map((slip) => [slip.ref, slip.channel, slip.amount])).toEqual([
      ['bank:VCB-1', 'BANK', 5_000_000],
      ['sim-1', 'W', 2_000_000],
    ]);
  });

  it('lets exactly k of parallel withdrawals of x through from a sub-account holding k·x', async () => {
    const demo2 = await loginAs(app, 'demo2', 'Demo@123');
    const margin = 'M000002';
    const as2 = (cmd: string, params: Record<string, unknown> = {}) =>
      postCommand(app, 'B', demo2, cmd, params);
    const x = 20_000_000;
    const start = ((await as2('CashBalance', { subAccount: margin })).data as Cash).available;
    const k = Math.floor(start / (x + 3_300));
    // The race under test is the cash check and hold, not the code: one SMS code is valid at a time
    // and an authenticator code is single use (tested below and in identity), so here the code check
    // lets these five codes through.
    const codes = ['111111', '222222', '333333', '444444', '555555'];
    const spy = vi
      .spyOn(OtpService.prototype, 'verify')
      .mockImplementation(async (_c, _p, code) => codes.includes(code));
    const account = ((await as2('ListBankAccount')).data as Array<{ id: number }>)[0]!.id;
    const replies = await Promise.all(
      codes.map((code, i) =>
        as2('BankWithdraw', {
          subAccount: margin,
          bankAccountId: account,
          amount: x,
          otp: code,
          refId: `par-${i}`,
        }),
      ),
    ).finally(() => spy.mockRestore());
    expect(k).toBeGreaterThan(0);
    expect(k).toBeLessThan(5);
    expect(replies.filter((r) => r.rc === 1)).toHaveLength(k);
    expect(replies.filter((r) => r.rc !== 1).map((r) => r.rc)).toEqual(Array(5 - k).fill(-6012));
    const after = ((await as2('CashBalance', { subAccount: margin })).data as Cash).available;
    expect(start - after).toBe(k * (x + 3_300));
    expect((await slips('bank.withdraw', margin)).map((slip) => slip.ref).sort()).toEqual(
      replies.flatMap((r, i) => (r.rc === 1 ? [`par-${i}`] : [])).sort(),
    );
    expect((await call('BankTransferInfo', { subAccount: '9999999' })).rc).toBe(-6030);
  });

  it('refuses an authenticator code used for a withdrawal the second time, and an older one after it', async () => {
    const demo2 = await loginAs(app, 'demo2', 'Demo@123');
    const as2 = (cmd: string, params: Record<string, unknown> = {}) =>
      postCommand(app, 'B', demo2, cmd, params);
    const secret = generateSecret();
    await app.storage.db
      .updateTable('customers')
      .set({
        totp_secret: secret,
        last_totp_step: null,
        otp_failures: 0,
        otp_retry_after: 0,
        otp_locked_until: 0,
      })
      .where('username', '=', 'demo2')
      .execute();
    const step = Math.floor(Date.now() / 30_000);
    const codeOf = (s: number) => generateSync({ secret, epoch: s * 30 });
    const account = ((await as2('ListBankAccount')).data as Array<{ id: number }>)[0]!.id;
    const withdraw2 = (refId: string, otp: string) =>
      as2('BankWithdraw', { subAccount: OTHER_SUB, bankAccountId: account, amount: 100_000, otp, refId });
    const available = async () =>
      ((await as2('CashBalance', { subAccount: OTHER_SUB })).data as Cash).available;
    const before = await available();
    expect((await withdraw2('totp-once', codeOf(step))).rc).toBe(1);
    expect((await withdraw2('totp-replay', codeOf(step))).rc).toBe(-8105);
    expect((await withdraw2('totp-later', codeOf(step + 1))).rc).toBe(1);
    expect((await withdraw2('totp-older', codeOf(step))).rc).toBe(-8105);
    expect(before - (await available())).toBe(2 * 103_300);
    expect((await slips('bank.withdraw', OTHER_SUB)).map((slip) => slip.ref).sort()).toEqual([
      'totp-later',
      'totp-once',
    ]);
  });
});
