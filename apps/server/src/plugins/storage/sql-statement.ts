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
import { CompiledQuery, PostgresAdapter } from 'kysely';
import { heldRunnerOf, readIdle, type AnyDb } from './sqlite-direct.ts';

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
    const direct = heldRunnerOf(db);
    if (direct !== undefined) return direct.exec(this.text, parameters) as R[];
    const idle = readIdle(db, this.text, parameters);
    if (idle !== undefined) return idle as R[];
    return (await db.executeQuery<R>(CompiledQuery.raw(this.textFor(db), [...parameters]))).rows;
  }

  async first(db: AnyDb, parameters: readonly unknown[]): Promise<R | undefined> {
    return (await this.all(db, parameters))[0];
  }

  async run(db: AnyDb, parameters: readonly unknown[]): Promise<void> {
    const direct = heldRunnerOf(db);
    if (direct !== undefined) {
      direct.send(this.text, parameters);
      return;
    }
    await db.executeQuery(CompiledQuery.raw(this.textFor(db), [...parameters]));
  }
}

/**
 * Inserts a row and then rows that carry its id (every `stride`-th of `childParameters` from the
 * first); false, and nothing written, when the row exists already. `returningId` inserts it with
 * `on conflict do nothing returning "id"`; `strict` is the same insert without the conflict clause.
 * On the writer thread's fast batches (which read nothing back) both are queued: `strict` fails
 * the batch on a row that exists, and the batch runs again carefully, where it is seen as here.
 */
export async function insertLinked(
  db: AnyDb,
  parent: { returningId: SqlStatement<{ id: number }>; strict: SqlStatement<never> },
  parameters: readonly unknown[],
  children: SqlStatement<never>,
  childParameters: unknown[],
  stride: number,
): Promise<boolean> {
  const runner = heldRunnerOf(db);
  if (runner?.pipelined && runner.sendAfterInsert) {
    runner.send(parent.strict.text, parameters);
    runner.sendAfterInsert(children.text, childParameters, stride);
    return true;
  }
  const row = await parent.returningId.first(db, parameters);
  if (!row) return false; // the unique index met
  for (let k = 0; k < childParameters.length; k += stride) childParameters[k] = row.id;
  await children.run(db, childParameters);
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
