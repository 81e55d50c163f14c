// The order writer's options, figures and batch observers (group-commit.ts).
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';

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
   * (plugins/storage/sqlite-direct.ts; default true). Off gives the same statements through Kysely.
   */
  direct?: boolean;
  /** How often, at most, the worker checkpoints the WAL while batches commit (default 1 s). */
  checkpointEveryMs?: number;
  /**
   * On SQLite opened by `openSqlite`: the writer's connection on its own thread (sqlite-pipe.ts;
   * default true). Off, the batches run on the event loop's connection as described above.
   */
  thread?: boolean;
}

/** Follows the writer's batches (the ledger's in-memory balances, ledger-service.ts). */
export interface BatchObserver {
  /** The batch's transaction is open and the writer holds the connection. */
  begin(trx: Transaction<Database>): Promise<void>;
  /** A job starts: what `rollbackTo` returns to if it is refused. */
  mark(): number;
  rollbackTo(mark: number): void;
  end(committed: boolean): void;
  /** The writer thread failed a batch already ended here: drop everything kept in memory. */
  reset?(): void;
}
