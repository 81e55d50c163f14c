// The real app on SQLite and PostgreSQL, its demo clock two minutes before the open: an order placed
// through the trading gateway waits as reserved (Q) with its cash blocked, and at 09:00 goes to the
// exchange's opening call (status P in today's list). Another customer's sub-account is -6030.
// Once the order waits, the demo clock is moved past the open (app.skipDemoClock, still inside the
// opening call) instead of waiting out the time left: two minutes leave a loaded machine room to
// start the app before the open, at no cost in waiting.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { DEMO_SUB, placeOrder } from './test-orders.ts';

type Listed = Array<{ orderNo: string; status: string; tradeDate: string }>;

describe.each(testAppDatabases())('reserved orders on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open, { clockStart: '08:58' }));
  }, 60_000);
  afterAll(() => close?.());

  it('queues an order placed before the open and sends it at the opening call', async () => {
    expect(app.market.exchange.phase('HSX')).toBe('PRE_OPEN');
    const cash = async () =>
      (
        (await postCommand(app, 'B', demo, 'CashBalance', { subAccount: DEMO_SUB })).data as {
          blocked: number;
        }
      ).blocked;
    const before = await cash();
    const floor = app.market.store.get('FPT')!.floor;
    const reply = await placeOrder(app, demo, { symbol: 'FPT', side: 'B', price: floor, volume: 100 });
    expect(reply.rc).toBe(1);
    const order = reply.data as { orderNo: string; status: string };
    expect(order.status).toBe('Q');
    expect(await cash()).toBeGreaterThan(before);
    const next = (
      await postCommand(app, 'B', demo, 'OrderList', { subAccount: DEMO_SUB, list: 'nextSession' })
    ).data as Listed;
    expect(next.map((o) => o.orderNo)).toContain(order.orderNo);

    const other = await loginAs(app, 'demo2', 'Demo@123');
    const refused = await placeOrder(app, other, { symbol: 'FPT', side: 'B', price: floor, volume: 100 });
    expect(refused.rc).toBe(-6030);

    app.skipDemoClock(120_000);
    await vi.waitFor(
      async () => {
        const today = (
          await postCommand(app, 'B', demo, 'OrderList', { subAccount: DEMO_SUB, list: 'today' })
        ).data as Listed;
        expect(today.find((o) => o.orderNo === order.orderNo)?.status).toMatch(/^[PM]$/);
      },
      { timeout: 45_000, interval: 250 },
    );
    expect(app.market.exchange.phase('HSX')).not.toBe('PRE_OPEN');
  }, 60_000);
});

// A next-session order (p9) placed while its market is matching waits as reserved for the next phase
// that takes it (docs/api.md "Reserved orders"): placed at 09:20 in continuous matching, it is not
// sent at once, stays in the next-session list (also through the re-sync a restart runs in the same
// phase), and goes when the afternoon session opens (13:00).
describe.each(testAppDatabases())('next-session orders in continuous matching on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    // FPT alone: the clock skips to the afternoon below, and the simulator lives every minute of it.
    ({ app, demo, close } = await startDemoApp(open, { clockStart: '09:20', symbols: ['FPT'] }));
  }, 60_000);
  afterAll(() => close?.());

  const listed = async (list: 'today' | 'nextSession') =>
    (await postCommand(app, 'B', demo, 'OrderList', { subAccount: DEMO_SUB, list })).data as Listed;

  it('keeps it reserved while the session goes on and sends it when the afternoon opens', async () => {
    expect(app.market.exchange.phase('HSX')).toBe('CONTINUOUS');
    const floor = app.market.store.get('FPT')!.floor;
    const reply = await placeOrder(app, demo, {
      symbol: 'FPT',
      side: 'B',
      price: floor,
      volume: 100,
      nextSession: true,
    });
    expect(reply.rc).toBe(1);
    const order = reply.data as { orderNo: string; status: string };
    expect(order.status).toBe('Q');
    // Nothing sends it in the same phase: still reserved a moment later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await listed('nextSession')).map((o) => o.orderNo)).toContain(order.orderNo);
    expect((await listed('today')).map((o) => o.orderNo)).not.toContain(order.orderNo);
    // The re-sync of a restart (or a takeover) in the same phase holds it too.
    expect(await app.oms.submitter.resync()).toEqual({ resent: 1, expired: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await listed('nextSession')).map((o) => o.orderNo)).toContain(order.orderNo);

    // 09:20 + 221 minutes: 13:01, the afternoon's continuous matching.
    app.skipDemoClock((221 * 60_000) / app.env.clockSpeed);
    await vi.waitFor(
      async () => {
        const today = await listed('today');
        expect(today.find((o) => o.orderNo === order.orderNo)?.status).toMatch(/^[PM]$/);
      },
      { timeout: 45_000, interval: 250 },
    );
  }, 90_000);
});
