// The order writer's jobs, options, figures and batch observers (group-commit.ts).
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { Transaction } from 'kysely';
import type { Database } from '../database-schema.ts';

export type Job<T> = (trx: Transaction<Database>) => Promise<T>;

/** A job waiting in the writer's queue. */
export interface Pending {
  job: Job<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Runs again after its batch failed on the writer thread: every statement waits for its answer. */
  careful?: boolean;
}

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GroupCommitStats {
  batches: number;
  jobs: number;
  /** fsyncs of the WAL (SQLite, off the event loop). */
  fsyncs: number;
  /** Batches the writer thread failed (their jobs and those after them ran again, carefully). */
  failures: number;
}

export interface GroupCommitOptions {
  /** On SQLite opened by `openSqlite`: fsync its write-ahead log off the event loop (default true). */
  walSync?: boolean;
  /**
   * On SQLite opened by `openSqlite`: the batch's `SqlStatement`s (the jobs' hot statements, the
   * savepoints) run on better-sqlite3's prepared statements directly, not through Kysely's executor
   * (sqlite-direct.ts; default true). Off gives the same statements through Kysely.
   */
  direct?: boolean;
  /** How often, at most, the worker checkpoints the WAL while batches commit (default 1 s). */
  checkpointEveryMs?: number;
  /**
   * On SQLite opened by `openSqlite`: the writer's connection on its own thread (sqlite-pipe.ts;
   * default true). Off, the batches run on the event loop's connection (sqlite-loop-batches.ts).
   */
  thread?: boolean;
}

/** Follows the writer's batches (the ledger's in-memory balances, the orders just written, the epoch fence). */
export interface BatchObserver {
  /** The batch's transaction is open and the writer holds the connection. */
  begin(trx: Transaction<Database>): Promise<void>;
  /** A job starts: what `rollbackTo` returns to if it is refused. */
  mark(): number;
  rollbackTo(mark: number): void;
  end(committed: boolean): void;
  /**
   * What was kept in memory may be stale: a batch already ended here failed on the writer thread,
   * or another connection committed to the file since the writer's last batch.
   */
  reset?(): void;
}

/** What the queue gives a strategy (group-commit.ts): its batches, observers, figures and errors. */
export interface Batcher {
  readonly observers: readonly BatchObserver[];
  readonly stats: GroupCommitStats;
  onError(error: unknown): void;
  /** True while jobs wait. */
  readonly waiting: boolean;
  /** The next batch: up to the batch size of jobs, careful jobs (run again) in batches of their own. */
  next(): { batch: Pending[]; careful: boolean };
  /** Jobs to run again first, carefully (their batch failed on the writer thread). */
  again(jobs: Pending[]): void;
}

/** How batches are run and made durable on one kind of connection (chosen once, group-commit.ts). */
export interface BatchStrategy {
  /** Runs batches until no job waits (the queue calls it again when jobs arrive). */
  drain(batcher: Batcher): Promise<void>;
  close(): Promise<void>;
  /** True when the writer's connection is on its own thread. */
  readonly threaded: boolean;
  /** WAL checkpoints run by the worker (SQLite). */
  readonly checkpoints: number;
  threadUtilization?(before?: EventLoopUtilization): EventLoopUtilization;
}

/** Resolves or rejects each job of a batch with its outcome. */
export function settle(batch: readonly Pending[], outcomes: readonly Outcome[]): void {
  batch.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}
