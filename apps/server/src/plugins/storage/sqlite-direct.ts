// The SQLite fast path of the order writer's statements. Through Kysely's executor one statement
// costs 5-7 µs of JavaScript (the transaction's connection provider, its promise chain, the driver's
// result object) against about 0.6 µs calling better-sqlite3's prepared statement straight
// (bench/orders/sql-floor.ts); an order runs about 20 of them. Inside a transaction that holds
// SQLite's single connection (the writer's batch: orders/group-commit.ts), a `SqlStatement` runs
// its SQL on the same connection's cached prepared statement directly: same connection, same open
// transaction, same SQL text and parameters, the same rows as Kysely's SQLite driver returns
// (`all` for statements that return rows, `run` for the others). Everything else (any other
// transaction, the database object, PostgreSQL) keeps Kysely's executor.
//
// The transaction is held only between `hold` and its release, which the writer calls right after
// its `begin` and right before its `commit`/`rollback`: a statement run on it outside that window
// takes Kysely's path, which refuses a finished transaction as before.
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';

/** Prepares (or gives back the cached) statement of a text on one better-sqlite3 connection. */
export type Prepare = (sql: string) => SqliteDatabase.Statement;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: keyed by the objects only
type AnyKysely = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: keyed by the objects only
type AnyTransaction = Transaction<any>;

const connections = new WeakMap<AnyKysely, Prepare>();
const held = new WeakMap<AnyKysely | AnyTransaction, Prepare>();

/** Called by `openSqlite`: the better-sqlite3 connection behind a Kysely instance (through its statement cache). */
export function registerSqlite(db: AnyKysely, prepare: Prepare): void {
  connections.set(db, prepare);
}

/**
 * Marks `trx`, a transaction open on `db`'s single SQLite connection, as held by its owner: the
 * `SqlStatement`s run on it go straight to better-sqlite3 until the returned release is called.
 * Undefined (nothing held) when `db` is not an SQLite database opened by `openSqlite`.
 */
export function holdDirect(db: AnyKysely, trx: AnyTransaction): (() => void) | undefined {
  const prepare = connections.get(db);
  if (prepare === undefined) return undefined;
  held.set(trx, prepare);
  return () => held.delete(trx);
}

/** The prepared statements of a held transaction, else undefined (use Kysely's executor). */
export const directOf = (db: AnyKysely | AnyTransaction): Prepare | undefined => held.get(db);
