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

async function freshSqlite(upTo?: string): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'sen-sqlite-'));
  const storage = openSqlite(join(dir, 'test.sqlite'));
  await migrateToLatest(storage.db, upTo);
  return {
    ...storage,
    drop: async () => {
      await storage.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates an empty PostgreSQL database next to `url`; returns its URL and a drop function. */
async function createPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sen_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function freshPostgres(url: string, upTo?: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(url);
  const storage = openPostgres(created.url, 4);
  await migrateToLatest(storage.db, upTo);
  return {
    ...storage,
    drop: async () => {
      await storage.db.destroy();
      await created.drop();
    },
  };
}

/** Environment overrides for a whole app on an empty database (a data folder, or a PostgreSQL URL). */
export interface TestAppDatabase {
  overrides: { dataDir: string; databaseUrl: string | undefined };
  drop(): Promise<void>;
}

/** Like {@link testDatabases}, for tests that build the real app with `buildApp(overrides)`. */
export function testAppDatabases(): Array<[StorageKind, () => Promise<TestAppDatabase>]> {
  const url = process.env.SEN_TEST_DATABASE_URL;
  const sqlite = async (): Promise<TestAppDatabase> => {
    const dir = mkdtempSync(join(tmpdir(), 'sen-app-'));
    return {
      overrides: { dataDir: dir, databaseUrl: undefined },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  };
  const list: Array<[StorageKind, () => Promise<TestAppDatabase>]> = [['sqlite', sqlite]];
  if (url) {
    list.push([
      'postgres',
      async () => {
        const dir = mkdtempSync(join(tmpdir(), 'sen-app-'));
        const created = await createPostgresDatabase(url);
        return {
          overrides: { dataDir: dir, databaseUrl: created.url },
          drop: async () => {
            await created.drop();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    ]);
  }
  return list;
}

/**
 * The dialects to test: `[['sqlite', open], ['postgres', open]]` (postgres only when configured),
 * migrated to the latest, or up to the migration named `upTo` (a migration's own test).
 */
export function testDatabases(upTo?: string): Array<[StorageKind, () => Promise<TestDatabase>]> {
  const url = process.env.SEN_TEST_DATABASE_URL;
  const list: Array<[StorageKind, () => Promise<TestDatabase>]> = [['sqlite', () => freshSqlite(upTo)]];
  if (url) list.push(['postgres', () => freshPostgres(url, upTo)]);
  return list;
}
