// Batches as one transaction each on the database's own connection, durable when it commits:
// PostgreSQL (its commit waits for its WAL's flush), and SQLite when the writer does not fsync the
// WAL itself. On SQLite the jobs' statements run on the connection's prepared statements directly
// (`held`, sqlite-direct.ts), and each batch first looks whether another connection committed to
// the file since the writer's last batch (`pragma data_version`): then what the observers keep in
// memory may be stale and they drop it (`reset`).
import { SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../database-schema.ts';
import { HeldTransaction, type HeldRunner } from '../sqlite-direct.ts';
import { SqlStatement } from '../sql-statement.ts';
import { endObservers, runBatch, SAVEPOINTS } from './batch-runner.ts';
import { settle, type Batcher, type BatchStrategy, type Outcome, type Pending } from './writer-types.ts';

const DATA_VERSION = new SqlStatement<{ data_version: number }>('pragma data_version');

export class TransactionBatches implements BatchStrategy {
  readonly threaded = false;
  private readonly sqlite: boolean;
  private version: number | undefined;

  constructor(
    protected readonly db: Kysely<Database>,
    /** SQLite: the runner of the connection's prepared statements (undefined: Kysely's executor). */
    private readonly held: HeldRunner | undefined,
  ) {
    this.sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  }

  get checkpoints(): number {
    return 0;
  }

  async drain(batcher: Batcher): Promise<void> {
    while (batcher.waiting) {
      const { batch } = batcher.next();
      const outcomes = await this.commit(batcher, batch);
      if (!outcomes) continue;
      batcher.stats.batches += 1;
      batcher.stats.jobs += batch.length;
      this.durable(batcher, batch, outcomes);
    }
  }

  async close(): Promise<void> {}

  /** The batch is committed: its jobs settle (once durable). */
  protected durable(_batcher: Batcher, batch: Pending[], outcomes: Outcome[]): void {
    settle(batch, outcomes);
  }

  /** Runs and commits a batch; its jobs' outcomes, or undefined when the batch failed (all rejected). */
  protected commit(batcher: Batcher, batch: Pending[]): Promise<Outcome[] | undefined> {
    return this.transact(this.db, batcher, batch);
  }

  protected async transact(
    db: Kysely<Database>,
    batcher: Batcher,
    batch: Pending[],
  ): Promise<Outcome[] | undefined> {
    // SQLite: the writer holds the single connection and this transaction is open on it, so the
    // jobs' SqlStatements run on its prepared statements directly, until just before the commit.
    const hold = this.held && new HeldTransaction(this.held);
    let trx;
    try {
      trx = await (hold ? db.withPlugin(hold) : db).startTransaction().execute();
      if (this.sqlite) {
        const version = (await DATA_VERSION.first(trx, []))?.data_version;
        if (this.version !== undefined && version !== this.version)
          for (const o of batcher.observers) o.reset?.();
        this.version = version;
      }
      const outcomes = await runBatch(trx, batch, batcher.observers, SAVEPOINTS);
      hold?.release();
      try {
        await trx.commit().execute();
      } catch (error) {
        endObservers(batcher.observers, false);
        throw error;
      }
      endObservers(batcher.observers, true);
      return outcomes;
    } catch (error) {
      hold?.release();
      batcher.onError(error);
      if (trx)
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
      for (const item of batch) item.reject(error);
      return undefined;
    }
  }
}
