// VN30 futures through the trading gateway of the real app (SQLite, and PostgreSQL when configured):
// a bought VN30F1M contract opens a long position with its margin held and its fee and tax paid;
// selling it closes the position with the realised P/L, all posted with the order's fills; opening
// orders past the margin limit are refused with -6032.
import type { DerivativeAccount } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { DEMO_SUB, placeAtBestQuote, placeOrder } from '../orders/test-orders.ts';
import { FUTURES_VND_PER_PRICE_UNIT } from '@sen/market';

const SYMBOL = 'VN30F1M';

describe.each(testAppDatabases())('futures positions on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  const derivatives = async () =>
    (await postCommand(app, 'B', demo, 'DerivativePositions', { subAccount: DEMO_SUB }))
      .data as DerivativeAccount;
  const cash = async () =>
    (await postCommand(app, 'B', demo, 'CashBalance', { subAccount: DEMO_SUB })).data as {
      available: number;
      blocked: number;
      total: number;
    };
  type Detail = {
    order: { status: string; matchedVolume: number };
    fills: Array<{ price: number; volume: number; fee: number; tax: number }>;
  };
  const filled = (orderNo: string) =>
    vi.waitFor(
      async () => {
        const d = (
          await postCommand(app, 'B', demo, 'OrderDetail', { subAccount: DEMO_SUB, orderNo: orderNo })
        ).data as Detail;
        expect(d.order).toMatchObject({ status: 'M', matchedVolume: 1 });
        return d;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('buys one contract (long, margin held) and sells it (closed, realised P/L)', async () => {
    const before = await cash();
    expect((await derivatives()).positions).toEqual([]);

    const { placed: bought } = await placeAtBestQuote(app, demo, { symbol: SYMBOL, side: 'B', volume: 1 });
    expect(bought.rc).toBe(1);
    const buy = await filled((bought.data as { orderNo: string }).orderNo);
    const buyPrice = buy.fills[0]!.price;
    const buyCharges = buy.fills[0]!.fee + buy.fills[0]!.tax;
    expect(buy.fills[0]).toMatchObject({
      fee: 6_700,
      tax: Math.round((buyPrice * 1_000 * 0.17) / 2 / 1_000),
    });
    const opened = await derivatives();
    expect(opened.positions).toEqual([
      expect.objectContaining({
        symbol: SYMBOL,
        quantity: 1,
        long: 1,
        short: 0,
        avgPrice: buyPrice,
        realisedPnl: 0,
        charges: buyCharges,
      }),
    ]);
    expect(opened.marginHeld).toBeGreaterThan(0);
    expect(opened).toMatchObject({ marginStatus: 'normal', charges: buyCharges });
    expect(opened.marginRatio).toBeGreaterThan(0);
    const held = await cash();
    expect(held.blocked).toBe(before.blocked);
    expect(before.available - held.available).toBe(opened.marginHeld + buyCharges);
    expect(held.total).toBe(before.total - buyCharges);

    const { placed: sold } = await placeAtBestQuote(app, demo, { symbol: SYMBOL, side: 'S', volume: 1 });
    expect(sold.rc).toBe(1);
    const sell = await filled((sold.data as { orderNo: string }).orderNo);
    const realised = (sell.fills[0]!.price - buyPrice) * FUTURES_VND_PER_PRICE_UNIT;
    const charges = buyCharges + sell.fills[0]!.fee + sell.fills[0]!.tax;
    const closed = await derivatives();
    expect(closed.marginHeld).toBe(0);
    expect(closed.positions).toEqual([
      expect.objectContaining({
        symbol: SYMBOL,
        quantity: 0,
        long: 0,
        short: 0,
        realisedPnl: realised,
        charges,
      }),
    ]);
    const after = await cash();
    expect(after).toMatchObject({
      blocked: before.blocked,
      available: before.available + realised - charges,
    });
    // Futures are no stock balance.
    const stocks = (await postCommand(app, 'B', demo, 'StockBalance', { subAccount: DEMO_SUB }))
      .data as Array<{
      symbol: string;
    }>;
    expect(stocks.map((s) => s.symbol)).not.toContain(SYMBOL);
  }, 60_000);

  it('refuses opening contracts past 75% of the collateral (-6032), counting open futures orders', async () => {
    const floor = app.market.store.get(SYMBOL)!.floor;
    const free = (await cash()).available;
    // Contracts whose margin at the floor is about 45% of the free cash: one such order rests, a
    // second would take the margin to about 90% (the stop-opening level is 75%).
    const margin = Math.ceil(floor * FUTURES_VND_PER_PRICE_UNIT * 0.17);
    const volume = Math.floor((free * 0.45) / margin);
    const resting = await placeOrder(app, demo, { symbol: SYMBOL, side: 'B', price: floor, volume });
    expect(resting.rc).toBe(1);
    const second = await placeOrder(app, demo, { symbol: SYMBOL, side: 'B', price: floor, volume });
    expect(second).toMatchObject({ rc: -6032 });
    // Nothing of the refused order is blocked; a small order still fits.
    expect((await cash()).available).toBe(free - margin * volume);
    const small = await placeOrder(app, demo, { symbol: SYMBOL, side: 'B', price: floor, volume: 1 });
    expect(small.rc).toBe(1);
    for (const placed of [resting, small]) {
      const orderNo = (placed.data as { orderNo: string }).orderNo;
      expect(
        (
          await postCommand(app, 'B', demo, 'CancelOrder', {
            subAccount: DEMO_SUB,
            orderNo: orderNo,
            pin: '123456',
          })
        ).rc,
      ).toBe(1);
    }
  }, 60_000);
});
