// Group commit on a real SQLite file: a refused job leaves nothing, its neighbours commit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { GroupCommit } from './group-commit.ts';
import { BACKSTOP_PAGES } from './wal-checkpointer.ts';

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

  it.runIf(kind === 'sqlite')(
    'on SQLite commits a batch without its own fsync, then every other commit is synchronous=FULL again',
    async () => {
      const writer = new GroupCommit(t.db);
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
});
