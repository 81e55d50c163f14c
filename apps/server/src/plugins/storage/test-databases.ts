// For tests: every storage test runs over a table of databases, SQLite always and PostgreSQL when
// SEN_TEST_DATABASE_URL is set (scripts/lib/test-services.mjs starts one). Each call gives a fresh,
// migrated, empty database and a function that drops it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type Storage, type StorageKind } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';

export interface TestDatabase extends Storage {
  drop(): Promise<void>;
}

async function freshSqlite(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'sen-sqlite-'));
  const storage = openSqlite(join(dir, 'test.sqlite'));
  await migrateToLatest(storage.db);
  return { ...storage, drop: async () => { await storage.db.destroy(); rmSync(dir, { recursive: true, force: true }); } };
}

async function freshPostgres(url: string): Promise<TestDatabase> {
  const name = `sen_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const storage = openPostgres(dbUrl.toString(), 4);
  await migrateToLatest(storage.db);
  return {
    ...storage,
    drop: async () => {
      await storage.db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/** The dialects to test: `[['sqlite', open], ['postgres', open]]` (postgres only when configured). */
export function testDatabases(): Array<[StorageKind, () => Promise<TestDatabase>]> {
  const url = process.env.SEN_TEST_DATABASE_URL;
  const list: Array<[StorageKind, () => Promise<TestDatabase>]> = [['sqlite', freshSqlite]];
  if (url) list.push(['postgres', () => freshPostgres(url)]);
  return list;
}
