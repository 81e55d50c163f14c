// The risk watcher against the real OMS on SQLite and PostgreSQL: after a margin buy settles, a
// price fall takes the account under its call ratio (a margin-call notification and status) and
// under its force-sell ratio (force-sell orders placed through the OMS, notified, that the customer
// can neither cancel nor edit: -6669; nor can a customer order use their refIds).
import { addTradingDays, marginRatioBps } from '@sen/market';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { marginSettings } from './margin-settings.ts';
import { positionOf, readMarginState } from './margin-state.ts';
import { riskWatcherOf } from './margin-test-setup.ts';

const SUB = 'M000001';
type Order = { orderNo: string; refId: string; side: string; symbol: string; volume: number; status: string };

describe.each(testAppDatabases())('margin risk on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);

  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it('calls, then force-sells through the OMS, and the customer cannot touch those orders', async () => {
    const fpt = app.market.store.get('FPT')!;
    const power = (await call('PurchasePower', { subAccount: SUB, symbol: 'FPT', price: fpt.ceiling }))
      .data as {
      maxVolume: number;
    };
    const placed = await placeOrder(app, demo, {
      sub: SUB,
      symbol: 'FPT',
      side: 'B',
      price: fpt.ceiling,
      volume: power.maxVolume,
    });
    expect(placed.rc).toBe(1);
    const orderNo = (placed.data as Order).orderNo;
    await vi.waitFor(
      async () => {
        const d = (await call('OrderDetail', { subAccount: SUB, orderNo: orderNo })).data as {
          order: { matchedVolume: number };
        };
        expect(d.order.matchedVolume).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 200 },
    );
    await call('CancelOrder', { subAccount: SUB, orderNo: orderNo, pin: '123456' }); // what did not fill
    await vi.waitFor(async () =>
      expect(
        ((await call('MarginInfo', { subAccount: SUB })).data as { heldCredit: number }).heldCredit,
      ).toBe(0),
    );
    // T+2: the bought shares arrive and can be sold
    await app.ledger.settleDue(addTradingDays(app.market.exchange.tradingDate, 2));

    // the market falls: valued at 55% of today's prices the account is under both ratios (how far
    // under depends on the fill prices: cash covered part of the buy)
    const price = (symbol: string) => {
      const s = app.market.store.get(symbol);
      return s ? Math.round((s.last > 0 ? s.last : s.reference) * 0.55) : undefined;
    };
    const state = await readMarginState(app.storage.db, SUB, price);
    const ratio = marginRatioBps(positionOf(state));
    const { policy } = marginSettings({});
    expect(ratio).toBeLessThan(policy.forceSellBps);
    const watcher = riskWatcherOf(app, policy, price, (error) => {
      throw error;
    });
    await watcher.check(SUB);

    const orders = (await call('OrderList', { subAccount: SUB, list: 'today' })).data as Order[];
    const forced = orders.filter((o) => o.refId.startsWith('force-sell:'));
    expect(forced.length).toBeGreaterThanOrEqual(1);
    for (const o of forced) expect(o).toMatchObject({ side: 'S', symbol: 'FPT' });
    expect(
      (await call('CancelOrder', { subAccount: SUB, orderNo: forced[0]!.orderNo, pin: '123456' })).rc,
    ).toBe(-6669);
    expect(
      (await call('EditOrder', { subAccount: SUB, orderNo: forced[0]!.orderNo, volume: 100, pin: '123456' }))
        .rc,
    ).toBe(-6669);
    const spoof = await placeOrder(app, demo, {
      sub: SUB,
      symbol: 'FPT',
      side: 'S',
      price: fpt.ceiling,
      volume: 100,
      refId: 'force-sell:mine',
    });
    expect(spoof.rc).toBe(-6669);

    const notes = (await call('NotificationList', { limit: 50 })).data as {
      items: Array<{ kind: string; subAcntNo: string }>;
    };
    const kinds = notes.items.filter((n) => n.subAcntNo === SUB).map((n) => n.kind);
    expect(kinds).toContain('margin-call');
    expect(kinds).toContain('force-sell');
    expect(kinds.filter((k) => k === 'margin-call')).toHaveLength(1);
    const info = (await call('MarginInfo', { subAccount: SUB })).data as { status: string };
    expect(['normal', 'call', 'force-sell']).toContain(info.status);
  }, 150_000);
});
