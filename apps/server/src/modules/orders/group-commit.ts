// The OMS's single writer with group commit. Every change of orders and their money (new, edit,
// cancel, exchange events) is a job run in arrival order by one writer; the jobs queued while a
// commit is under way run together in the next transaction, each inside a savepoint so a refused
// job leaves nothing behind and the others still commit. One durable commit (one fsync on SQLite)
// then acknowledges a whole batch: that is how throughput passes the rate of single-row commits.
// Jobs resolve only after their batch is durable (write-ahead before acknowledgement).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';

export type Job<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  job: Job<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  batches: number;
  jobs: number;
}

export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  readonly stats: GroupCommitStats = { batches: 0, jobs: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 1_000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Runs a job in the next batch; resolves with its result once the batch is committed. */
  run<T>(job: Job<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job: job as Job<unknown>, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) void this.drain();
    });
  }

  /** Resolves once everything queued before it is committed. */
  flush(): Promise<void> {
    return this.run(async () => undefined);
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        await this.commit(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    let trx;
    try {
      trx = await this.db.startTransaction().execute();
      // One savepoint name for every job (each is released before the next starts): the same SQL
      // text each time, so its prepared statements are reused.
      const name = 'job';
      for (const item of batch) {
        const sp = await trx.savepoint(name).execute();
        try {
          outcomes.push({ ok: true, value: await item.job(sp) });
          await sp.releaseSavepoint(name).execute();
        } catch (error) {
          await sp.rollbackToSavepoint(name).execute();
          await sp.releaseSavepoint(name).execute();
          outcomes.push({ ok: false, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      this.onError(error);
      if (trx)
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
      for (const item of batch) item.reject(error);
      return;
    }
    this.stats.batches += 1;
    this.stats.jobs += batch.length;
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}
