// Price alerts with two real nodes sharing PostgreSQL and redis (ARCHITECTURE §7): an alert set
// through a follower is forwarded to the leader, whose watcher fires it on its market; the firing
// reaches the customer's socket on the follower; when the leader closes, the new leader watches the
// active alerts. Skipped (reason printed) only where PostgreSQL or redis-server is unavailable.
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withMarketHeld } from '../../testing/market-held.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { clusterSkipReason, openTestCluster, type TestCluster } from '../../testing/test-cluster.ts';
import { MARKET_UPDATES } from '../market/market-updates.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

if (clusterSkipReason) console.warn(`[price alerts cluster test] skipped: ${clusterSkipReason}`);

describe.skipIf(clusterSkipReason !== undefined)('price alerts on a cluster', () => {
  let cluster: TestCluster;
  let leader: TestApp;
  let follower: TestApp;
  let browser: ClientSocket;
  let demo: TestCaller;
  const received: { action?: string; data?: { type?: string; price?: number } }[] = [];
  const env = { ...process.env };
  const start = () => cluster.start();

  beforeAll(async () => {
    process.env.SEN_CLUSTER_POLL_MS = '200';
    process.env.SEN_CLUSTER_FORWARD_TIMEOUT_MS = '4000';
    process.env.SEN_CLUSTER_LEASE_MS = '1000';
    cluster = await openTestCluster();
    leader = await start();
    await vi.waitFor(() => expect(leader.app.cluster.isLeader()).toBe(true), { timeout: 10_000 });
    follower = await start();
    await vi.waitFor(() => expect(follower.app.cluster.leaderId()).toBe(leader.app.cluster.nodeId), {
      timeout: 10_000,
    });
    demo = await loginAs(follower.app, 'demo', 'Demo@123');
    browser = connect(follower.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      browser.once('connect', () => resolve());
      browser.once('connect_error', reject);
    });
    browser.on('private', (message: (typeof received)[number]) => received.push(message));
    browser.emit(
      'regs',
      JSON.stringify({ action: 'register', data: { user: demo.user, session: demo.session } }),
    );
    await vi.waitFor(() => expect(received).toContainEqual(expect.objectContaining({ action: 'register' })));
  }, 60_000);

  afterAll(async () => {
    browser?.close();
    await cluster?.stop();
    for (const name of ['SEN_CLUSTER_POLL_MS', 'SEN_CLUSTER_FORWARD_TIMEOUT_MS', 'SEN_CLUSTER_LEASE_MS'])
      if (env[name] === undefined) delete process.env[name];
      else process.env[name] = env[name];
  }, 30_000);

  it("fires an alert set through a follower on the leader's market; the follower's socket gets it", async () => {
    const call = (cmd: string, params: Record<string, unknown>) =>
      postCommand(follower.app, 'B', demo, cmd, params);
    const reference = leader.app.market.store.get('FPT')!.reference;
    // The leader's market holds still until the alert fires: a real FPT trade at the threshold or
    // above would fire it first, at its own price.
    await withMarketHeld(leader.app, async () => {
      const set = await call('AlertSet', { symbol: 'FPT', kind: 'priceAbove', threshold: reference + 500 });
      expect(set.rc).toBe(1);
      expect(leader.app.priceAlerts.size).toBe(1);
      expect(follower.app.priceAlerts.size).toBe(0);
      const state = { ...leader.app.market.store.get('FPT')!, last: reference + 500 };
      leader.app.bus.publish(MARKET_UPDATES, {
        kind: 'trade',
        symbol: 'FPT',
        derivative: false,
        trade: { seq: 1, time: 0, price: state.last, volume: 100, side: 'B', totalVolume: state.totalVolume },
        state,
      });
      await leader.app.priceAlerts.flush();
      await vi.waitFor(() =>
        expect(received).toContainEqual(
          expect.objectContaining({
            action: 'Event',
            data: expect.objectContaining({ type: 'alert', price: reference + 500 }),
          }),
        ),
      );
    });
    expect((await call('AlertList', {})).data).toEqual([expect.objectContaining({ status: 'fired' })]);
    // Still watching after the leader goes: the next leader loads it.
    expect(
      (await call('AlertSet', { symbol: 'HPG', kind: 'volumeAbove', threshold: 9_000_000_000 })).rc,
    ).toBe(1);
    await leader.stop();
    await vi.waitFor(() => expect(follower.app.cluster.isLeader()).toBe(true), { timeout: 15_000 });
    await vi.waitFor(() => expect(follower.app.priceAlerts.size).toBe(1), { timeout: 15_000 });
  }, 60_000);
});
