// The OMS in the real app on SQLite (and PostgreSQL when configured): orders meet the simulated
// market, fills post to the ledger, the spec's codes refuse what must be refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { DEMO_SUB, placeAtBestQuote, placeOrder } from './test-orders.ts';

describe.each(testAppDatabases())('orders on %s', (kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const cash = async () =>
    (await postCommand(app, 'B', demo, 'CashBalance', { subAccount: DEMO_SUB })).data as {
      available: number;
      blocked: number;
      receivable: Array<{ amount: number }>;
    };
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it('buys at the best ask: matched, fee charged, shares receivable, idempotent on its refId', async () => {
    const before = await cash();
    const { placed: first, price } = await placeAtBestQuote(app, demo, {
      symbol: 'FPT',
      side: 'B',
      volume: 100,
      refId: 'buy-1',
    });
    expect(first.rc).toBe(1);
    const again = await placeOrder(app, demo, {
      symbol: 'FPT',
      side: 'B',
      price,
      volume: 100,
      refId: 'buy-1',
    });
    expect((again.data as { orderNo: string }).orderNo).toBe((first.data as { orderNo: string }).orderNo);
    const orderNo = (first.data as { orderNo: string }).orderNo;
    type Detail = {
      order: { status: string; matchedVolume: number };
      fills: Array<{ fee: number; price: number; volume: number }>;
    };
    const detail = await vi.waitFor(async () => {
      const d = (await postCommand(app, 'B', demo, 'OrderDetail', { subAccount: DEMO_SUB, orderNo: orderNo }))
        .data as Detail;
      expect(d.order).toMatchObject({ status: 'M', matchedVolume: 100 });
      return d;
    });
    const paid = detail.fills.reduce((sum, f) => sum + f.price * f.volume + f.fee, 0);
    const after = await cash();
    expect(after.blocked).toBe(before.blocked);
    expect(before.available - after.available).toBe(paid);
    const stock = (await postCommand(app, 'B', demo, 'StockBalance', { subAccount: DEMO_SUB }))
      .data as Array<{
      symbol: string;
      receivable: Array<{ amount: number }>;
    }>;
    expect(stock.find((s) => s.symbol === 'FPT')!.receivable[0]!.amount).toBe(100);
    const today = (await postCommand(app, 'B', demo, 'OrderList', { subAccount: DEMO_SUB, list: 'today' }))
      .data as Array<{ orderNo: string }>;
    expect(today.map((o) => o.orderNo)).toContain(orderNo);
  });

  it('refuses with the spec codes', async () => {
    const floor = app.market.store.get('VNM')!.floor;
    const codes = await Promise.all([
      placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor, volume: 100, pin: '000000' }),
      placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor, volume: 500_000 }),
      placeOrder(app, demo, { symbol: 'VNM', side: 'S', price: floor, volume: 9_000 }),
      placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor, volume: 150 }),
      placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor + 1, volume: 100 }),
      placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor - 100, volume: 100 }),
      placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: 'ATO', volume: 100 }),
      placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: 'MOK', volume: 100 }),
    ]);
    expect(codes.map((r) => r.rc)).toEqual([-8005, -6012, -6013, -6019, -6021, -6035, -6024, -6023]);
    const forged = await postCommand(app, 'B', demo, 'NewOrder', {
      subAccount: DEMO_SUB,
      symbol: 'VNM',
      side: 'B',
      price: floor,
      volume: 100,
      pin: '123456',
      refId: 'forged',
      signature: '0'.repeat(64),
    });
    expect(forged.rc).toBe(-6037);
  });

  it('rests a limit order, edits its price (C), refuses price and volume together, cancels it (X)', async () => {
    const floor = app.market.store.get('HPG')!.floor;
    const before = await cash();
    const placed = await placeOrder(app, demo, { symbol: 'HPG', side: 'B', price: floor, volume: 200 });
    expect(placed.data).toMatchObject({ status: 'P' });
    const orderNo = (placed.data as { orderNo: string }).orderNo;
    expect(
      (
        await postCommand(app, 'B', demo, 'EditOrder', {
          subAccount: DEMO_SUB,
          orderNo: orderNo,
          price: floor + 50,
          volume: 300,
          pin: '123456',
        })
      ).rc,
    ).toBe(-6048);
    const edited = await postCommand(app, 'B', demo, 'EditOrder', {
      subAccount: DEMO_SUB,
      orderNo: orderNo,
      price: floor + 50,
      pin: '123456',
    });
    expect(edited.data).toMatchObject({ status: 'C', price: floor + 50 });
    const cancelled = await postCommand(app, 'B', demo, 'CancelOrder', {
      subAccount: DEMO_SUB,
      orderNo: orderNo,
      pin: '123456',
    });
    expect(cancelled.data).toMatchObject({ status: 'X' });
    expect(
      (
        await postCommand(app, 'B', demo, 'CancelOrder', {
          subAccount: DEMO_SUB,
          orderNo: orderNo,
          pin: '123456',
        })
      ).rc,
    ).toBe(-8003);
    const after = await cash();
    expect(after).toMatchObject({ available: before.available, blocked: before.blocked });
  });

  it('refuses an edit past the volume limits of a new order (-6019 HOSE, -6034 futures), blocking nothing', async () => {
    const edit = (orderNo: string, volume: number) =>
      postCommand(app, 'B', demo, 'EditOrder', { subAccount: DEMO_SUB, orderNo, volume, pin: '123456' });
    const before = await cash();
    const hpg = await placeOrder(app, demo, {
      symbol: 'HPG',
      side: 'B',
      price: app.market.store.get('HPG')!.floor,
      volume: 100,
    });
    const future = await placeOrder(app, demo, {
      symbol: 'VN30F1M',
      side: 'B',
      price: app.market.store.get('VN30F1M')!.floor,
      volume: 1,
    });
    const placed = await cash();
    const hpgNo = (hpg.data as { orderNo: string }).orderNo;
    const futureNo = (future.data as { orderNo: string }).orderNo;
    expect((await edit(hpgNo, 500_100)).rc).toBe(-6019);
    expect((await edit(futureNo, 1001)).rc).toBe(-6034);
    expect(await cash()).toMatchObject({ available: placed.available, blocked: placed.blocked });
    for (const orderNo of [hpgNo, futureNo])
      await postCommand(app, 'B', demo, 'CancelOrder', { subAccount: DEMO_SUB, orderNo, pin: '123456' });
    await vi.waitFor(async () =>
      expect(await cash()).toMatchObject({ available: before.available, blocked: before.blocked }),
    );
  });

  it('never spends the same money twice under concurrent orders', async () => {
    const { available } = await cash();
    const floor = app.market.store.get('VCB')!.floor;
    const volume = Math.floor(available / 4 / floor / 100) * 100;
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(app, demo, { symbol: 'VCB', side: 'B', price: floor, volume }),
      ),
    );
    const accepted = replies.filter((r) => r.rc === 1).length;
    expect(accepted).toBeLessThanOrEqual(4);
    expect(replies.filter((r) => r.rc !== 1).every((r) => r.rc === -6012)).toBe(true);
    expect((await cash()).available).toBeGreaterThanOrEqual(0);
  });

  it('fires a stop loss on the live market, cancels a take profit, refuses a stop loss that buys', async () => {
    const fpt = app.market.store.get('FPT')!;
    const base = {
      subAccount: DEMO_SUB,
      symbol: 'FPT',
      orderPrice: 'MP',
      volume: 100,
      pin: '123456',
      expiry: '2099-12-31',
    };
    const stop = await postCommand(app, 'B', demo, 'NewConditionalOrder', {
      ...base,
      side: 'S',
      type: 'stopLoss',
      trigger: fpt.ceiling,
    });
    expect(stop.data).toMatchObject({ status: 'active', type: 'stopLoss' });
    const profit = await postCommand(app, 'B', demo, 'NewConditionalOrder', {
      ...base,
      side: 'S',
      type: 'takeProfit',
      trigger: fpt.ceiling,
    });
    // A trigger outside today's band (a price typed in the wrong unit) is refused, nothing stored.
    expect(
      (
        await postCommand(app, 'B', demo, 'NewConditionalOrder', {
          ...base,
          side: 'S',
          type: 'takeProfit',
          trigger: fpt.ceiling * 10,
        })
      ).rc,
    ).toBe(-6035);
    expect(
      (
        await postCommand(app, 'B', demo, 'NewConditionalOrder', {
          ...base,
          side: 'B',
          type: 'stopLoss',
          trigger: fpt.ceiling,
        })
      ).rc,
    ).toBe(-6023);
    const id = (profit.data as { id: string }).id;
    expect(
      (
        await postCommand(app, 'B', demo, 'CancelConditionalOrder', {
          subAccount: DEMO_SUB,
          id: id,
          pin: '123456',
        })
      ).data,
    ).toMatchObject({ status: 'final' });
    const fired = await vi.waitFor(
      async () => {
        const list = (await postCommand(app, 'B', demo, 'ConditionalOrderList', { subAccount: DEMO_SUB }))
          .data as Array<{ id: string; status: string; orderNo: string }>;
        const mine = list.find((c) => c.id === (stop.data as { id: string }).id)!;
        expect(mine.status).toBe('activated');
        return mine;
      },
      { timeout: 60_000, interval: 250 },
    );
    const detail = (
      await postCommand(app, 'B', demo, 'OrderDetail', { subAccount: DEMO_SUB, orderNo: fired.orderNo })
    ).data as { order: { side: string; refId: string } };
    expect(detail.order).toMatchObject({ side: 'S', refId: `cond-${(stop.data as { id: string }).id}` });
  }, 90_000);
});
