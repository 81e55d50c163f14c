// The bond service in the real app on SQLite and PostgreSQL: every command's success and refusals,
// the ledger movements (cash, bonds, coupons net of tax, principal), notifications, idempotent
// refIds, -6030 for another customer's sub-account, the PIN, bad input.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BondDesk, REFERENCE } from '@sen/exchange';
import type { BondHolding, BondInfo, BondOrder, BondQuote } from '@sen/protocol';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { DEMO_SUB, placeOrder } from '../orders/test-orders.ts';
import { nextRef, postBond } from './bond-test-client.ts';
import { payBondsDue } from './bond-payments.ts';

const PIN = '123456';

describe.each(testAppDatabases())('bond service on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  let demo2: TestCaller;
  let bond: BondInfo;
  const cash = async () =>
    (
      (await postCommand(app, 'B', demo, 'CashBalance', { subAccount: DEMO_SUB })).data as {
        available: number;
      }
    ).available;
  const buy = (data: Record<string, unknown>, caller = demo) =>
    postBond<BondOrder>(app, caller, 'BondBuy', {
      subAcntNo: DEMO_SUB,
      symbol: bond.symbol,
      pin: PIN,
      refId: nextRef(),
      ...data,
    });
  const sell = (data: Record<string, unknown>, caller = demo) =>
    postBond<BondOrder>(app, caller, 'BondSellBack', {
      subAcntNo: DEMO_SUB,
      symbol: bond.symbol,
      pin: PIN,
      refId: nextRef(),
      ...data,
    });
  /** The audit slips of an event for the sub-account (R11). */
  const slips = async (event: string) =>
    (await app.audit.list({ account: DEMO_SUB })).filter((row) => row.event === event);
  const holdings = async () =>
    (await postBond<BondHolding[]>(app, demo, 'BondHoldings', { subAcntNo: DEMO_SUB })).data;

  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
    demo2 = await loginAs(app, 'demo2', 'Demo@123');
    const list = await postBond<BondInfo[]>(app, demo, 'BondList');
    bond = list.data
      .filter((b) => b.offered)
      .sort((a, b) => a.nextCouponDate!.localeCompare(b.nextCouponDate!))[0]!;
  }, 60_000);
  afterAll(() => close?.());

  it('BondList: the 12 listed bonds, simulated issuers, rating, minimum, yields by term, inventory', async () => {
    const reply = await postBond<BondInfo[]>(app, demo, 'BondList');
    expect(reply.rc).toBe(1);
    expect(reply.data).toHaveLength(12);
    const desk = new BondDesk(REFERENCE.bonds, 1);
    for (const b of reply.data) {
      expect(b.simulated).toBe(true);
      expect(b.available).toBe(desk.bond(b.symbol)!.inventory);
      expect(b.minAmount).toBe(10_000_000);
      expect(b.termYields.at(-1)!.months).toBeNull();
    }
    expect(bond.cleanPrice).toBeGreaterThan(50_000);
  });

  it('NewOrder for a listed bond answers -6016 (bonds trade through /bond), an unknown code -6031', async () => {
    const order = { side: 'B' as const, price: 100_000, volume: 10 };
    expect((await placeOrder(app, demo, { ...order, symbol: bond.symbol })).rc).toBe(-6016);
    expect((await placeOrder(app, demo, { ...order, symbol: 'ZZZ1' })).rc).toBe(-6031);
  });

  it('BondQuote: price, accrued, fee, amount, flows to maturity or to a sell-back date, yield', async () => {
    const q = (await postBond<BondQuote>(app, demo, 'BondQuote', { symbol: bond.symbol, volume: 200 })).data;
    expect(q.cleanPrice).toBe(bond.cleanPrice);
    expect(q.accrued).toBe(bond.accrued);
    expect(q.value).toBe(200 * (q.cleanPrice + q.accrued));
    expect(q.fee).toBe(Math.round(q.value / 1000));
    expect(q.amount).toBe(q.value + q.fee);
    expect(q.flows.at(-1)!.kind).toBe('principal');
    expect(q.flows[0]!.date).toBe(bond.nextCouponDate);
    expect(q.sellBack).toBeNull();
    const sellDate = bond.nextCouponDate!.slice(0, 8) + '28';
    const early = (
      await postBond<BondQuote>(app, demo, 'BondQuote', { symbol: bond.symbol, volume: 200, sellDate })
    ).data;
    expect(early.sellBack?.date).toBe(sellDate);
    expect(early.flows.every((f) => f.kind === 'coupon' && f.date <= sellDate)).toBe(true);
    const refusals = await Promise.all([
      postBond(app, demo, 'BondQuote', { symbol: 'NOPE1', volume: 200 }),
      postBond(app, demo, 'BondQuote', { symbol: bond.symbol, volume: 0 }),
      postBond(app, demo, 'BondQuote', { symbol: bond.symbol, volume: -5 }),
      postBond(app, demo, 'BondQuote', { symbol: bond.symbol, volume: 1e12 }),
      postBond(app, demo, 'BondQuote', { symbol: bond.symbol, volume: 1.5 }),
      postBond(app, demo, 'BondQuote', { symbol: bond.symbol, volume: 10, sellDate: bond.maturityDate }),
      postBond(app, { user: 'demo', session: 'nope' }, 'BondQuote', { symbol: bond.symbol, volume: 10 }),
      postBond(app, demo, 'BondNope', {}),
    ]);
    expect(refusals.map((r) => r.rc)).toEqual([-6031, -6019, -6019, -6019, -1, -8604, -3, -2]);
  });

  it('BondBuy: one ledger entry (cash out, bonds in), a notification, the same refId the same result', async () => {
    const before = await cash();
    const refId = nextRef();
    const bought = await buy({ volume: 200, refId, cleanPrice: bond.cleanPrice });
    expect(bought.rc).toBe(1);
    expect(bought.data).toMatchObject({ side: 'buy', symbol: bond.symbol, volume: 200, refId });
    expect(await cash()).toBe(before - bought.data.amount);
    const again = await buy({ volume: 200, refId, cleanPrice: bond.cleanPrice });
    expect(again.data).toEqual(bought.data);
    expect(await cash()).toBe(before - bought.data.amount);
    expect((await buy({ volume: 300, refId })).rc).toBe(-6004);
    // One audit slip with the trade (origin from the /bond request); none for the resend or -6004.
    expect(await slips('bond.buy')).toEqual([
      expect.objectContaining({
        username: 'demo',
        ref: refId,
        symbol: bond.symbol,
        side: 'B',
        price: bond.cleanPrice,
        volume: 200,
        amount: bought.data.amount,
        channel: 'W',
        client_address: '127.0.0.1',
        device: 'lightMyRequest',
      }),
    ]);
    const held = await holdings();
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ symbol: bond.symbol, volume: 200, cost: bought.data.amount });
    expect(held[0]!.flows[0]!.date).toBe(bond.nextCouponDate);
    const notes = (await postCommand(app, 'B', demo, 'NotificationList', {})).data as {
      items: Array<{ kind: string; en: string }>;
    };
    expect(notes.items[0]!.kind).toBe('bond-buy');
    expect(notes.items[0]!.en).toContain(`Bought 200 ${bond.symbol} bonds`);
    const list = (await postBond<BondInfo[]>(app, demo, 'BondList')).data.find(
      (b) => b.symbol === bond.symbol,
    )!;
    expect(list.available).toBe(bond.available - 200);
  });

  it('BondBuy refusals change nothing: PIN, other customer, minimum, unknown, volumes, price, cash, inventory', async () => {
    const before = await cash();
    const slipsBefore = (await slips('bond.buy')).length;
    const results = [
      await buy({ volume: 200, pin: '000000' }),
      await buy({ volume: 200 }, demo2),
      await buy({ volume: 50 }),
      await buy({ volume: 200, symbol: 'XYZ999' }),
      await buy({ volume: 0 }),
      await buy({ volume: -200 }),
      await buy({ volume: 5_000_000 }),
      await buy({ volume: 200, cleanPrice: bond.cleanPrice + 1 }),
      await buy({ volume: 10_000 }),
      await buy({ volume: 999_999 }),
      await buy({ volume: 200, refId: '' }),
    ];
    expect(results.map((r) => r.rc)).toEqual([
      -8005, -6030, -8601, -6031, -6019, -6019, -6019, -8605, -6012, -8602, -1,
    ]);
    expect(await cash()).toBe(before);
    expect((await holdings())[0]!.volume).toBe(200);
    expect(await slips('bond.buy')).toHaveLength(slipsBefore);
  });

  it('the same refId sent twice at once makes one trade; bad bodies are -1 and change nothing', async () => {
    const before = await cash();
    const refId = nextRef();
    const [a, b] = await Promise.all([buy({ volume: 100, refId }), buy({ volume: 100, refId })]);
    expect([a.rc, b.rc]).toEqual([1, 1]);
    expect(b.data.id).toBe(a.data.id);
    expect((await slips('bond.buy')).filter((slip) => slip.ref === refId)).toHaveLength(1);
    expect(await cash()).toBe(before - a.data.amount);
    const raw = (payload: string) =>
      app.inject({ method: 'POST', url: '/bond', headers: { 'content-type': 'application/json' }, payload });
    expect((await raw('not json')).json().rc).toBe(-1);
    expect((await raw(JSON.stringify({ cmd: 'BondList' }))).json().rc).toBe(-1);
    const extra = await postBond(app, demo, 'BondHoldings', { subAcntNo: DEMO_SUB, other: 1 });
    expect(extra.rc).toBe(-1);
    // Dates that are not calendar dates are bad input (-1 naming the field), not a server error.
    for (const field of [{ tradeDate: '2027-13-45' }, { sellDate: '2027-02-30' }]) {
      const quote = await postBond(app, demo, 'BondQuote', { symbol: 'VHM125002', volume: 200, ...field });
      expect(quote.rc).toBe(-1);
      expect(quote.rs).toContain('a date yyyy-mm-dd');
    }
    // Sell the extra 100 back so the later tests start from 200 bonds.
    expect((await sell({ volume: 100 })).rc).toBe(1);
    expect((await holdings())[0]!.volume).toBe(200);
  });

  it('without a valid session every command is -3 whatever its data (its schema is not told)', async () => {
    const forged = { user: demo.user, session: 'A'.repeat(43) };
    const wrongUser = { user: demo.user, session: demo2.session };
    for (const caller of [forged, wrongUser, { user: '', session: '' }])
      for (const [cmd, data] of [
        ['BondBuy', { pin: PIN }],
        ['BondHoldings', { subAcntNo: DEMO_SUB, other: 1 }],
        ['BondQuote', { symbol: 'VHM125002', volume: 200, tradeDate: '2027-13-45' }],
        ['BondHoldings', { subAcntNo: DEMO_SUB }],
      ] as const) {
        const reply = await postBond(app, caller, cmd, data);
        expect({ cmd, rc: reply.rc, rs: reply.rs }).toEqual({ cmd, rc: -3, rs: 'Invalid session' });
      }
  });

  it('BondHoldings, BondOrders, BondCashflows: own sub-account only (-6030)', async () => {
    for (const cmd of ['BondHoldings', 'BondOrders', 'BondCashflows'])
      expect((await postBond(app, demo2, cmd, { subAcntNo: DEMO_SUB })).rc).toBe(-6030);
    const orders = await postBond<BondOrder[]>(app, demo, 'BondOrders', { subAcntNo: DEMO_SUB });
    expect(orders.data.map((o) => o.side)).toEqual(['sell', 'buy', 'buy']);
    const flows = await postBond<{ paid: Array<{ kind: string }>; upcoming: Array<{ symbol: string }> }>(
      app,
      demo,
      'BondCashflows',
      { subAcntNo: DEMO_SUB },
    );
    expect(flows.data.paid.map((p) => p.kind).sort()).toEqual(['buy', 'buy', 'sell']);
    expect(flows.data.upcoming[0]!.symbol).toBe(bond.symbol);
  });

  it('coupons on their dates net of 5% tax, once; principal at maturity; notifications', async () => {
    const deps = {
      db: app.storage.db,
      desk: new BondDesk(REFERENCE.bonds, 1),
      ledger: app.ledger,
      notifications: app.notifications,
    };
    const before = await cash();
    const held = await holdings();
    const coupon = held[0]!.flows[0]!;
    expect(await payBondsDue(deps, coupon.date)).toBe(1);
    expect(await payBondsDue(deps, coupon.date)).toBe(0);
    expect(coupon.tax).toBe(Math.round(coupon.gross * 0.05));
    expect(await cash()).toBe(before + coupon.net);
    const flows = await postBond<{
      paid: Array<{ kind: string; amount: number; tax: number; date: string }>;
    }>(app, demo, 'BondCashflows', { subAcntNo: DEMO_SUB });
    expect(flows.data.paid[0]).toMatchObject({
      kind: 'coupon',
      amount: coupon.net,
      tax: coupon.tax,
      date: coupon.date,
    });
    const notes = (await postCommand(app, 'B', demo, 'NotificationList', {})).data as {
      items: Array<{ kind: string }>;
    };
    expect(notes.items[0]!.kind).toBe('bond-coupon');
  });

  it('BondSellBack: bonds out, proceeds less fee and tax in; more than held is -6013', async () => {
    const before = await cash();
    expect((await sell({ volume: 201 })).rc).toBe(-6013);
    expect((await sell({ volume: 100 }, demo2)).rc).toBe(-6030);
    const sold = await sell({ volume: 100 });
    expect(sold.rc).toBe(1);
    expect(sold.data.amount).toBe(sold.data.value - sold.data.fee - sold.data.tax);
    // Two sell-backs so far (the earlier test's and this one); the refusals left no slip.
    const sellSlips = await slips('bond.sellback');
    expect(sellSlips).toHaveLength(2);
    expect(sellSlips[1]).toMatchObject({
      ref: sold.data.refId,
      side: 'S',
      volume: 100,
      amount: sold.data.amount,
      channel: 'W',
    });
    expect(await cash()).toBe(before + sold.data.amount);
    expect((await holdings())[0]!.volume).toBe(100);
  });

  it('pays the principal and the last coupon at maturity, and the holding ends', async () => {
    const deps = {
      db: app.storage.db,
      desk: new BondDesk(REFERENCE.bonds, 1),
      ledger: app.ledger,
      notifications: app.notifications,
    };
    const before = await cash();
    // The first coupon was paid above; the schedule from today still lists it.
    const schedule = (await holdings())[0]!.flows.slice(1);
    const expected = schedule.reduce((sum, f) => sum + f.net, 0);
    expect(await payBondsDue(deps, bond.maturityDate)).toBe(
      schedule.filter((f) => f.kind === 'coupon').length,
    );
    expect(await cash()).toBe(before + expected);
    expect(await holdings()).toEqual([]);
  });

  it('never sells more than the inventory, however many buy at once', async () => {
    const list = (await postBond<BondInfo[]>(app, demo, 'BondList')).data.filter((b) => b.offered);
    const small = list.filter((b) => b.symbol !== bond.symbol).sort((a, b) => a.available - b.available)[0]!;
    await app.ledger.deposit(app.storage.db, {
      subAcntNo: DEMO_SUB,
      amount: 5_000_000_000,
      ref: 'bond-test-cash',
    });
    const each = Math.ceil(small.available / 3);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => buy({ symbol: small.symbol, volume: each })),
    );
    const filled = replies.filter((r) => r.rc === 1).length;
    expect(filled).toBe(Math.floor(small.available / each));
    expect(replies.filter((r) => r.rc !== 1).every((r) => r.rc === -8602)).toBe(true);
    const after = (await postBond<BondInfo[]>(app, demo, 'BondList')).data.find(
      (b) => b.symbol === small.symbol,
    )!;
    expect(after.available).toBe(small.available - filled * each);
  });
});
