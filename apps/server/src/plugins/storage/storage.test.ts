import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';
import { testDatabases, type TestDatabase } from './test-databases.ts';

describe.each(testDatabases())('storage on %s', (_kind, open) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => t.drop());

  it('migrates once and is idempotent', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    const tables = await t.db.introspection.getTables();
    expect(tables.map((x) => x.name)).toEqual(
      expect.arrayContaining(['customers', 'sub_accounts', 'sessions', 'ledger_postings']),
    );
  });

  it('round-trips big integers as numbers and numbers identity columns', async () => {
    const big = 9_007_199_254_740; // beyond 32 bits
    const entry = await t.db
      .insertInto('ledger_entries')
      .values({ kind: 'test', ref: null, memo: 'm', business_date: '2026-01-02', created_at: big })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(entry.created_at).toBe(big);
    expect(typeof entry.id).toBe('number');
    const sum = await t.db
      .selectFrom('ledger_entries')
      .select(sql<number>`cast(sum(created_at) as bigint)`.as('s'))
      .executeTakeFirstOrThrow();
    expect(sum.s).toBe(big);
  });
});

describe('sqlite file', () => {
  it('lives under the data folder in WAL mode with synchronous=FULL, its temporary files in memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sen-data-'));
    const storage = openStorage({ dataDir: join(dir, 'nested'), databaseUrl: undefined });
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(storage.db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(storage.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(sync.rows[0]?.synchronous).toBe(2);
    // The savepoints' statement journals (one a job of the order writer) stay in memory.
    const temp = await sql<{ temp_store: number }>`pragma temp_store`.execute(storage.db);
    expect(temp.rows[0]?.temp_store).toBe(2);
    await storage.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads then writes in a transaction while another connection (the order writer thread) commits', async () => {
    // A deferred transaction that reads sees one snapshot; when another connection commits before
    // its first write, SQLite refuses the write at once (SQLITE_BUSY_SNAPSHOT, no busy wait): an
    // applicant's request failed so under load. Transactions begin IMMEDIATE: the write lock first.
    const dir = mkdtempSync(join(tmpdir(), 'sen-data-'));
    const storage = openStorage({ dataDir: dir, databaseUrl: undefined });
    await migrateToLatest(storage.db);
    const other = new Database(join(dir, 'sen.sqlite'));
    other.pragma('busy_timeout = 5000');
    const entry = (memo: string) => ({ kind: 'test', ref: null, memo, business_date: '2026-01-02', created_at: 1 });
    const insertOther = other.prepare(
      "insert into ledger_entries (kind, ref, memo, business_date, created_at) values ('test', null, 'other', '2026-01-02', 1)",
    );
    let otherError: unknown = null;
    await storage.db.transaction().execute(async (trx) => {
      await trx.selectFrom('ledger_entries').select('id').execute();
      // The other connection's commit lands between the read and the write (it waits for the lock
      // this transaction holds, so it is tried without waiting here).
      other.pragma('busy_timeout = 0');
      try {
        insertOther.run();
      } catch (error) {
        otherError = error;
      }
      await trx.insertInto('ledger_entries').values(entry('mine')).execute();
    });
    // The other writer was held off (it retries after its busy wait in real use); this one wrote.
    expect((otherError as { code?: string } | null)?.code).toMatch(/^SQLITE_BUSY/);
    other.pragma('busy_timeout = 5000');
    insertOther.run();
    const memos = await storage.db.selectFrom('ledger_entries').select('memo').execute();
    expect(memos.map((row) => row.memo).sort()).toEqual(['mine', 'other']);
    other.close();
    await storage.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
});
