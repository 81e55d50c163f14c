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
//
// A read on the database object itself (not a transaction) goes straight to the connection too
// while no transaction is open on it (`readIdle`): Kysely's driver would run the same statement at
// once (it only queues behind a transaction holding the connection, which then takes Kysely's path).
// The order path reads the ordering account this way on every order (bench/orders: Kysely's
// connection provider and promise chain for it were 4 KB of garbage an order).
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';

/** Prepares (or gives back the cached) statement of a text on one better-sqlite3 connection. */
export type Prepare = (sql: string) => SqliteDatabase.Statement;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: keyed by the objects only
type AnyKysely = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: keyed by the objects only
type AnyTransaction = Transaction<any>;

/**
 * How a held transaction's `SqlStatement`s run. `exec` runs one and gives its rows (the rows of a
 * statement that returns data, else none) at once; `send` runs one whose rows nobody reads: on this
 * connection at once, on the writer thread (sqlite-pipe.ts) queued behind the statements before it.
 * `pipelined` is true when `send` only queues (the writer thread's fast batches): a caller that
 * needs to know a write's outcome in the job (a unique key met) must not rely on `send` then.
 */
export interface HeldRunner {
  exec(text: string, parameters: readonly unknown[]): unknown[];
  send(text: string, parameters: readonly unknown[]): void;
  /**
   * Queued like `send`, with every `stride`-th parameter from the first replaced by the rowid the
   * write queued just before it inserted (the writer thread's fast batches only).
   */
  sendAfterInsert?(text: string, parameters: unknown[], stride: number): void;
  readonly pipelined: boolean;
  /** The connection itself notices another connection's commits (the writer thread, at each batch's begin). */
  readonly checksExternalCommits: boolean;
}

/** The runner of a better-sqlite3 connection's cached prepared statements (what Kysely's SQLite driver does). */
export function preparedRunner(prepare: Prepare): HeldRunner {
  const exec = (text: string, parameters: readonly unknown[]): unknown[] => {
    const statement = prepare(text);
    if (statement.reader) return statement.all(parameters);
    statement.run(parameters);
    return [];
  };
  return {
    exec,
    send: (text, parameters) => void exec(text, parameters),
    pipelined: false,
    checksExternalCommits: false,
  };
}

const connections = new WeakMap<
  AnyKysely,
  { runner: HeldRunner; prepare: Prepare; database: SqliteDatabase.Database }
>();
const held = new WeakMap<AnyKysely | AnyTransaction, HeldRunner>();

/** Called by `openSqlite`: the better-sqlite3 connection behind a Kysely instance (through its statement cache). */
export function registerSqlite(db: AnyKysely, prepare: Prepare, database: SqliteDatabase.Database): void {
  connections.set(db, { runner: preparedRunner(prepare), prepare, database });
}

/**
 * Marks `trx`, a transaction open on `db`'s single SQLite connection, as held by its owner: the
 * `SqlStatement`s run on it go straight to better-sqlite3 until the returned release is called.
 * Undefined (nothing held) when `db` is not an SQLite database opened by `openSqlite`.
 */
export function holdDirect(db: AnyKysely, trx: AnyTransaction): (() => void) | undefined {
  const connection = connections.get(db);
  if (connection === undefined) return undefined;
  return holdWith(trx, connection.runner);
}

/** Marks `trx` as held with its own runner (the writer thread's transaction, sqlite-pipe.ts) until released. */
export function holdWith(trx: AnyTransaction, runner: HeldRunner): () => void {
  held.set(trx, runner);
  return () => held.delete(trx);
}

/** The runner of a held transaction, else undefined (use Kysely's executor). */
export const directOf = (db: AnyKysely | AnyTransaction): HeldRunner | undefined => held.get(db);

/**
 * The rows of a statement that returns rows, run straight on the connection of an SQLite database
 * object opened by `openSqlite` while no transaction is open on it; undefined (use Kysely's
 * executor) for anything else: a transaction, a busy connection, a write (RETURNING too), PostgreSQL.
 */
export function readIdle(
  db: AnyKysely | AnyTransaction,
  text: string,
  parameters: readonly unknown[],
): unknown[] | undefined {
  const connection = connections.get(db as AnyKysely);
  if (connection === undefined || connection.database.inTransaction) return undefined;
  const statement = connection.prepare(text);
  return statement.reader && statement.readonly ? statement.all(parameters) : undefined;
}

/** True while `db` is a transaction of the writer thread whose writes are queued, not run at once. */
export const isPipelined = (db: AnyKysely | AnyTransaction): boolean => held.get(db)?.pipelined === true;
