// The lease election on a real PostgreSQL (skipped, reason printed, without SEN_TEST_DATABASE_URL):
// one holder with an epoch, followers see who it is; a leader cut off from the database (a proxy
// dropped) steps down on its own when its lease lapses and a follower takes over with the next
// epoch; back on the network the deposed node competes again and leads when the lease is free. A
// follower reads the lease the moment it runs out, whatever its poll period.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../plugins/storage/create-database.ts';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { LeaderElection } from './leader-election.ts';
import { startDbProxy, type DbProxy } from './test-db-proxy.ts';

const postgres = testAppDatabases().find(([kind]) => kind === 'postgres')?.[1];
if (!postgres)
  console.warn('[leader election test] skipped: SEN_TEST_DATABASE_URL is not set (no PostgreSQL)');

const LEASE_MS = 600;

describe.skipIf(!postgres)('LeaderElection (lease with an epoch)', () => {
  let database: TestAppDatabase;
  let proxy: DbProxy;
  const elections: LeaderElection[] = [];
  const events: string[] = [];

  const candidate = (nodeId: string, databaseUrl: string, pollMs = 100) => {
    const election = new LeaderElection({
      databaseUrl,
      nodeId,
      pollMs,
      leaseMs: LEASE_MS,
      onElected: async (epoch) => void events.push(`elected ${nodeId} ${epoch}`),
      onDeposed: () => void events.push(`deposed ${nodeId}`),
      onError: () => {},
    });
    elections.push(election);
    return election;
  };

  beforeAll(async () => {
    database = await (postgres as () => Promise<TestAppDatabase>)();
    const storage = openPostgres(database.overrides.databaseUrl as string, 1);
    await migrateToLatest(storage.db);
    await storage.db.destroy();
    proxy = await startDbProxy(database.overrides.databaseUrl as string);
  });
  afterAll(async () => {
    for (const election of elections) await election.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('a leader cut off steps down when its lease lapses, a follower takes the next epoch, the deposed node competes again', async () => {
    const a = candidate('node-a', proxy.url);
    const b = candidate('node-b', database.overrides.databaseUrl as string);
    await a.start();
    await b.start();
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);
    expect(a.epoch).toBe(1);
    expect(b.leaderId).toBe('node-a');

    const cutAt = performance.now();
    proxy.cut();
    await vi.waitFor(() => expect(b.isLeader).toBe(true), { timeout: 5_000, interval: 20 });
    const tookMs = performance.now() - cutAt;
    // Not before the lease ran out, and within a poll (and a loaded machine's slack) after it.
    expect(tookMs).toBeGreaterThanOrEqual(LEASE_MS - 50);
    expect(tookMs).toBeLessThan(LEASE_MS + 1_000);
    expect(b.epoch).toBe(2);
    // The cut-off leader stepped down on its own (it could not renew): it no longer counts itself
    // leader once its lease is over, and its step-down timer (due at that same instant, so on a
    // loaded machine it may run a moment after node-b's election) makes it a follower.
    expect(a.isLeader).toBe(false);
    await vi.waitFor(() => expect(a.state).toBe('follower'), { timeout: 1_000, interval: 10 });
    // Each node's own order is fixed; between the two nodes, node-a's step-down (its own timer at
    // its lease's end) and node-b's election (a read at the same instant) may land either way round
    // on a loaded machine: the epoch fences node-a's writes either way.
    expect(events[0]).toBe('elected node-a 1');
    expect([...events.slice(1)].sort()).toEqual(['deposed node-a', 'elected node-b 2']);

    // Back on the network: a follower of node-b, competing again.
    proxy.restore();
    await vi.waitFor(() => expect(a.leaderId).toBe('node-b'), { timeout: 5_000, interval: 20 });
    expect(a.isLeader).toBe(false);
    await b.stop();
    await vi.waitFor(() => expect(a.isLeader).toBe(true), { timeout: 5_000, interval: 20 });
    expect(a.epoch).toBe(3);
    expect(events.at(-1)).toBe('elected node-a 3');
  });

  afterEach(() => {
    proxy.restore(); // a failed test must not leave the next one cut off
  });

  it('a follower reads the lease the moment it runs out: polling every 5 s, it takes over within 0.5 s of the expiry', async () => {
    for (const election of elections) await election.stop();
    const leader = candidate('node-c', proxy.url);
    const follower = candidate('node-d', database.overrides.databaseUrl as string, 5_000);
    await leader.start();
    await follower.start();
    expect([leader.isLeader, follower.leaderId]).toEqual([true, 'node-c']);
    // A few renewals the follower sees (each moves the expiry it waits for).
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 2));
    expect(follower.isLeader).toBe(false);
    const cutAt = performance.now();
    proxy.cut();
    await vi.waitFor(() => expect(follower.isLeader).toBe(true), { timeout: 4_000, interval: 10 });
    expect(performance.now() - cutAt).toBeLessThan(LEASE_MS + 500);
    expect(follower.takeover).toMatchObject({ epoch: follower.epoch });
    expect(follower.takeover!.takenAt - follower.takeover!.expiredAt).toBeLessThan(500);
    proxy.restore();
  });
});
