// The OMS's single writer with group commit. Every change of orders and their money (new, edit,
// cancel, exchange events) is a job run in arrival order by one writer; the jobs queued while a
// commit is under way run together in the next transaction, each inside a savepoint so a refused
// job leaves nothing behind and the others still commit. One durable commit (one fsync on SQLite)
// then acknowledges a whole batch: that is how throughput passes the rate of single-row commits.
// Jobs resolve only after their batch is durable (write-ahead before acknowledgement).
//
// On SQLite (WAL, opened by `openSqlite`), the fsync leaves the event loop: the batch's transaction
// commits with synchronous=NORMAL (its WAL frames are written, not yet flushed), then the WAL file
// is fsynced on libuv's thread pool and only then are the batch's jobs resolved. Meanwhile the
// event loop parses requests and the next batch runs. The pragma is switched while the writer
// holds SQLite's single connection (no other statement can run, so every other commit of the
// process stays synchronous=FULL); an fsync of the WAL file also covers every earlier batch.
import { open } from 'node:fs/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import { walFileOf } from '../../plugins/storage/create-database.ts';
import type { Database } from '../../plugins/storage/database-schema.ts';

export type Job<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  job: Job<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GroupCommitStats {
  batches: number;
  jobs: number;
}

export interface GroupCommitOptions {
  /** On SQLite opened by `openSqlite`: fsync its write-ahead log off the event loop (default true). */
  walSync?: boolean;
}

/** fsyncs a file on the thread pool (the WAL: SQLite keeps it while its connection is open). */
async function fsyncFile(file: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    // No WAL yet (nothing written since the database was opened): nothing to make durable.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  private readonly walFile: string | undefined;
  readonly stats: GroupCommitStats = { batches: 0, jobs: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 1_000,
    private readonly onError: (error: unknown) => void = () => {},
    options: GroupCommitOptions = {},
  ) {
    this.walFile = options.walSync === false ? undefined : walFileOf(db);
  }

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
        const outcomes = await this.commit(batch);
        if (!outcomes) continue;
        this.stats.batches += 1;
        this.stats.jobs += batch.length;
        if (this.walFile === undefined) settle(batch, outcomes);
        else
          // Not awaited: the next batch runs while this one's fsync is under way.
          fsyncFile(this.walFile).then(
            () => settle(batch, outcomes),
            (error: unknown) => {
              this.onError(error);
              for (const item of batch) item.reject(error);
            },
          );
      }
    } finally {
      this.running = false;
    }
  }

  /** Runs and commits a batch; its jobs' outcomes, or undefined when the batch failed (all rejected). */
  private async commit(batch: Pending[]): Promise<Outcome[] | undefined> {
    if (this.walFile === undefined) return this.transact(this.db, batch);
    return this.db.connection().execute(async (connection) => {
      await sql`pragma synchronous = normal`.execute(connection);
      try {
        return await this.transact(connection, batch);
      } finally {
        await sql`pragma synchronous = full`.execute(connection);
      }
    });
  }

  private async transact(db: Kysely<Database>, batch: Pending[]): Promise<Outcome[] | undefined> {
    const outcomes: Outcome[] = [];
    let trx;
    try {
      trx = await db.startTransaction().execute();
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
      return outcomes;
    } catch (error) {
      this.onError(error);
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

function settle(batch: Pending[], outcomes: Outcome[]): void {
  batch.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}
