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
// The WAL file stays open between batches (SQLite keeps the same file while its connection lives),
// and the WAL is checkpointed by a worker thread, not inside a commit on the event loop
// (wal-checkpointer.ts).
//
// An observer (the ledger's in-memory balances) follows each batch: it starts once the writer holds
// the connection, a refused job's savepoint rollback rolls its changes back too, and it ends with
// the commit or the rollback of the whole batch.
import { closeSync, fsync, open } from 'node:fs';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { walFileOf } from '../../plugins/storage/create-database.ts';
import { holdDirect } from '../../plugins/storage/sqlite-direct.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';
import { BACKSTOP_PAGES, WalCheckpointer } from './wal-checkpointer.ts';
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
  /** fsyncs of the WAL (SQLite, off the event loop). */
  fsyncs: number;
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
}

/** Follows the writer's batches (the ledger's in-memory balances, ledger-service.ts). */
export interface BatchObserver {
  /** The batch's transaction is open and the writer holds the connection. */
  begin(trx: Transaction<Database>): Promise<void>;
  /** A job starts: what `rollbackTo` returns to if it is refused. */
  mark(): number;
  rollbackTo(mark: number): void;
  end(committed: boolean): void;
}

/** fsyncs a file on the thread pool through a descriptor opened once (the WAL: SQLite keeps it while its connection is open). */
class FileSync {
  private fd: number | undefined;

  constructor(private readonly file: string) {}

  sync(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const run = (fd: number) => fsync(fd, (error) => (error ? reject(error) : resolve()));
      if (this.fd !== undefined) return run(this.fd);
      open(this.file, 'r', (error, fd) => {
        // No WAL yet (nothing written since the database was opened): nothing to make durable.
        if (error) return error.code === 'ENOENT' ? resolve() : reject(error);
        if (this.fd === undefined) this.fd = fd;
        else closeSync(fd);
        run(this.fd);
      });
    });
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

const SYNC_NORMAL = CompiledQuery.raw('pragma synchronous = normal');
const SYNC_FULL = CompiledQuery.raw('pragma synchronous = full');
const SAVEPOINT = new SqlStatement<never>('savepoint "job"');
const RELEASE = new SqlStatement<never>('release savepoint "job"');
const ROLLBACK_TO = new SqlStatement<never>('rollback to savepoint "job"');

export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  private readonly walFile: FileSync | undefined;
  private readonly checkpointer: WalCheckpointer | undefined;
  private tuned = false;
  private readonly observers: BatchObserver[] = [];
  private readonly direct: boolean;
  readonly stats: GroupCommitStats = { batches: 0, jobs: 0, fsyncs: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 1_000,
    private readonly onError: (error: unknown) => void = () => {},
    options: GroupCommitOptions = {},
  ) {
    this.direct = options.direct !== false;
    const wal = options.walSync === false ? undefined : walFileOf(db);
    this.walFile = wal === undefined ? undefined : new FileSync(wal);
    this.checkpointer =
      wal === undefined
        ? undefined
        : new WalCheckpointer(wal.replace(/-wal$/, ''), this.onError, options.checkpointEveryMs);
  }

  /** WAL checkpoints run by the worker (SQLite). */
  get checkpoints(): number {
    return this.checkpointer?.count ?? 0;
  }

  /** Adds an observer of every batch from the next one on. */
  observe(observer: BatchObserver): void {
    if (!this.observers.includes(observer)) this.observers.push(observer);
  }

  /** Closes the WAL file's descriptor and the checkpointer (after the last batch; the database closes after it). */
  async close(): Promise<void> {
    this.walFile?.close();
    await this.checkpointer?.close();
  }

  /** Runs a job in the next batch; resolves with its result once the batch is committed. */
  run<T>(job: Job<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job: job as Job<unknown>, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) {
        this.running = true;
        // The batch starts at the end of this turn of the event loop, not at once: the jobs of every
        // request read in the same turn share it (one transaction, one fsync). No timer.
        setImmediate(() => void this.drain());
      }
    });
  }

  /** Resolves once everything queued before it is committed. */
  flush(): Promise<void> {
    return this.run(async () => undefined);
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        const outcomes = await this.commit(batch);
        if (!outcomes) continue;
        this.stats.batches += 1;
        this.stats.jobs += batch.length;
        if (this.walFile === undefined) settle(batch, outcomes);
        else {
          // Not awaited: the next batch runs while this one's fsync is under way (it starts after
          // the batch's commit, so it covers it; overlapping fsyncs of the file share the disk's flush).
          this.stats.fsyncs += 1;
          this.checkpointer?.afterCommit();
          this.walFile.sync().then(
            () => settle(batch, outcomes),
            (error: unknown) => {
              this.onError(error);
              for (const item of batch) item.reject(error);
            },
          );
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Runs and commits a batch; its jobs' outcomes, or undefined when the batch failed (all rejected). */
  private async commit(batch: Pending[]): Promise<Outcome[] | undefined> {
    if (this.walFile === undefined) return this.transact(this.db, batch);
    return this.db.connection().execute(async (connection) => {
      if (!this.tuned) {
        // The worker checkpoints; the connection's own automatic checkpoint is only a backstop.
        await sql.raw(`pragma wal_autocheckpoint = ${BACKSTOP_PAGES}`).execute(connection);
        this.tuned = true;
      }
      await connection.executeQuery(SYNC_NORMAL);
      try {
        return await this.transact(connection, batch);
      } finally {
        await connection.executeQuery(SYNC_FULL);
      }
    });
  }

  private async transact(db: Kysely<Database>, batch: Pending[]): Promise<Outcome[] | undefined> {
    const outcomes: Outcome[] = [];
    const observers = this.observers;
    let trx;
    let release: (() => void) | undefined;
    let begun = 0;
    try {
      trx = await db.startTransaction().execute();
      // SQLite: the writer holds the single connection and this transaction is open on it, so the
      // jobs' SqlStatements run on its prepared statements directly, until just before the commit.
      if (this.direct) release = holdDirect(this.db, trx);
      for (const o of observers) {
        await o.begin(trx);
        begun += 1;
      }
      // One savepoint name for every job (each is released before the next starts), written as
      // SQL once: the same prepared statements each time, and the job runs on the batch's own
      // transaction (no transaction object per job).
      for (const item of batch) {
        await SAVEPOINT.run(trx, []);
        const marks = observers.map((o) => o.mark());
        try {
          outcomes.push({ ok: true, value: await item.job(trx) });
          await RELEASE.run(trx, []);
        } catch (error) {
          observers.forEach((o, i) => o.rollbackTo(marks[i]!));
          await ROLLBACK_TO.run(trx, []);
          await RELEASE.run(trx, []);
          outcomes.push({ ok: false, error });
        }
      }
      release?.();
      release = undefined;
      await trx.commit().execute();
      for (const o of observers) o.end(true);
      return outcomes;
    } catch (error) {
      release?.();
      for (const o of observers.slice(0, begun)) o.end(false);
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
