// The epoch fence on the real order writer (GroupCommit) over a real PostgreSQL (skipped, reason
// printed, without SEN_TEST_DATABASE_URL): a batch carrying the lease's epoch commits; once another
// node took the lease over, a batch of the old epoch is refused and writes nothing; a takeover
// waits for a batch under way (the check holds until commit), and a batch left idle by a frozen
// node does not hold a takeover up past the idle limit.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { GroupCommit } from '../orders/group-commit.ts';
import { EpochFence, FencedError } from './epoch-fence.ts';

const postgres = testDatabases().find(([kind]) => kind === 'postgres')?.[1];
if (!postgres) console.warn('[epoch fence test] skipped: SEN_TEST_DATABASE_URL is not set (no PostgreSQL)');

describe.skipIf(!postgres)('EpochFence on the order writer', () => {
  let database: TestDatabase;
  let held: number | undefined = 1;
  let writer: GroupCommit;
  let fence: EpochFence;
  let other: pg.Client;
  const failed: unknown[] = [];

  const probes = async () =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM fence_probe`.execute(database.db)).rows[0]!.n);
  const write = (n: number) =>
    writer.run(async (trx) => void (await sql`INSERT INTO fence_probe (n) VALUES (${n})`.execute(trx)));
  /** Another node's takeover: locks the lease row and raises the epoch. */
  const takeOver = async () => {
    await other.query('BEGIN');
    await other.query('SELECT epoch FROM leader_lease WHERE id = 1 FOR UPDATE');
    const { rows } = await other.query<{ epoch: string }>(
      "UPDATE leader_lease SET epoch = epoch + 1, holder = 'other' WHERE id = 1 RETURNING epoch",
    );
    await other.query('COMMIT');
    return Number(rows[0]!.epoch);
  };

  beforeAll(async () => {
    database = await (postgres as () => Promise<TestDatabase>)();
    await sql`CREATE TABLE fence_probe (n integer)`.execute(database.db);
    await sql`UPDATE leader_lease SET epoch = 1, holder = 'me' WHERE id = 1`.execute(database.db);
    writer = new GroupCommit(database.db);
    fence = new EpochFence(
      () => held,
      400,
      () => {},
      (error) => failed.push(error),
    );
    writer.observe(fence);
    // The test's own database (the writer's pool's), next to the configured server.
    const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db))
      .rows[0]!.name;
    const own = new URL(process.env.SEN_TEST_DATABASE_URL as string);
    own.pathname = `/${name}`;
    other = new pg.Client({ connectionString: own.toString() });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end().catch(() => {});
    await writer?.close();
    await database?.drop();
  });

  it('commits with the current epoch; after a takeover the old epoch writes nothing', async () => {
    await Promise.all([write(1), write(2)]);
    expect(await probes()).toBe(2);
    expect(fence.checked).toBeGreaterThan(0);

    expect(await takeOver()).toBe(2);
    await expect(write(3)).rejects.toBeInstanceOf(FencedError);
    expect(await probes()).toBe(2);
    expect(fence.refused).toBe(1);

    held = undefined; // a node that holds no epoch (a follower) writes nothing either
    await expect(write(4)).rejects.toBeInstanceOf(FencedError);
    held = 2;
    await sql`UPDATE leader_lease SET holder = 'me' WHERE id = 1`.execute(database.db);
    await write(5);
    expect(await probes()).toBe(3);
  });

  it('a takeover waits for the batch under way, which commits first; the next batch is fenced', async () => {
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = writer.run(async (trx) => {
      await sql`INSERT INTO fence_probe (n) VALUES (6)`.execute(trx);
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    let tookOver = false;
    const takeover = takeOver().then((epoch) => {
      tookOver = true;
      return epoch;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(tookOver).toBe(false);
    release();
    await slow;
    expect(await takeover).toBe(3);
    expect(await probes()).toBe(4);
    await expect(write(7)).rejects.toBeInstanceOf(FencedError);
    expect(await probes()).toBe(4);
  });

  it('a batch left idle (a frozen node) ends by its idle limit and does not hold a takeover up', async () => {
    held = 3;
    await sql`UPDATE leader_lease SET holder = 'me' WHERE id = 1`.execute(database.db);
    const frozen = writer.run(async (trx) => {
      await sql`INSERT INTO fence_probe (n) VALUES (8)`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    });
    frozen.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    expect(await takeOver()).toBe(4);
    expect(performance.now() - started).toBeLessThan(1_500);
    await expect(frozen).rejects.toThrow();
    expect(await probes()).toBe(4);
    // Its node learns the checked batch failed (it steps down: its exchange acted on it).
    expect(failed).toHaveLength(1);
  });
});
