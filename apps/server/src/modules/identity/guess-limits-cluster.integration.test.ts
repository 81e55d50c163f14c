// The guess limits across nodes: two real nodes (buildApp) sharing one PostgreSQL database and
// redis-server. A customer one wrong PIN short of the lock sends the right PIN to both nodes at
// once (a double click, a client resending): every one passes, however the claims of one node's
// checks lock the counter while the other node's arrive; wrong PINs sent to both still lock at the
// limit. Skipped (reason printed) without PostgreSQL or redis-server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTHROTTLED } from '../../testing/demo-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { clusterSkipReason, openTestCluster, type TestCluster } from '../../testing/test-cluster.ts';
import { loginAs, postCommand } from '../trading-gateway/test-client.ts';
import { LOCK_AFTER_FAILURES } from './login-throttle.ts';
import { setCustomer } from './test-customers.ts';

if (clusterSkipReason) console.warn(`[guess limits cluster test] skipped: ${clusterSkipReason}`);

describe.skipIf(clusterSkipReason !== undefined)('guess limits on two nodes', () => {
  let cluster: TestCluster;
  const nodes: TestApp[] = [];

  beforeAll(async () => {
    cluster = await openTestCluster();
    for (let i = 0; i < 2; i += 1) nodes.push(await cluster.start(UNTHROTTLED));
  });
  afterAll(async () => cluster?.stop());

  it('passes right PINs sent to both nodes at once one short of the lock, and locks at the limit of wrong ones', async () => {
    const [first, second] = [nodes[0]!.app, nodes[1]!.app];
    const demo = await loginAs(first, 'demo', 'Demo@123');
    const checkPin = (k: number, pin: string) =>
      postCommand(k % 2 === 0 ? first : second, 'B', demo, 'CheckPin', { pin });
    for (let round = 0; round < 3; round += 1) {
      await setCustomer(first, 'demo', {
        pin_failures: LOCK_AFTER_FAILURES - 1,
        pin_retry_after: 0,
        pin_locked_until: 0,
      });
      const burst = await Promise.all(Array.from({ length: 6 }, (_, k) => checkPin(k, '123456')));
      expect(burst.map((reply) => reply.rc)).toEqual(burst.map(() => 1));
    }

    // Wrong ones to both nodes at once: at most the limit is checked, then the PIN is locked.
    await setCustomer(first, 'demo', { pin_failures: 0, pin_retry_after: 0, pin_locked_until: 0 });
    const wrong = await Promise.all(Array.from({ length: 12 }, (_, k) => checkPin(k, String(100_000 + k))));
    const codes = wrong.map((reply) => reply.rc);
    expect(codes.filter((rc) => rc === -8005).length).toBeLessThanOrEqual(LOCK_AFTER_FAILURES - 1);
    expect(codes.filter((rc) => rc !== -8005).every((rc) => rc === -8121)).toBe(true);
    expect((await checkPin(1, '123456')).rc).toBe(-8121);
  });
});
