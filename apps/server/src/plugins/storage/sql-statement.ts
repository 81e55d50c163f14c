// Hot statements of the order path written once as SQL and run through Kysely's executor with new
// parameters each call: building a query with Kysely's immutable builders and compiling it cost
// more than SQLite's own execution of these one-row statements (CPU profile of bench/orders). The
// text uses `?` placeholders; on PostgreSQL it becomes `$1, $2 ...`, made once per statement and
// per dialect (the dialect is read from the executor's adapter, so a transaction, the database and
// every dialect in one process each get their own text). With better-sqlite3 the statement cache
// (statement-cache.ts) then prepares each text once. Inside the order writer's batch on SQLite the
// statement skips Kysely's executor and runs on the connection's prepared statement directly
// (sqlite-direct.ts): the same SQL, parameters and rows; so does a read on the database object
// while no transaction holds its connection.
import { CompiledQuery, PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import { directOf, readIdle } from './sqlite-direct.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the SQL names its tables
type AnyDb = Kysely<any> | Transaction<any>;

export class SqlStatement<R> {
  private numbered: string | undefined;

  constructor(readonly text: string) {}

  private textFor(db: AnyDb): string {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return this.text;
    if (this.numbered === undefined) {
      let n = 0;
      this.numbered = this.text.replace(/\?/g, () => `$${(n += 1)}`);
    }
    return this.numbered;
  }

  async all(db: AnyDb, parameters: readonly unknown[]): Promise<R[]> {
    const direct = directOf(db);
    if (direct !== undefined) return direct.exec(this.text, parameters) as R[];
    const idle = readIdle(db, this.text, parameters);
    if (idle !== undefined) return idle as R[];
    return (await db.executeQuery<R>(CompiledQuery.raw(this.textFor(db), [...parameters]))).rows;
  }

  async first(db: AnyDb, parameters: readonly unknown[]): Promise<R | undefined> {
    return (await this.all(db, parameters))[0];
  }

  async run(db: AnyDb, parameters: readonly unknown[]): Promise<void> {
    const direct = directOf(db);
    if (direct !== undefined) {
      direct.send(this.text, parameters);
      return;
    }
    await db.executeQuery(CompiledQuery.raw(this.textFor(db), [...parameters]));
  }
}

/**
 * Queues `statement` on a fast batch of the writer thread with every `stride`-th parameter from the
 * first set to the rowid the write queued just before it inserted; false (nothing queued) anywhere else.
 */
export function sendAfterInsert(
  db: AnyDb,
  statement: SqlStatement<never>,
  parameters: unknown[],
  stride: number,
): boolean {
  const runner = directOf(db);
  if (runner?.sendAfterInsert === undefined) return false;
  runner.sendAfterInsert(statement.text, parameters, stride);
  return true;
}

/** Statements whose text depends on a shape (a column list, a row count): made once per shape. */
export class SqlStatements<R> {
  private readonly byShape = new Map<string, SqlStatement<R>>();

  constructor(
    private readonly make: (shape: string) => string,
    private readonly limit = 64,
  ) {}

  of(shape: string): SqlStatement<R> {
    let statement = this.byShape.get(shape);
    if (statement === undefined) {
      if (this.byShape.size >= this.limit) this.byShape.clear();
      statement = new SqlStatement<R>(this.make(shape));
      this.byShape.set(shape, statement);
    }
    return statement;
  }
}
