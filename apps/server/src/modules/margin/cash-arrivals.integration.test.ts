// Cash that arrives on a margin sub-account repays its debt first, in the transaction that brings it,
// for every arrival (SQLite and PostgreSQL): a bank deposit callback, an internal cash transfer in, a
// cash dividend, a bond coupon and a bond sell-back; once per arrival; the rest stays as cash once
// the debt is gone; a normal sub-account keeps all of what arrives.
import type { CorporateEvent } from '@sen/exchange';
import { BondDesk, REFERENCE } from '@sen/exchange';
import type { BondHolding, BondInfo, BondOrder } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { withMarketHeld } from '../../testing/market-held.ts';
import { signBody } from '../bank/bank-deposits.ts';
import { DEMO_BANK_SECRET } from '../bank/bank-plugin.ts';
import { payBondsDue } from '../bonds/bond-payments.ts';
import { nextRef, postBond } from '../bonds/bond-test-client.ts';
import { CorporateActionsService } from '../corporate-actions/corporate-actions-service.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { cashArrivalsOf } from './cash-arrivals.ts';
import { borrowBuyingFpt } from './margin-test-setup.ts';

const SUB = 'M000001';
const NORMAL = '0000011';
const PIN = '123456';
type Info = { debt: number; interest: number; heldCredit: number; cashAvailable: number };
const DIVIDEND: CorporateEvent = {
  kind: 'cash-dividend',
  id: 'FPT-MARGIN1',
  title: { vi: 'x', en: 'x' },
  ratePct: 20,
  perShare: 2_000,
  exDate: '2099-01-05',
  recordDate: '2099-01-06',
  paymentDate: '2099-01-08',
};

describe.each(testAppDatabases())('cash arriving on a margin sub-account on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  let bond: BondInfo;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);
  const info = async () => (await call('MarginInfo', { subAccount: SUB })).data as Info;
  const owed = async () => {
    const i = await info();
    return i.debt + i.interest;
  };
  const cashOf = async (sub: string) =>
    ((await call('CashBalance', { subAccount: sub })).data as { available: number }).available;
  const sweeps = async () =>
    (
      await app.storage.db
        .selectFrom('ledger_entries')
        .select('ref')
        .where('kind', '=', 'margin-sweep')
        .execute()
    ).map((r) => r.ref);
  const deposit = (txnId: string, amount: number, sub = SUB) => {
    const body = JSON.stringify({ txnId, virtualAccount: `SEN${sub}`, amount, bankName: 'VCB' });
    return app.inject({
      method: 'POST',
      url: '/bank/callback',
      headers: { 'content-type': 'application/json', 'x-sen-signature': signBody(DEMO_BANK_SECRET, body) },
      payload: body,
    });
  };

  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
    bond = (await postBond<BondInfo[]>(app, demo, 'BondList')).data
      .filter((b) => b.offered)
      .sort((a, b) => a.nextCouponDate!.localeCompare(b.nextCouponDate!))[0]!;
  }, 60_000);
  afterAll(() => close?.());

  it('borrows first: bonds from its cash, then FPT beyond the rest of it', async () => {
    const bought = await postBond<BondOrder>(app, demo, 'BondBuy', {
      subAcntNo: SUB,
      symbol: bond.symbol,
      volume: 200,
      pin: PIN,
      refId: nextRef(),
    });
    expect(bought.rc).toBe(1);
    const cash = await cashOf(SUB);
    await borrowBuyingFpt(app, demo, SUB, cash + 100_000_000, cash + 20_000_000);
    await vi.waitFor(async () => expect((await info()).heldCredit).toBe(0), { timeout: 30_000 });
    expect((await info()).debt).toBeGreaterThan(10_000_000);
  }, 120_000);

  it('a bank deposit repays the debt in its own transaction, once per bank transaction', async () => {
    // MarginInfo values the account at live prices: the market holds still between the reads.
    await withMarketHeld(app, async () => {
      const before = await info();
      expect((await deposit('MARGIN-DEP-1', 3_000_000)).statusCode).toBe(200);
      const after = await info();
      expect(after.debt + after.interest).toBe(before.debt + before.interest - 3_000_000);
      expect(after.cashAvailable).toBe(before.cashAvailable);
      expect((await deposit('MARGIN-DEP-1', 3_000_000)).statusCode).toBe(200); // the bank's resend
      expect(await info()).toEqual(after);
    });
    expect(await sweeps()).toContain('bank-deposit|MARGIN-DEP-1');
    // a normal sub-account keeps what arrives
    const normal = await cashOf(NORMAL);
    expect((await deposit('NORMAL-DEP-1', 1_000_000, NORMAL)).statusCode).toBe(200);
    expect(await cashOf(NORMAL)).toBe(normal + 1_000_000);
  });

  it('an internal cash transfer in repays the debt', async () => {
    const before = await owed();
    const moved = await call('CashTransfer', {
      fromSubAccount: NORMAL,
      toSubAccount: SUB,
      amount: 2_000_000,
      note: '',
      pin: PIN,
      refId: 'margin-transfer-in',
    });
    expect(moved.rc).toBe(1);
    expect(await owed()).toBe(before - 2_000_000);
  });

  it('a cash dividend on the margin sub-account repays the debt', async () => {
    const service = new CorporateActionsService({
      db: app.storage.db,
      ledger: app.ledger,
      calendar: { live: () => [{ symbol: 'FPT', event: DIVIDEND }] },
      now: Date.now,
      notify: (input, trx) => app.notifications.notify(input, trx),
      arrived: cashArrivalsOf(app.margin),
    });
    await service.runDay(DIVIDEND.recordDate);
    const list = (await call('EntitlementList', { subAccount: SUB })).data as Array<{ net: number }>;
    expect(list).toHaveLength(1);
    const before = await owed();
    const cash = await cashOf(SUB);
    expect((await service.runDay(DIVIDEND.paymentDate)).paid).toBeGreaterThanOrEqual(1);
    expect(await owed()).toBe(before - list[0]!.net);
    expect(await cashOf(SUB)).toBe(cash);
  });

  it('a bond coupon and a bond sell-back repay the debt', async () => {
    const deps = {
      db: app.storage.db,
      desk: new BondDesk(REFERENCE.bonds, 1),
      ledger: app.ledger,
      notifications: app.notifications,
      arrived: cashArrivalsOf(app.margin),
    };
    const held = (await postBond<BondHolding[]>(app, demo, 'BondHoldings', { subAcntNo: SUB })).data;
    const coupon = held[0]!.flows[0]!;
    const before = await owed();
    expect(await payBondsDue(deps, coupon.date)).toBe(1);
    expect(await owed()).toBe(before - coupon.net);
    const sold = await postBond<BondOrder>(app, demo, 'BondSellBack', {
      subAcntNo: SUB,
      symbol: bond.symbol,
      volume: 100,
      pin: PIN,
      refId: nextRef(),
    });
    expect(sold.rc).toBe(1);
    expect(await owed()).toBe(before - coupon.net - sold.data.amount);
  });

  it('once the debt is repaid, the rest of an arrival stays as cash', async () => {
    const before = await info();
    const owing = before.debt + before.interest;
    expect((await deposit('MARGIN-DEP-2', owing + 5_000_000)).statusCode).toBe(200);
    const after = await info();
    expect(after).toMatchObject({ debt: 0, interest: 0, cashAvailable: before.cashAvailable + 5_000_000 });
    const loans = (await call('MarginDebtList', { subAccount: SUB })).data as Array<{ status: string }>;
    expect(loans.every((l) => l.status === 'repaid')).toBe(true);
  });
});
