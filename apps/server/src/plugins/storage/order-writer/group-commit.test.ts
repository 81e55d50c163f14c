// Group commit on a real SQLite file: a refused job leaves nothing, its neighbours commit.
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../database-schema.ts';
import { openSqlite } from '../create-database.ts';
import { heldRunnerOf } from '../sqlite-direct.ts';
import { SqlStatement } from '../sql-statement.ts';
import { testDatabases, type TestDatabase } from '../test-databases.ts';
import { GroupCommit } from './group-commit.ts';
import { BACKSTOP_PAGES } from './wal-checkpointer.ts';
import type { BatchObserver } from './writer-types.ts';

describe.each(testDatabases())('group commit on %s', (kind, open) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => t.drop());

  it('commits many jobs in few batches and isolates a failing job', async () => {
    const writer = new GroupCommit(t.db);
    const insert = (ref: string, fail = false) =>
      writer.run(async (trx) => {
        await trx
          .insertInto('ledger_entries')
          .values({ kind: 'test', ref, memo: '', business_date: '2026-01-02', created_at: 1 })
          .execute();
        if (fail) throw new Error('refused');
        return ref;
      });
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => insert(`r${i}`, i === 7)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(49);
    expect(results[7]).toMatchObject({ status: 'rejected' });
    const rows = await t.db.selectFrom('ledger_entries').select('ref').where('kind', '=', 'test').execute();
    expect(rows.map((r) => r.ref)).not.toContain('r7');
    expect(rows).toHaveLength(49);
    expect(writer.stats.batches).toBeLessThan(50);
  });

  it('runs its statements straight on better-sqlite3 on SQLite only; a refused job still rolls back alone', async () => {
    const insert = new SqlStatement<{ id: number }>(
      'insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values (?, ?, ?, ?, ?) returning "id"',
    );
    const count = new SqlStatement<{ n: number }>(
      'select count(*) as "n" from "ledger_entries" where "kind" = ?',
    );
    const outcome = async (direct: boolean) => {
      const tag = `fast-${direct}`;
      const writer = new GroupCommit(t.db, 1_000, undefined, { direct, thread: false });
      const held: boolean[] = [];
      const job = (i: number) =>
        writer.run(async (trx) => {
          held.push(heldRunnerOf(trx) !== undefined);
          await insert.run(trx, [tag, `${tag}-${i}`, '', '2026-01-02', i]);
          // The job's own direct write is visible to it, and to a Kysely builder in the same job.
          const seen = await count.first(trx, [tag]);
          const built = await trx
            .selectFrom('ledger_entries')
            .select('ref')
            .where('ref', '=', `${tag}-${i}`)
            .executeTakeFirst();
          if (i % 4 === 1) throw new Error('refused');
          return { seen: seen!.n, built: built?.ref?.replace(tag, '') };
        });
      const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => job(i)));
      await writer.close();
      const rows = await t.db.selectFrom('ledger_entries').select('ref').where('kind', '=', tag).execute();
      return {
        held,
        results: results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
        refs: rows.map((r) => (r.ref ?? '').replace(tag, '')).sort(),
        batches: writer.stats.batches,
      };
    };
    const fast = await outcome(true);
    const slow = await outcome(false);
    expect(fast.held).toEqual(Array.from({ length: 12 }, () => kind === 'sqlite'));
    expect(slow.held).toEqual(Array.from({ length: 12 }, () => false));
    expect(fast.batches).toBe(1);
    // The refused jobs (1, 5, 9) leave nothing; each other job saw the rows of the jobs before it
    // that stayed, plus its own: the same with and without the fast path.
    expect(fast.refs).toEqual(['-0', '-10', '-11', '-2', '-3', '-4', '-6', '-7', '-8']);
    expect(fast.results[3]).toEqual({ seen: 3, built: '-3' });
    expect(fast.results[5]).toBe('refused');
    expect(fast).toEqual({ ...slow, held: fast.held });
    // After the batch nothing is held: a statement on a finished transaction is Kysely's (refused).
    let late: Transaction<Database> | undefined;
    const writer = new GroupCommit(t.db);
    await writer.run(async (trx) => {
      late = trx;
    });
    await writer.close();
    expect(heldRunnerOf(late!)).toBeUndefined();
  });

  it.each([
    ['the default connection', {}],
    ['one transaction a batch (walSync off)', { walSync: false }],
    ['the event loop’s connection', { thread: false }],
  ] as const)(
    'on %s runs a job queued as an earlier one resolves, with no later job to wake the writer',
    async (_name, options) => {
      // An accepted order's continuation (its exchange submit, whose fill is the next job) queues
      // a job in the very microtasks where the batch's jobs resolve: it must run by itself.
      const writer = new GroupCommit(t.db, 1_000, undefined, options);
      try {
        const second = writer.run(async () => 1).then(() => writer.run(async () => 2));
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'stuck'>((resolve) => (timer = setTimeout(() => resolve('stuck'), 2_000)));
        expect(await Promise.race([second, late])).toBe(2);
        clearTimeout(timer);
      } finally {
        await writer.close();
      }
    },
  );

  it.runIf(kind === 'sqlite')(
    'on SQLite commits a batch without its own fsync, then every other commit is synchronous=FULL again',
    async () => {
      const writer = new GroupCommit(t.db, 1_000, undefined, { thread: false });
      const seen: number[] = [];
      await Promise.all(
        Array.from({ length: 5 }, () =>
          writer.run(async (trx) => {
            const row = await sql<{ synchronous: number }>`pragma synchronous`.execute(trx);
            seen.push(row.rows[0]!.synchronous);
          }),
        ),
      );
      expect(seen).toEqual([1, 1, 1, 1, 1]); // NORMAL inside the writer's batch: the WAL is fsynced after it
      const after = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.db);
      expect(after.rows[0]!.synchronous).toBe(2); // FULL for everyone else
    },
  );

  it.runIf(kind === 'sqlite')(
    'on SQLite checkpoints the WAL on a worker thread; the connection checkpoints by itself only as a backstop',
    async () => {
      const writer = new GroupCommit(t.db, 1_000, undefined, { checkpointEveryMs: 0 });
      try {
        const pages = await writer.run(async (trx) => {
          await trx
            .insertInto('ledger_entries')
            .values({ kind: 'test-ckpt', ref: 'c1', memo: '', business_date: '2026-01-02', created_at: 1 })
            .execute();
          return (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(trx)).rows[0]!
            .wal_autocheckpoint;
        });
        expect(pages).toBe(BACKSTOP_PAGES);
        await vi.waitFor(() => expect(writer.checkpoints).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
      } finally {
        await writer.close();
      }
    },
  );

  it.runIf(kind === 'sqlite')(
    'on the event loop’s SQLite connection, another connection’s commit makes the observers drop their memory',
    async () => {
      const writer = new GroupCommit(t.db, 1_000, undefined, { thread: false });
      const resets: number[] = [];
      let batch = 0;
      const observer: BatchObserver = {
        begin: async () => void (batch += 1),
        mark: () => 0,
        rollbackTo: () => {},
        end: () => {},
        reset: () => void resets.push(batch),
      };
      writer.observe(observer);
      const other = openSqlite(t.sqlite!.file);
      try {
        await writer.flush(); // batch 1: the version is read
        await writer.flush(); // batch 2: nothing changed
        await other.db
          .insertInto('ledger_entries')
          .values({ kind: 'test-other', ref: 'o1', memo: '', business_date: '2026-01-02', created_at: 1 })
          .execute();
        await writer.flush(); // batch 3: reset before its observers begin
        expect(resets).toEqual([2]);
      } finally {
        await writer.close();
        await other.db.destroy();
      }
    },
  );
});
