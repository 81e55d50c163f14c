// The order writer's connection on its own thread (plugins/storage/sqlite-pipe.ts): the jobs run on
// the event loop, their statements and the commit on the worker. What a job sees and what stays
// are those of a transaction on the event loop: queued writes are seen by the job's later reads,
// a refused job leaves nothing, a job resolves only once its batch is on disk. A queued write the
// database refuses fails the batch, and the jobs run again in careful mode, where each gets its own
// answer; another connection's commit does the same, so nothing kept in memory goes stale.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite, type Storage } from '../../plugins/storage/create-database.ts';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { isPipelined } from '../../plugins/storage/sqlite-direct.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';
import { GroupCommit, type BatchObserver } from './group-commit.ts';

const insert = new SqlStatement<never>(
  'insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values (?, ?, ?, ?, ?)',
);
const count = new SqlStatement<{ n: number }>(
  'select count(*) as "n" from "ledger_entries" where "kind" = ?',
);

/** Counts resets, and how often its journal is used. */
class Watcher implements BatchObserver {
  resets = 0;
  ends: boolean[] = [];
  async begin(): Promise<void> {}
  mark(): number {
    return 0;
  }
  rollbackTo(): void {}
  end(committed: boolean): void {
    this.ends.push(committed);
  }
  reset(): void {
    this.resets += 1;
  }
}

describe('the order writer on its own thread', () => {
  let dir: string;
  let storage: Storage;
  let file: string;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sen-writer-thread-'));
    file = join(dir, 'w.sqlite');
    storage = openSqlite(file);
    await migrateToLatest(storage.db);
  });
  afterEach(async () => {
    await storage.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = async (kind: string) =>
    (
      await storage.db
        .selectFrom('ledger_entries')
        .select('ref')
        .where('kind', '=', kind)
        .orderBy('ref')
        .execute()
    ).map((r) => r.ref);

  it('runs the jobs’ statements on the worker: seen by the job, rolled back with a refused job, durable when it resolves', async () => {
    const writer = new GroupCommit(storage.db);
    expect(writer.threaded).toBe(true);
    const job = (i: number) =>
      writer.run(async (trx) => {
        expect(isPipelined(trx)).toBe(true);
        await insert.run(trx, ['t', `r${i}`, '', '2026-01-02', i]); // queued, not awaited by the worker
        const seen = await count.first(trx, ['t']); // waits for everything queued before it
        // The event loop's own connection is free meanwhile (it used to wait for the batch).
        const outside = await storage.db.selectFrom('ledger_entries').select('id').execute();
        if (i % 3 === 1) throw new Error('refused');
        return { seen: seen!.n, outside: outside.length };
      });
    const results = await Promise.allSettled(Array.from({ length: 9 }, (_, i) => job(i)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.seen : 'refused'))).toEqual([
      1,
      'refused',
      2,
      3,
      'refused',
      4,
      5,
      'refused',
      6,
    ]);
    // Inside the batch the event loop's connection saw nothing of it (not committed yet).
    expect(results.every((r) => r.status === 'rejected' || r.value.outside === 0)).toBe(true);
    // Resolved: on disk, for any other connection.
    const other = new SqliteDatabase(file, { readonly: true });
    expect(other.prepare('select count(*) as n from ledger_entries where kind = ?').get('t')).toEqual({
      n: 6,
    });
    other.close();
    // The worker's commit writes the WAL (synchronous=NORMAL); it fsyncs the WAL itself, on its
    // thread pool, before it answers (the crash test, crash-recovery.test.ts, kills a real server).
    const synchronous = await writer.run(
      async (trx) =>
        (await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0]!.synchronous,
    );
    expect(synchronous).toBe(1);
    await writer.close();
  });

  it('drops a refused job whose writes never left the event loop, and rolls back one whose writes did', async () => {
    const writer = new GroupCommit(storage.db);
    const job = (ref: string, how: 'keep' | 'drop' | 'rollback') =>
      writer.run(async (trx) => {
        await insert.run(trx, ['sp', ref, '', '2026-01-02', 1]);
        await insert.run(trx, ['sp', `${ref}-2`, '', '2026-01-02', 1]);
        if (how === 'rollback') await count.first(trx, ['sp']); // its writes go to the worker (a savepoint)
        if (how !== 'keep') throw new Error('refused');
        return (await count.first(trx, ['sp']))!.n;
      });
    const results = await Promise.allSettled([
      job('a', 'keep'),
      job('b', 'drop'),
      job('c', 'rollback'),
      job('d', 'keep'),
      job('e', 'drop'),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([
      2,
      'refused',
      'refused',
      4,
      'refused',
    ]);
    expect(await rows('sp')).toEqual(['a', 'a-2', 'd', 'd-2']);
    await writer.close();
  });

  it('fails its jobs, never waits forever, when the worker cannot open the file', async () => {
    const errors: unknown[] = [];
    rmSync(file); // the event loop's connection keeps its descriptor; the worker opens by name
    const writer = new GroupCommit(storage.db, 1_000, (e) => errors.push(e));
    await expect(writer.run(async () => 1)).rejects.toThrow();
    expect(errors.length).toBeGreaterThan(0);
    await writer.close();
  });

  it('fails a batch whose queued write is refused, then runs its jobs again in careful mode, each with its own answer', async () => {
    const writer = new GroupCommit(storage.db);
    const watcher = new Watcher();
    writer.observe(watcher);
    await writer.flush(); // the worker is up and has committed once
    const careful: boolean[] = [];
    const job = (ref: string) =>
      writer.run(async (trx) => {
        careful.push(!isPipelined(trx));
        await insert.run(trx, ['dup', ref, '', '2026-01-02', 1]);
        return ref;
      });
    // The third insert meets the unique kind and ref of the first: the database refuses it.
    const results = await Promise.allSettled([job('a'), job('b'), job('a'), job('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await rows('dup')).toEqual(['a', 'b', 'c']);
    // The fast batch failed as a whole (memory reset once), then the four ran again, carefully.
    expect(watcher.resets).toBe(1);
    expect(careful).toEqual([false, false, false, false, true, true, true, true]);
    // Back to fast batches afterwards.
    await writer.run(async (trx) => careful.push(!isPipelined(trx)));
    expect(careful.at(-1)).toBe(false);
    await writer.close();
  });

  it('never runs again a batch that committed before a failed one (it only waits for its fsync)', async () => {
    const writer = new GroupCommit(storage.db);
    await writer.run(async (trx) => insert.run(trx, ['once', 'taken', '', '2026-01-02', 0]));
    const done: Array<Promise<string>> = [];
    // Twenty batches (one a turn of the event loop), each inserting a unique ref, then one that
    // meets the unique index: the batches before it are committed, some still wait for their fsync.
    for (let i = 0; i < 20; i += 1) {
      done.push(
        writer.run(async (trx) => (await insert.run(trx, ['once', `b${i}`, '', '2026-01-02', i]), `b${i}`)),
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
    const failing = writer.run(async (trx) => insert.run(trx, ['once', 'taken', '', '2026-01-02', 99]));
    // Run again, a committed one would meet its own row and be refused.
    expect(await Promise.all(done)).toHaveLength(20);
    await expect(failing).rejects.toThrow(/UNIQUE/);
    expect(await rows('once')).toHaveLength(21);
    await writer.close();
  });

  it('never commits part of a batch whose statements reach the worker in parts', async () => {
    const writer = new GroupCommit(storage.db);
    const a = writer.run(async (trx) => insert.run(trx, ['part', 'a', '', '2026-01-02', 0]));
    await new Promise((resolve) => setImmediate(resolve)); // batch A is handed over, not yet committed
    const b = writer.run(async (trx) => {
      await insert.run(trx, ['part', 'b1', '', '2026-01-02', 1]);
      await count.first(trx, ['part']); // sends B's beginning to the worker now
      await new Promise((resolve) => setTimeout(resolve, 20)); // the worker's turn ends meanwhile
      await insert.run(trx, ['part', 'b2', '', '2026-01-02', 2]);
      return 'b';
    });
    await Promise.all([a, b]);
    expect(await rows('part')).toEqual(['a', 'b1', 'b2']);
    expect(writer.stats.failures).toBe(0);
    await writer.close();
  });

  it('runs a batch again after another connection committed to the file, with memory reset', async () => {
    const writer = new GroupCommit(storage.db);
    const watcher = new Watcher();
    writer.observe(watcher);
    await writer.run(async (trx) => insert.run(trx, ['ext', 'w1', '', '2026-01-02', 1]));
    const before = watcher.resets;
    // Outside the writer, on the event loop's own connection.
    await storage.db
      .insertInto('ledger_entries')
      .values({ kind: 'ext', ref: 'outside', memo: '', business_date: '2026-01-02', created_at: 2 })
      .execute();
    const seen = await writer.run(async (trx) => {
      await insert.run(trx, ['ext', 'w2', '', '2026-01-02', 3]);
      return (await count.first(trx, ['ext']))!.n;
    });
    expect(seen).toBe(3);
    expect(watcher.resets).toBe(before + 1);
    expect(await rows('ext')).toEqual(['outside', 'w1', 'w2']);
    await writer.close();
  });
});
