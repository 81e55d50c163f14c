// VN30F prices arrive in index points x 100 (issue 21 item 4): a futures order placed, edited by
// one tick (0.1 point) and used as a conditional trigger keeps that price; the same price sent in
// thousands of VND (1,300.5 typed, times 1000) is refused, never taken as a price; PurchasePower
// counts futures contracts by their initial margin. Over SQLite, and PostgreSQL when configured.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { maxContractsWithin } from '../ledger/max-volume.ts';
import { DEMO_SUB, placeOrder } from './test-orders.ts';

const SYMBOL = 'VN30F1M';

describe.each(testAppDatabases())('futures prices on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it('places, edits by one tick and cancels a VN30F order at its index-point price', async () => {
    const floor = app.market.store.get(SYMBOL)!.floor;
    const placed = await placeOrder(app, demo, { symbol: SYMBOL, side: 'B', price: floor, volume: 1 });
    expect(placed.rc).toBe(1);
    const orderNo = (placed.data as { orderNo: string }).orderNo;
    const wrongUnit = await postCommand(app, 'B', demo, 'EditOrder', {
      subAccount: DEMO_SUB,
      orderNo: orderNo,
      price: (floor + 10) * 10,
      pin: '123456',
    });
    expect(wrongUnit.rc).toBe(-6035);
    const edited = await postCommand(app, 'B', demo, 'EditOrder', {
      subAccount: DEMO_SUB,
      orderNo: orderNo,
      price: floor + 10,
      pin: '123456',
    });
    expect(edited.data).toMatchObject({ status: 'C', price: floor + 10 });
    const detail = await postCommand(app, 'B', demo, 'OrderDetail', {
      subAccount: DEMO_SUB,
      orderNo: orderNo,
    });
    expect(detail.data).toMatchObject({ order: { price: floor + 10, symbol: SYMBOL } });
    expect(
      (
        await postCommand(app, 'B', demo, 'CancelOrder', {
          subAccount: DEMO_SUB,
          orderNo: orderNo,
          pin: '123456',
        })
      ).rc,
    ).toBe(1);
  }, 60_000);

  it('counts the contracts purchase power buys by their initial margin', async () => {
    const floor = app.market.store.get(SYMBOL)!.floor;
    const power = (
      await postCommand(app, 'B', demo, 'PurchasePower', {
        subAccount: DEMO_SUB,
        symbol: SYMBOL,
        price: floor,
      })
    ).data as { purchasePower: number; maxVolume: number };
    expect(power.maxVolume).toBe(maxContractsWithin(power.purchasePower, floor));
    expect(power.maxVolume).toBeGreaterThan(0);
    expect(power.maxVolume).toBeLessThanOrEqual(1000);
  });

  it('takes a VN30F conditional trigger in index points and refuses one in thousands of VND', async () => {
    const { floor, ceiling } = app.market.store.get(SYMBOL)!;
    const base = {
      subAccount: DEMO_SUB,
      symbol: SYMBOL,
      side: 'S',
      type: 'takeProfit',
      orderPrice: 'MTL',
      volume: 1,
      pin: '123456',
    };
    const expiry = '2099-12-31';
    const wrong = await postCommand(app, 'B', demo, 'NewConditionalOrder', {
      ...base,
      trigger: ceiling * 10,
      expiry: expiry,
    });
    expect(wrong.rc).toBe(-6035);
    const right = await postCommand(app, 'B', demo, 'NewConditionalOrder', {
      ...base,
      trigger: ceiling,
      expiry: expiry,
    });
    expect(right.data).toMatchObject({ status: 'active', trigger: ceiling, symbol: SYMBOL });
    expect(ceiling).toBeGreaterThan(floor);
    const id = (right.data as { id: string }).id;
    expect(
      (
        await postCommand(app, 'B', demo, 'CancelConditionalOrder', {
          subAccount: DEMO_SUB,
          id: id,
          pin: '123456',
        })
      ).data,
    ).toMatchObject({ status: 'final' });
  });
});
