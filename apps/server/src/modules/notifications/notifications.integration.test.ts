// Notifications in the real app on SQLite and PostgreSQL: a fill raises one, pushed on the private
// channel and listed; reading marks it; one customer never reads or marks another's; no session, no list.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { DEMO_SUB, placeAtBestQuote } from '../orders/test-orders.ts';

interface Page {
  unread: number;
  items: Array<{
    id: number;
    kind: string;
    vi: string;
    en: string;
    ref: string;
    read: boolean;
    time: string;
  }>;
}

describe.each(testAppDatabases())('notifications on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  let demo2: TestCaller;
  const list = async (caller: TestCaller, params: Record<string, unknown> = {}) =>
    (await postCommand(app, 'B', caller, 'NotificationList', params)).data as Page;
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
    demo2 = await loginAs(app, 'demo2', 'Demo@123');
  }, 60_000);
  afterAll(() => close?.());

  it('raises a notification for a fill, pushes it and lists it newest first', async () => {
    const pushed: Array<Record<string, unknown>> = [];
    app.privateEvents.on('private', (m) => {
      if (m.user === 'demo' && m.message.action === 'Event' && m.message.data.type === 'notification')
        pushed.push(m.message.data);
    });
    const { placed } = await placeAtBestQuote(app, demo, { symbol: 'FPT', side: 'B', volume: 100 });
    expect(placed.rc).toBe(1);
    const orderNo = (placed.data as { orderNo: string }).orderNo;
    const page = await vi.waitFor(async () => {
      const p = await list(demo);
      expect(p.items.some((n) => n.kind === 'order-fill' && n.ref === orderNo)).toBe(true);
      return p;
    });
    const fill = page.items.find((n) => n.ref === orderNo)!;
    expect(fill.vi).toContain('Lệnh mua FPT');
    expect(fill.en).toContain(`Buy order ${orderNo} FPT: 100 matched at`);
    expect(fill.en).toContain(`(sub-account ${DEMO_SUB})`);
    expect(fill.time).toMatch(/^\d{4}-\d\d-\d\dT09:[2-5]\d:\d\d\+07:00$/);
    expect(fill.read).toBe(false);
    expect(page.unread).toBeGreaterThanOrEqual(1);
    expect(pushed.some((d) => (d.notification as { id: number }).id === fill.id)).toBe(true);
    expect((await list(demo2)).items).toEqual([]);
  });

  it('marks one and all read, never another customer’s', async () => {
    const before = await list(demo);
    const id = before.items[0]!.id;
    expect(await postCommand(app, 'B', demo2, 'NotificationRead', { id: id })).toMatchObject({
      rc: 1,
      data: { unread: 0 },
    });
    expect((await list(demo)).unread).toBe(before.unread);
    const one = await postCommand(app, 'B', demo, 'NotificationRead', { id: id });
    expect(one).toMatchObject({ rc: 1, data: { unread: before.unread - 1 } });
    expect((await list(demo, { unreadOnly: true })).items.map((n) => n.id)).not.toContain(id);
    expect(await postCommand(app, 'B', demo, 'NotificationRead', { id: 'all' })).toMatchObject({
      data: { unread: 0 },
    });
  });

  it('stores a notification inside the caller’s transaction (no deadlock on SQLite), rolled back with it', async () => {
    const customerId = Number(
      (
        await app.storage.db
          .selectFrom('customers')
          .select('id')
          .where('username', '=', 'demo2')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await app.storage.db.transaction().execute(async (trx) => {
      await app.notifications.notify({ customerId, kind: 'price-alert', vi: 'thử', en: 'test' }, trx);
    });
    await expect(
      app.storage.db.transaction().execute(async (trx) => {
        await app.notifications.notify({ customerId, kind: 'price-alert', vi: 'bỏ', en: 'dropped' }, trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await list(demo2)).items.map((n) => n.en)).toEqual(['test']);
  });

  it('refuses bad parameters and calls without a session', async () => {
    expect((await postCommand(app, 'B', demo, 'NotificationList', { limit: 0 })).rc).toBeLessThan(1);
    expect((await postCommand(app, 'B', demo, 'NotificationList', { limit: 201 })).rc).toBeLessThan(1);
    expect((await postCommand(app, 'B', demo, 'NotificationRead', { id: 'some' })).rc).toBeLessThan(1);
    const anonymous = await postCommand(app, 'B', { user: 'demo', session: 'nope' }, 'NotificationList');
    expect(anonymous.rc).toBeLessThan(1);
  });
});
