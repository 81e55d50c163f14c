// Margin lending in the real app on SQLite and PostgreSQL: purchase power beyond cash, the loan at
// the fill, repayment by hand (success, refusals, -6030, wrong PIN, idempotent resend), interest,
// the pre-trade check's refusals and 200 parallel margin buys that never exceed the power.
import {
  BROKER_MAX_DERIVATIVE_VOLUME,
  dailyInterest,
  DEFAULT_MARGIN_POLICY,
  futuresInitialMargin,
} from '@sen/market';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { withMarketHeld } from '../../testing/market-held.ts';
import { buyBlockAmount } from '../ledger/block-amounts.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

const SUB = 'M000001';
const OTHER_SUB = 'M000002';

type Info = {
  debt: number;
  interest: number;
  heldCredit: number;
  cashAvailable: number;
  status: string;
  ratio: number;
};
type Loan = {
  loanId: number;
  symbol: string;
  principal: number;
  outstanding: number;
  dueDate: string;
  tradeDate: string;
};

describe.each(testAppDatabases())('margin lending on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  let demo2: TestCaller;
  const call = (who: TestCaller, cmd: string, params: Record<string, unknown>) =>
    postCommand(app, 'B', who, cmd, params);
  const info = async (sub = SUB, who = demo) =>
    (await call(who, 'MarginInfo', { subAccount: sub })).data as Info;
  const loans = async () => (await call(demo, 'MarginDebtList', { subAccount: SUB })).data as Loan[];

  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
    demo2 = await loginAs(app, 'demo2', 'Demo@123');
  }, 60_000);
  afterAll(() => close?.());

  it('counts a futures contract by its initial margin, not as board lots of a stock', async () => {
    const price = 130_050; // 1,300.5 index points
    const power = (await call(demo, 'PurchasePower', { subAccount: SUB, symbol: 'VN30F1M', price })).data as {
      purchasePower: number;
      maxVolume: number;
    };
    // the most contracts whose initial margin fits (1,400 'board lots' before), at most 1,000 an order
    expect(power.maxVolume).toBeGreaterThan(0);
    expect(power.maxVolume).toBeLessThanOrEqual(BROKER_MAX_DERIVATIVE_VOLUME);
    expect(futuresInitialMargin(price, power.maxVolume)).toBeLessThanOrEqual(power.purchasePower);
    if (power.maxVolume < BROKER_MAX_DERIVATIVE_VOLUME)
      expect(futuresInitialMargin(price, power.maxVolume + 1)).toBeGreaterThan(power.purchasePower);
  });

  it('gives twice the cash on a 50% stock, cash alone on one it does not lend against', async () => {
    const fpt = app.market.store.get('FPT')!;
    const power = (await call(demo, 'PurchasePower', { subAccount: SUB, symbol: 'FPT', price: fpt.ceiling }))
      .data as {
      purchasePower: number;
      maxVolume: number;
      cashAvailable: number;
    };
    expect(power.cashAvailable).toBe(200_000_000);
    expect(power.purchasePower).toBe(400_000_000);
    expect(buyBlockAmount(fpt.ceiling, power.maxVolume)).toBeLessThanOrEqual(400_000_000);
    expect(buyBlockAmount(fpt.ceiling, power.maxVolume + 100)).toBeGreaterThan(400_000_000);
    const upcom = app.market.catalogue.ofKind('stock').find((e) => e.market === 'UPCOM')!.symbol;
    const flat = (await call(demo, 'PurchasePower', { subAccount: SUB, symbol: upcom, price: 10_000 }))
      .data as {
      purchasePower: number;
    };
    expect(flat.purchasePower).toBe(200_000_000);
    // the pre-trade check uses the same figure: one lot past the ticket's maximum is -6012
    const over = await placeOrder(app, demo, {
      sub: SUB,
      symbol: 'FPT',
      side: 'B',
      price: fpt.ceiling,
      volume: power.maxVolume + 100,
    });
    expect(over.rc).toBe(-6012);
    expect((await info()).heldCredit).toBe(0);
    const noMargin = await placeOrder(app, demo, {
      sub: SUB,
      symbol: upcom,
      side: 'B',
      price: app.market.store.get(upcom)!.floor,
      volume: Math.ceil(210_000_000 / app.market.store.get(upcom)!.floor / 100) * 100,
    });
    expect(noMargin.rc).toBe(-6012);
  });

  it('lends what cash does not cover at the fill: one loan per fill, the debt on the ledger', async () => {
    const fpt = app.market.store.get('FPT')!;
    // a buy at the ceiling takes the asks; it blocks about 300 M for 200 M of cash
    const volume = Math.floor(300_000_000 / fpt.ceiling / 100) * 100;
    const placed = await placeOrder(app, demo, {
      sub: SUB,
      symbol: 'FPT',
      side: 'B',
      price: fpt.ceiling,
      volume,
      refId: 'margin-buy-1',
    });
    expect(placed.rc).toBe(1);
    const orderNo = (placed.data as { orderNo: string }).orderNo;
    const held = await info();
    expect(held.cashAvailable).toBe(0);
    type Detail = {
      order: { status: string; matchedVolume: number };
      fills: Array<{ price: number; volume: number; fee: number }>;
    };
    const detail = await vi.waitFor(
      async () => {
        const d = (await call(demo, 'OrderDetail', { subAccount: SUB, orderNo: orderNo })).data as Detail;
        expect(d.order.matchedVolume).toBeGreaterThan(0);
        return d;
      },
      { timeout: 60_000, interval: 200 },
    );
    if (detail.order.matchedVolume < volume)
      await call(demo, 'CancelOrder', { subAccount: SUB, orderNo: orderNo, pin: '123456' });
    await vi.waitFor(async () => expect((await info()).heldCredit).toBe(0), { timeout: 30_000 });
    const final = (await call(demo, 'OrderDetail', { subAccount: SUB, orderNo: orderNo })).data as Detail;
    const cost = final.fills.reduce((sum, f) => sum + f.price * f.volume + f.fee, 0);
    const after = await info();
    expect(after.debt).toBe(Math.max(0, cost - 200_000_000));
    const list = await loans();
    expect(list.reduce((sum, l) => sum + l.principal, 0)).toBe(after.debt);
    for (const l of list) expect(l).toMatchObject({ symbol: 'FPT', outstanding: l.principal });
    expect(list[0]!.dueDate > list[0]!.tradeDate).toBe(true);
    expect(after.status).toBe('normal');
  }, 120_000);

  it('refuses bad repayments with codes, another customer with -6030, and changes nothing', async () => {
    // MarginInfo values the account at live prices: the market holds still between the reads.
    await withMarketHeld(app, async () => {
      const before = await info();
      const repay = (p: Record<string, unknown>, who = demo) =>
        call(who, 'MarginRepay', { subAccount: SUB, amount: 1_000, pin: '123456', refId: 'bad', ...p });
      expect((await repay({}, demo2)).rc).toBe(-6030);
      expect((await call(demo2, 'MarginInfo', { subAccount: SUB })).rc).toBe(-6030);
      expect((await call(demo2, 'MarginDebtList', { subAccount: SUB })).rc).toBe(-6030);
      expect((await repay({ pin: '000000' })).rc).toBe(-8005);
      expect((await repay({ subAccount: '0000011' })).rc).toBe(-8351);
      expect((await repay({ amount: 0 })).rc).toBe(-8354);
      expect((await repay({ amount: -5 })).rc).toBe(-8354);
      expect((await repay({ amount: before.debt + before.interest + 1 })).rc).toBe(-8352);
      expect((await repay({ amount: 1_000 })).rc).toBe(-8353); // no cash left after the buy
      expect(await info()).toEqual(before);
    });
  });

  it('repays by hand from cash, interest first, the same refId giving the same result', async () => {
    await app.ledger.deposit(app.storage.db, { subAcntNo: SUB, amount: 30_000_000, ref: 'it-margin-cash' });
    const today = app.market.exchange.tradingDate;
    const friday = '2026-11-27';
    const before = await info();
    // interest: one accrual per trading day for its calendar days (Friday carries three)
    await app.margin.accrue(friday, '2026-11-30');
    const accrued = await info();
    expect(accrued.interest).toBe(
      before.interest + dailyInterest(before.debt, DEFAULT_MARGIN_POLICY.annualRateBps, 3),
    );
    await app.margin.accrue(friday, '2026-11-30'); // once per day
    expect((await info()).interest).toBe(accrued.interest);
    const first = await call(demo, 'MarginRepay', {
      subAccount: SUB,
      amount: 10_000_000,
      pin: '123456',
      refId: 'repay-1',
    });
    expect(first.rc).toBe(1);
    expect(first.data).toMatchObject({
      amount: 10_000_000,
      interestPaid: accrued.interest,
      principalPaid: 10_000_000 - accrued.interest,
    });
    const again = await call(demo, 'MarginRepay', {
      subAccount: SUB,
      amount: 10_000_000,
      pin: '123456',
      refId: 'repay-1',
    });
    expect(again.data).toEqual(first.data);
    expect(
      (
        await call(demo, 'MarginRepay', {
          subAccount: SUB,
          amount: 9_000_000,
          pin: '123456',
          refId: 'repay-1',
        })
      ).rc,
    ).toBe(-6004);
    const after = await info();
    expect(after.interest).toBe(0);
    expect(after.debt).toBe(accrued.debt - (10_000_000 - accrued.interest));
    expect(after.cashAvailable).toBe(20_000_000);
    // Cash on a margin sub-account with debt repays the loan before it may leave (money/withdrawable.ts).
    expect(after.debt).toBeGreaterThan(20_000_000);
    const transfer = await call(demo, 'CashTransfer', {
      fromSubAccount: SUB,
      toSubAccount: '0000011',
      amount: 1_000_000,
      note: '',
      pin: '123456',
      refId: 'it-margin-transfer',
    });
    expect(transfer.rc).toBe(-8503);
    expect(
      ((await call(demo, 'BankTransferInfo', { subAccount: SUB })).data as { withdrawable: number })
        .withdrawable,
    ).toBe(0);
    expect((await info()).cashAvailable).toBe(20_000_000);
    const list = await loans();
    expect(list.reduce((sum, l) => sum + l.outstanding, 0)).toBe(after.debt);
    expect(today).toBeTruthy();
    // cash that arrives repays debt first (once per arrival)
    await app.margin.applyArrivedCash(SUB, 25_000_000, 'it-arrived');
    await app.margin.applyArrivedCash(SUB, 25_000_000, 'it-arrived');
    const swept = await info();
    expect(swept.cashAvailable).toBe(Math.max(0, 20_000_000 - after.debt));
    expect(swept.debt).toBe(Math.max(0, after.debt - 20_000_000));
  });

  it('parallel repayments: each reads the account after the one before (PostgreSQL too)', async () => {
    const start = await info();
    expect(start.interest).toBe(0);
    const x = Math.min(1_000_000, Math.floor(start.debt / 20));
    await app.ledger.deposit(app.storage.db, { subAcntNo: SUB, amount: 5 * x, ref: 'it-margin-par' });
    const repay = (refId: string) =>
      call(demo, 'MarginRepay', { subAccount: SUB, amount: x, pin: '123456', refId });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => repay(`repay-par-${i}`)));
    const done = replies.filter((r) => r.rc === 1).map((r) => r.data as { debt: number });
    expect(done).toHaveLength(5);
    expect(replies.filter((r) => r.rc !== 1).every((r) => r.rc === -8353)).toBe(true);
    // every reply tells the debt its own repayment left: five different figures, x apart
    expect(done.map((d) => d.debt).sort((a, b) => b - a)).toEqual(
      [1, 2, 3, 4, 5].map((k) => start.debt - k * x),
    );
    expect(await info()).toMatchObject({ debt: start.debt - 5 * x, cashAvailable: 0 });
    // the same refId sent five times at once: one repayment, one notification
    const notes = async () =>
      (
        (await call(demo, 'NotificationList', { limit: 200 })).data as {
          items: Array<{ kind: string }>;
        }
      ).items.filter((n) => n.kind === 'margin-repay').length;
    const notesBefore = await notes();
    await app.ledger.deposit(app.storage.db, { subAcntNo: SUB, amount: x, ref: 'it-margin-par-same' });
    const same = await Promise.all(Array.from({ length: 5 }, () => repay('repay-par-same')));
    expect(same.every((r) => r.rc === 1)).toBe(true);
    expect(new Set(same.map((r) => JSON.stringify(r.data))).size).toBe(1);
    expect(await info()).toMatchObject({ debt: start.debt - 6 * x, cashAvailable: 0 });
    expect(await notes()).toBe(notesBefore + 1);
  });

  it('200 parallel margin buys never hold more credit than the power', async () => {
    const vcb = app.market.store.get('VCB')!;
    const power = (
      await call(demo2, 'PurchasePower', { subAccount: OTHER_SUB, symbol: 'VCB', price: vcb.floor })
    ).data as {
      purchasePower: number;
    };
    expect(power.purchasePower).toBe(100_000_000);
    const volume = 100;
    const block = buyBlockAmount(vcb.floor, volume);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        placeOrder(app, demo2, {
          sub: OTHER_SUB,
          symbol: 'VCB',
          side: 'B',
          price: vcb.floor,
          volume,
          refId: `par-${i}`,
        }),
      ),
    );
    const accepted = replies.filter((r) => r.rc === 1).length;
    expect(replies.filter((r) => r.rc !== 1).every((r) => r.rc === -6012)).toBe(true);
    expect(accepted * block).toBeLessThanOrEqual(power.purchasePower);
    expect((accepted + 1) * block).toBeGreaterThan(power.purchasePower);
    const after = await info(OTHER_SUB, demo2);
    expect(after.heldCredit + after.debt).toBeLessThanOrEqual(50_000_000);
  }, 120_000);
});
