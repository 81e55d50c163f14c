// R11: the audit trail on SQLite and PostgreSQL: an accepted NewOrder, EditOrder and CancelOrder
// each leave one slip with the order-slip fields (account, time received, symbol, side, type,
// price, volume, channel, client address, device) in the order's transaction; a refused request
// leaves none; the trail refuses UPDATE and DELETE; the operator's report reads it.
import { execFileSync } from 'node:child_process';
import { commandData, orderSignature } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { DEMO_SUB, placeOrder } from '../orders/test-orders.ts';
import { auditTable } from './audit-report.ts';

const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Sen-audit-test';

describe.each(testAppDatabases())('audit trail on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it('keeps the slip of each accepted order request, none of a refused one', async () => {
    const floor = app.market.store.get('FPT')!.floor;
    const refId = `audit-${Date.now()}`;
    const sent = Date.now();
    const body = JSON.stringify({
      group: 'B',
      ...demo,
      channel: 'W',
      data: commandData('NewOrder', {
        subAccount: DEMO_SUB,
        symbol: 'FPT',
        side: 'B',
        price: floor,
        volume: 100,
        pin: '123456',
        refId: refId,
        signature: orderSignature({
          price: floor,
          side: 'B',
          volume: 100,
          account: DEMO_SUB,
          symbol: 'FPT',
          refId,
        }),
      }),
    });
    const reply = (
      await app.inject({
        method: 'POST',
        url: '/trading',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': DEVICE },
        remoteAddress: '203.0.113.7',
        payload: body,
      })
    ).json() as { rc: number; data: { orderNo: string } };
    expect(reply.rc).toBe(1);
    const orderNo = reply.data.orderNo;
    // The same refId again is the same order: no second slip.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/trading',
          headers: { 'content-type': 'text/plain' },
          payload: body,
        })
      ).json(),
    ).toMatchObject({ rc: 1 });
    // Refused: a bad signature, and another customer's sub-account.
    const bad = await postCommand(app, 'B', demo, 'NewOrder', {
      ...JSON.parse(body).data,
      refId: `${refId}-x`,
    });
    expect(bad.rc).toBeLessThan(1);
    expect(
      (await placeOrder(app, demo, { symbol: 'FPT', side: 'B', price: floor, volume: 100, sub: '0000021' }))
        .rc,
    ).toBe(-6030);
    expect(
      (
        await postCommand(app, 'B', demo, 'EditOrder', {
          subAccount: DEMO_SUB,
          orderNo: orderNo,
          volume: 200,
          pin: '123456',
        })
      ).rc,
    ).toBe(1);
    expect(
      (
        await postCommand(app, 'B', demo, 'CancelOrder', {
          subAccount: DEMO_SUB,
          orderNo: orderNo,
          pin: '123456',
        })
      ).rc,
    ).toBe(1);

    const slips = await app.audit.list({ account: DEMO_SUB });
    const mine = slips.filter((slip) => slip.ref === orderNo);
    expect(mine.map((slip) => slip.event)).toEqual(['order.new', 'order.edit', 'order.cancel']);
    expect(mine[0]).toMatchObject({
      account: DEMO_SUB,
      username: 'demo',
      symbol: 'FPT',
      side: 'B',
      order_type: 'LO',
      price: floor,
      volume: 100,
      channel: 'W',
      client_address: '203.0.113.7',
      device: DEVICE,
    });
    expect(Number(mine[0]!.received_at)).toBeGreaterThanOrEqual(sent - 1000);
    expect(mine[1]).toMatchObject({ volume: 200 });
    // Exactly one order.new slip per order row, across everything this app took.
    const orders = await app.storage.db.selectFrom('orders').select('id').execute();
    const news = (await app.audit.list()).filter((slip) => slip.event === 'order.new');
    expect(news.map((slip) => Number(slip.ref)).sort()).toEqual(orders.map((o) => Number(o.id)).sort());
    expect(auditTable(mine)).toContain(`order.new`);
  });

  it('refuses to change or delete a slip', async () => {
    const db = app.storage.db;
    expect((await app.audit.list()).length).toBeGreaterThan(0);
    await expect(db.updateTable('audit_trail').set({ volume: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_trail').execute()).rejects.toThrow(/append-only/);
    expect((await app.audit.list()).every((slip) => slip.volume !== 1)).toBe(true);
  });
});

describe('npm run audit', () => {
  it('prints the slips of an account from the server’s database', async () => {
    const [, open] = testAppDatabases()[0]!;
    // Closed before the script reads its database (dropped at the end).
    const { app, demo, database } = await startDemoApp(open);
    const floor = app.market.store.get('VNM')!.floor;
    expect((await placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor, volume: 100 })).rc).toBe(1);
    const dataDir = app.env.dataDir;
    await app.close();
    const root = new URL('../../../../../', import.meta.url).pathname;
    const out = execFileSync(
      'npx',
      ['tsx', 'apps/server/scripts/audit.ts', '--account', DEMO_SUB, '--json'],
      {
        cwd: root,
        env: { ...process.env, SEN_DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: 'order.new',
        account: DEMO_SUB,
        symbol: 'VNM',
        side: 'B',
        volume: '100',
      }),
    );
    expect(lines[0]!.received).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/);
    await database.drop();
  }, 60_000);
});
