// Opens the system of record: PostgreSQL when a URL is given (ARCHITECTURE §6, §7), else an SQLite
// file under the data folder in WAL mode with synchronous=FULL, so an acknowledged commit survives
// a crash. Both speak the same Kysely schema. The storage record says which it is; an SQLite
// database object carries its better-sqlite3 connection (`SqliteConnection`, sqlite-direct.ts),
// which the order writer (order-writer/) and the hot statements (sql-statement.ts) use.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database-schema.ts';
import { SqliteConnection } from './sqlite-direct.ts';
import { cachingStatements } from './statement-cache.ts';

export type StorageKind = 'sqlite' | 'postgres';

export interface Storage {
  db: Kysely<Database>;
  kind: StorageKind;
  /** SQLite: the connection behind `db` (which carries it too). */
  sqlite?: SqliteConnection;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** PostgreSQL returns BIGINT and NUMERIC as strings; every such value here is a safe integer. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format ?? 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/**
 * `onIdleError`: an idle pooled connection the server ended (a restart, a failover, an operator's
 * `pg_terminate_backend`); the pool drops it and opens a new one when needed. Without a listener
 * node-postgres raises it as an uncaught exception and the process dies.
 */
export function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = () => {},
): Storage {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes() });
  pool.on('error', onIdleError);
  // A checked-out client's session ended by the server (the order writer's idle limit of a frozen
  // node, an operator's pg_terminate_backend) fails the query or transaction using it; its 'error'
  // event must not end the process either.
  pool.on('connect', (client) => void client.on('error', () => {}));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
}

/**
 * Transactions take the write lock when they begin (`begin immediate`). A deferred transaction
 * that reads first reads one snapshot of the file; when another connection (the order writer's
 * thread) commits before its first write, SQLite refuses that write at once, without the busy
 * wait (SQLITE_BUSY_SNAPSHOT): a read-then-write step (an application's duplicate check, a money
 * movement's balance check) failed so under load. Immediate, it waits its turn as a write does.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly config: SqliteDialectConfig) {
    super(config);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
  }
}

export function openSqlite(file: string): Storage {
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Temporary files in memory: the statement journals of the order writer's savepoints (one a job)
  // and sorts. A savepoint's journal only serves its rollback inside the open transaction;
  // durability stays the WAL's. Measured on bench/orders/run.ts: 0.22-0.31 ms of CPU an order
  // against 0.35-0.40 with temporary files on disk (2026-11-25, docs/performance.md).
  database.pragma('temp_store = MEMORY');
  const statements = cachingStatements(database);
  // The order writer runs its hot statements on this connection directly inside its batch (sqlite-direct.ts).
  const sqlite = new SqliteConnection(file, database, statements.prepare);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statements.database }),
  }).withPlugin(sqlite);
  return { db, kind: 'sqlite', sqlite };
}

/** Opens the configured database (the file `sen.sqlite` under `dataDir` unless a URL is set). */
export function openStorage(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  onIdleError?: (error: Error) => void;
}): Storage {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, options.onIdleError);
  mkdirSync(options.dataDir, { recursive: true });
  return openSqlite(join(options.dataDir, 'sen.sqlite'));
}
