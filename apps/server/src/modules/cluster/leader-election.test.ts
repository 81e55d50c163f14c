// The advisory-lock election on a real PostgreSQL (skipped, reason printed, without
// SEN_TEST_DATABASE_URL): one holder, followers see who it is, a leader whose connection is killed
// is deposed and a follower takes the lock.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { LeaderElection } from './leader-election.ts';

const postgres = testAppDatabases().find(([kind]) => kind === 'postgres')?.[1];
if (!postgres)
  console.warn('[leader election test] skipped: SEN_TEST_DATABASE_URL is not set (no PostgreSQL)');

describe.skipIf(!postgres)('LeaderElection', () => {
  let database: TestAppDatabase;
  const elections: LeaderElection[] = [];
  const events: string[] = [];

  const candidate = (nodeId: string) => {
    const election = new LeaderElection({
      databaseUrl: database.overrides.databaseUrl as string,
      nodeId,
      pollMs: 100,
      onElected: async () => void events.push(`elected ${nodeId}`),
      onDeposed: () => void events.push(`deposed ${nodeId}`),
      onError: () => {},
    });
    elections.push(election);
    return election;
  };

  beforeAll(async () => {
    database = await (postgres as () => Promise<TestAppDatabase>)();
  });
  afterAll(async () => {
    for (const election of elections) await election.stop();
    await database?.drop();
  });

  it('elects one holder, deposes it when its connection is killed, and a follower takes over', async () => {
    const a = candidate('node-a');
    const b = candidate('node-b');
    await a.start();
    await b.start();
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);
    expect(b.leaderId).toBe('node-a');

    const admin = new pg.Client({ connectionString: database.overrides.databaseUrl as string });
    await admin.connect();
    try {
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'sen:node-a'",
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(b.isLeader).toBe(true), { timeout: 5_000, interval: 50 });
    expect(a.state).toBe('deposed');
    expect([...events].sort()).toEqual(['deposed node-a', 'elected node-a', 'elected node-b']);
    // A deposed node does not compete again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(a.isLeader).toBe(false);
    expect(a.leaderId).toBe('node-b');
  });
});
