// The OMS's single writer with group commit: the queue and the batcher. Every change of orders and
// their money (new, edit, cancel, exchange events, money movements) is a job run in arrival order
// by one writer; the jobs queued while a commit is under way run together in the next transaction,
// each in its own scope (a savepoint) so a refused job leaves nothing behind and the others still
// commit (batch-runner.ts). One durable commit (one fsync on SQLite) then acknowledges a whole
// batch: that is how throughput passes the rate of single-row commits. Jobs resolve only after
// their batch is durable (write-ahead before acknowledgement). Observers (the ledger's in-memory
// balances, the orders just written, the cluster's epoch fence) follow each batch: a refused job's
// rollback rolls their changes back too, and a failed batch all of them.
//
// How a batch runs and becomes durable depends on the connection, chosen once here from what the
// database object carries (sqlite-direct.ts):
// - PostgreSQL (and SQLite with `walSync: false`): one transaction a batch, durable at its commit
//   (transaction-batches.ts);
// - SQLite opened by `openSqlite`, by default: the writer's own connection on a worker thread
//   (sqlite-thread-batches.ts, sqlite-pipe.ts);
// - the same with `thread: false`: the event loop's connection, the WAL fsynced on the thread pool
//   (sqlite-loop-batches.ts).
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../database-schema.ts';
import { sqliteConnectionOf } from '../sqlite-direct.ts';
import { SqliteLoopBatches } from './sqlite-loop-batches.ts';
import { SqliteThreadBatches } from './sqlite-thread-batches.ts';
import { TransactionBatches } from './transaction-batches.ts';
import type {
  Batcher,
  BatchObserver,
  BatchStrategy,
  GroupCommitOptions,
  GroupCommitStats,
  Job,
  Pending,
} from './writer-types.ts';

export type { BatchObserver, GroupCommitOptions, GroupCommitStats, Job } from './writer-types.ts';

/** The strategy of the database's connection kind. */
function strategyFor(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  options: GroupCommitOptions,
): BatchStrategy {
  const connection = sqliteConnectionOf(db);
  const held = connection && options.direct !== false ? connection.runner : undefined;
  if (connection === undefined || options.walSync === false) return new TransactionBatches(db, held);
  if (options.thread === false)
    return new SqliteLoopBatches(db, connection, held, onError, options.checkpointEveryMs);
  return new SqliteThreadBatches(connection, onError, options.checkpointEveryMs);
}

export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  private readonly observers: BatchObserver[] = [];
  private readonly strategy: BatchStrategy;
  private readonly batcher: Batcher;
  readonly stats: GroupCommitStats = { batches: 0, jobs: 0, fsyncs: 0, failures: 0 };

  constructor(
    db: Kysely<Database>,
    private readonly maxBatch = 1_000,
    onError: (error: unknown) => void = () => {},
    options: GroupCommitOptions = {},
  ) {
    this.strategy = strategyFor(db, onError, options);
    const queue = (): Pending[] => this.queue;
    this.batcher = {
      observers: this.observers,
      stats: this.stats,
      onError,
      get waiting() {
        return queue().length > 0;
      },
      next: () => this.next(),
      again: (jobs) => {
        this.queue.unshift(...jobs);
        if (jobs.length > 0) this.schedule();
      },
    };
  }

  /** How busy the writer thread's event loop was (since `before`); undefined on the event loop's connection. */
  threadUtilization(before?: EventLoopUtilization): EventLoopUtilization | undefined {
    return this.strategy.threadUtilization?.(before);
  }

  /** True when the writer's connection is on its own thread. */
  get threaded(): boolean {
    return this.strategy.threaded;
  }

  /** WAL checkpoints run by the worker (SQLite). */
  get checkpoints(): number {
    return this.strategy.checkpoints;
  }

  /** Adds an observer of every batch from the next one on. */
  observe(observer: BatchObserver): void {
    if (!this.observers.includes(observer)) this.observers.push(observer);
  }

  /** Closes what the strategy holds (after the last batch; the database closes after it). */
  close(): Promise<void> {
    return this.strategy.close();
  }

  /** Runs a job in the next batch; resolves with its result once the batch is committed. */
  run<T>(job: Job<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job: job as Job<unknown>, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /** Resolves once everything queued before it is committed. */
  flush(): Promise<void> {
    return this.run(async () => undefined);
  }

  private schedule(): void {
    if (this.running) return;
    this.running = true;
    // The batch starts at the end of this turn of the event loop, not at once: the jobs of every
    // request read in the same turn share it (one transaction, one fsync). No timer.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    try {
      await this.strategy.drain(this.batcher);
    } finally {
      this.running = false;
      // A strategy that settles its jobs inside `drain` (transaction-batches.ts) returns only some
      // microtasks later: a job queued by a settled job's continuation in between (an accepted
      // order's exchange submit and its fill) found the writer still running. It runs now.
      if (this.queue.length > 0) this.schedule();
    }
  }

  /** Up to `maxBatch` jobs from the queue's head; careful jobs (run again after a failure) make batches of their own. */
  private next(): { batch: Pending[]; careful: boolean } {
    const careful = this.queue[0]?.careful === true;
    let n = 0;
    while (n < this.queue.length && n < this.maxBatch && (this.queue[n]!.careful === true) === careful)
      n += 1;
    return { batch: this.queue.splice(0, n), careful };
  }
}
