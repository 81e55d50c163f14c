// Every time a customer sees in the private area is the market clock's, never the machine's: the app
// runs a demo clock at 10:15 of a day years away from the wall clock, and each record's stamp must
// lie between the market times read just before and just after the call that wrote it. Orders (new,
// cancelled, placed by a conditional order), conditional orders, corporate-action entitlements and
// rights registrations were stamped with Date.now (found by an audit, 2026-11-27); money movements,
// bank deposits and notifications are checked with them (one reading of the clock:
// MarketRuntime.now). The audit trail stays on the wall clock (the bank callback's slip was market
// time). On SQLite and PostgreSQL.
import { addDays } from '@sen/market';
import type { CorporateEvent } from '@sen/exchange';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { signBody } from '../bank/bank-deposits.ts';
import { DEMO_BANK_SECRET } from '../bank/bank-plugin.ts';
import { DEMO_SUB, placeOrder } from '../orders/test-orders.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

/** A Monday well away from any day these tests run on: a wall-clock stamp cannot pass for it. */
const CLOCK_DATE = '2031-03-17';
const DAY_MS = 86_400_000;

describe.each(testAppDatabases())('private-area stamps by the market clock on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);

  /** Runs `write`, returns its result and the market times just before and after it. */
  const during = async <T>(write: () => Promise<T>) => {
    const from = app.market.now();
    const result = await write();
    return { result, from, to: app.market.now() };
  };
  /** Epoch ms, or ISO 8601 text to the second (its window's start is taken to the second too). */
  const expectWithin = (stamp: unknown, window: { from: number; to: number }) => {
    const iso = typeof stamp === 'string';
    const time = iso ? Date.parse(stamp) : Number(stamp);
    expect(time).toBeGreaterThanOrEqual(iso ? Math.floor(window.from / 1000) * 1000 : window.from);
    expect(time).toBeLessThanOrEqual(window.to);
  };

  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open, {
      clockStart: '10:15',
      clockDate: CLOCK_DATE,
      symbols: ['FPT'],
    }));
    // The premise: market time is nowhere near the machine's.
    expect(Math.abs(app.market.now() - Date.now())).toBeGreaterThan(30 * DAY_MS);
    expect(app.market.store.tradingDate).toBe(CLOCK_DATE);
  }, 60_000);
  afterAll(() => close?.());

  it('stamps an order, its cancellation and a conditional order with market time', async () => {
    const floor = app.market.store.get('FPT')!.floor;
    const placed = await during(() =>
      placeOrder(app, demo, { symbol: 'FPT', side: 'B', price: floor, volume: 100 }),
    );
    expect(placed.result.rc).toBe(1);
    const order = placed.result.data as {
      orderNo: string;
      createdAt: number;
      updatedAt: number;
      tradeDate: string;
    };
    expect(order.tradeDate).toBe(CLOCK_DATE);
    expectWithin(order.createdAt, placed);
    expectWithin(order.updatedAt, placed);

    const cancelled = await during(() =>
      call('CancelOrder', { subAccount: DEMO_SUB, orderNo: order.orderNo, pin: '123456' }),
    );
    expect(cancelled.result.rc).toBe(1);
    const detail = (await call('OrderDetail', { subAccount: DEMO_SUB, orderNo: order.orderNo })).data as {
      order: { createdAt: number; updatedAt: number };
    };
    expect(detail.order.createdAt).toBe(order.createdAt);
    expectWithin(detail.order.updatedAt, { from: cancelled.from, to: app.market.now() });
    const listed = (await call('OrderList', { subAccount: DEMO_SUB, list: 'today' })).data as Array<{
      orderNo: string;
      createdAt: number;
    }>;
    expect(listed.find((o) => o.orderNo === order.orderNo)?.createdAt).toBe(order.createdAt);

    const conditional = await during(() =>
      call('NewConditionalOrder', {
        subAccount: DEMO_SUB,
        symbol: 'FPT',
        side: 'S',
        type: 'stopLoss',
        trigger: floor,
        orderPrice: 'MP',
        volume: 100,
        pin: '123456',
        expiry: addDays(CLOCK_DATE, 7),
      }),
    );
    expect(conditional.result.rc).toBe(1);
    expectWithin((conditional.result.data as { createdAt: number }).createdAt, conditional);
    const row = await app.storage.db
      .selectFrom('conditional_orders')
      .select(['created_at', 'updated_at'])
      .where('id', '=', Number((conditional.result.data as { id: string }).id))
      .executeTakeFirstOrThrow();
    expectWithin(row.updated_at, conditional);
  }, 30_000);

  it("stamps a triggered conditional order's child with market time, its audit slip with the wall clock's", async () => {
    const ceiling = app.market.store.get('FPT')!.ceiling;
    const wallFrom = Date.now();
    const made = await during(() =>
      call('NewConditionalOrder', {
        subAccount: DEMO_SUB,
        symbol: 'FPT',
        side: 'S',
        type: 'stopLoss',
        trigger: ceiling,
        orderPrice: 'MP',
        volume: 100,
        pin: '123456',
        expiry: addDays(CLOCK_DATE, 7),
      }),
    );
    expect(made.result.rc).toBe(1);
    const id = (made.result.data as { id: string }).id;
    // Any trade of FPT is at or below the ceiling: the stop loss fires and places its order.
    const orderNo = await vi.waitFor(
      async () => {
        const list = (await call('ConditionalOrderList', { subAccount: DEMO_SUB })).data as Array<{
          id: string;
          orderNo: string;
        }>;
        const fired = list.find((c) => c.id === id)?.orderNo;
        if (!fired) throw new Error('not fired yet');
        return fired;
      },
      { timeout: 30_000, interval: 100 },
    );
    const wallTo = Date.now();
    const child = (await call('OrderDetail', { subAccount: DEMO_SUB, orderNo })).data as {
      order: { createdAt: number };
    };
    expectWithin(child.order.createdAt, { from: made.from, to: app.market.now() });
    // The broker's own request is audited like a customer's: by the machine's clock.
    const slip = (await app.audit.list({ account: DEMO_SUB })).find(
      (row) => row.event === 'order.new' && row.ref === orderNo,
    );
    expect(slip?.channel).toBe('SYS');
    expect(slip?.received_at).toBeGreaterThanOrEqual(wallFrom);
    expect(slip?.received_at).toBeLessThanOrEqual(wallTo);
  }, 45_000);

  it('stamps entitlements, a rights registration and its notification with market time', async () => {
    const event: CorporateEvent = {
      kind: 'rights-issue',
      id: 'FPT-STAMP-RT',
      title: { vi: 'x', en: 'x' },
      ratio: '5:1',
      price: 10_000,
      exDate: addDays(CLOCK_DATE, 1),
      recordDate: addDays(CLOCK_DATE, 2),
      subscriptionStart: CLOCK_DATE,
      subscriptionEnd: addDays(CLOCK_DATE, 20),
      transferEnd: addDays(CLOCK_DATE, 15),
      listingDate: addDays(CLOCK_DATE, 30),
    };
    vi.spyOn(app.market.calendar, 'live').mockReturnValue([{ symbol: 'FPT', event }]);
    const recorded = await during(() => app.corporateActions.runDay(event.recordDate));
    expect(recorded.result.recorded).toBeGreaterThan(0);
    const entitlement = () =>
      app.storage.db
        .selectFrom('entitlements')
        .select(['id', 'created_at', 'updated_at'])
        .where('event_id', '=', event.id)
        .where('sub_acnt_no', '=', DEMO_SUB)
        .executeTakeFirstOrThrow();
    const entitled = await entitlement();
    expectWithin(entitled.created_at, recorded);

    const registered = await during(() =>
      call('RightsRegister', {
        subAccount: DEMO_SUB,
        rightsId: entitled.id,
        volume: 100,
        pin: '123456',
        refId: 'stamp-rights',
      }),
    );
    expect(registered.result).toMatchObject({ rc: 1, data: { date: CLOCK_DATE } });
    expectWithin((await entitlement()).updated_at, registered);
    const registration = await app.storage.db
      .selectFrom('rights_registrations')
      .select(['created_at', 'business_date'])
      .where('ref_id', '=', 'stamp-rights')
      .executeTakeFirstOrThrow();
    expect(registration.business_date).toBe(CLOCK_DATE);
    expectWithin(registration.created_at, registered);
    const notices = (await call('NotificationList', {})).data as {
      items: Array<{ kind: string; time: string }>;
    };
    const notice = notices.items.find((n) => n.kind === 'rights-registration');
    expect(notice?.time).toMatch(/\+07:00$/);
    expectWithin(notice!.time, registered);
  }, 30_000);

  it('stamps an internal cash transfer with market time', async () => {
    const moved = await during(() =>
      call('CashTransfer', {
        fromSubAccount: DEMO_SUB,
        toSubAccount: 'M000001',
        amount: 1_000_000,
        note: '',
        pin: '123456',
        refId: 'stamp-transfer',
      }),
    );
    expect(moved.result).toMatchObject({ rc: 1, data: { businessDate: CLOCK_DATE } });
    expectWithin((moved.result.data as { createdAt: number }).createdAt, moved);
  }, 30_000);

  it("stamps a bank deposit with market time, its audit slip with the wall clock's", async () => {
    const body = JSON.stringify({
      txnId: 'STAMP-1',
      virtualAccount: 'SEN0000011',
      amount: 5_000_000,
      bankName: 'VCB',
    });
    const wallFrom = Date.now();
    const credited = await during(() =>
      app.inject({
        method: 'POST',
        url: '/bank/callback',
        headers: { 'content-type': 'application/json', 'x-sen-signature': signBody(DEMO_BANK_SECRET, body) },
        payload: body,
      }),
    );
    const wallTo = Date.now();
    expect(credited.result.statusCode).toBe(200);
    const deposit = credited.result.json<{ data: { createdAt: string; businessDate: string } }>().data;
    expect(deposit.businessDate).toBe(CLOCK_DATE);
    expect(deposit.createdAt).toMatch(/\+07:00$/);
    expectWithin(deposit.createdAt, credited);
    // The audit trail (R11) is an operations record: every slip is timed by the machine's clock.
    const slip = (await app.audit.list({ account: DEMO_SUB })).find((row) => row.ref === 'bank:STAMP-1');
    expect(slip?.received_at).toBeGreaterThanOrEqual(wallFrom);
    expect(slip?.received_at).toBeLessThanOrEqual(wallTo);
  }, 30_000);
});
