// The SQLite fast path of the order writer's statements. Through Kysely's executor one statement
// costs 5-7 µs of JavaScript (the transaction's connection provider, its promise chain, the driver's
// result object) against about 0.6 µs calling better-sqlite3's prepared statement straight
// (bench/orders/sql-floor.ts); an order runs about 20 of them. Inside a transaction that holds
// SQLite's single connection (the writer's batch: order-writer/), a `SqlStatement` runs its SQL on
// the same connection's cached prepared statement directly: same connection, same open
// transaction, same SQL text and parameters, the same rows as Kysely's SQLite driver returns
// (`all` for statements that return rows, `run` for the others). Everything else (any other
// transaction, the database object, PostgreSQL) keeps Kysely's executor.
//
// Where a statement may run is carried by the Kysely object it is given, as one of its plugins
// (Kysely's own way of giving a database and its transactions more behaviour): the SQLite database
// opened by `openSqlite` carries its `SqliteConnection` (and so does every transaction opened on
// it); a writer batch's transaction carries a `HeldTransaction` from its `begin` to just before its
// `commit`/`rollback` (`release`): a statement run on it after that takes Kysely's path, which
// refuses a finished transaction as before. Both plugins leave Kysely's queries unchanged.
//
// A read on the database object itself (not a transaction) goes straight to the connection too
// while no transaction is open on it (`readIdle`): Kysely's driver would run the same statement at
// once (it only queues behind a transaction holding the connection, which then takes Kysely's path).
// The order path reads the ordering account this way on every order (bench/orders: Kysely's
// connection provider and promise chain for it were 4 KB of garbage an order).
import type SqliteDatabase from 'better-sqlite3';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  Transaction,
  UnknownRow,
} from 'kysely';

/** Prepares (or gives back the cached) statement of a text on one better-sqlite3 connection. */
export type Prepare = (sql: string) => SqliteDatabase.Statement;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: read for its plugins only
export type AnyDb = Kysely<any> | Transaction<any>;

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
}

/** The runner of a better-sqlite3 connection's cached prepared statements (what Kysely's SQLite driver does). */
function preparedRunner(prepare: Prepare): HeldRunner {
  const exec = (text: string, parameters: readonly unknown[]): unknown[] => {
    const statement = prepare(text);
    if (statement.reader) return statement.all(parameters);
    statement.run(parameters);
    return [];
  };
  return { exec, send: (text, parameters) => void exec(text, parameters), pipelined: false };
}

/** A plugin that changes no query: it only marks the Kysely objects it is given to. */
abstract class Marker implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The better-sqlite3 connection of an SQLite database opened by `openSqlite` (through its statement cache). */
export class SqliteConnection extends Marker {
  readonly runner: HeldRunner;

  constructor(
    /** The database file. */
    readonly file: string,
    readonly database: SqliteDatabase.Database,
    readonly prepare: Prepare,
  ) {
    super();
    this.runner = preparedRunner(prepare);
  }

  /** The write-ahead log, for a writer that fsyncs it itself (order-writer/sqlite-loop-batches.ts). */
  get walFile(): string {
    return `${this.file}-wal`;
  }
}

/** A writer batch's transaction: its `SqlStatement`s go to `runner` until `release`. */
export class HeldTransaction extends Marker {
  private held = true;

  constructor(readonly runner: HeldRunner) {
    super();
  }

  get active(): boolean {
    return this.held;
  }

  release(): void {
    this.held = false;
  }
}

/** The last of our plugins on `db`, if any. */
function markerOf(db: AnyDb): Marker | undefined {
  const plugins = db.getExecutor().plugins;
  for (let i = plugins.length - 1; i >= 0; i -= 1) {
    const plugin = plugins[i];
    if (plugin instanceof Marker) return plugin;
  }
  return undefined;
}

/** The runner of a held transaction, else undefined (use Kysely's executor). */
export function heldRunnerOf(db: AnyDb): HeldRunner | undefined {
  const marker = markerOf(db);
  return marker instanceof HeldTransaction && marker.active ? marker.runner : undefined;
}

/** True while `db` is a transaction of the writer thread whose writes are queued, not run at once. */
export const isPipelined = (db: AnyDb): boolean => heldRunnerOf(db)?.pipelined === true;

/**
 * The rows of a statement that returns rows, run straight on the connection of an SQLite database
 * object opened by `openSqlite` while no transaction is open on it; undefined (use Kysely's
 * executor) for anything else: a transaction, a busy connection, a write (RETURNING too), PostgreSQL.
 */
export function readIdle(db: AnyDb, text: string, parameters: readonly unknown[]): unknown[] | undefined {
  if (db.isTransaction) return undefined;
  const connection = markerOf(db);
  if (!(connection instanceof SqliteConnection) || connection.database.inTransaction) return undefined;
  const statement = connection.prepare(text);
  return statement.reader && statement.readonly ? statement.all(parameters) : undefined;
}

/** The SQLite connection `db` was opened on by `openSqlite`, if it was. */
export function sqliteConnectionOf(db: AnyDb): SqliteConnection | undefined {
  const marker = markerOf(db);
  return marker instanceof SqliteConnection ? marker : undefined;
}

/**
 * A hold of `db`'s SQLite connection for a transaction opened on `db.withPlugin(hold)` while the
 * caller has that connection to itself (the writer's batch); undefined unless `db` was opened by
 * `openSqlite` (PostgreSQL never holds).
 */
export function holdConnection(db: AnyDb): HeldTransaction | undefined {
  const connection = sqliteConnectionOf(db);
  return connection && new HeldTransaction(connection.runner);
}
