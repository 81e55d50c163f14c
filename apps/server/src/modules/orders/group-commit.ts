// The OMS's single writer with group commit. Every change of orders and their money (new, edit,
// cancel, exchange events) is a job run in arrival order by one writer; the jobs queued while a
// commit is under way run together in the next transaction, each inside a savepoint so a refused
// job leaves nothing behind and the others still commit. One durable commit (one fsync on SQLite)
// then acknowledges a whole batch: that is how throughput passes the rate of single-row commits.
// Jobs resolve only after their batch is durable (write-ahead before acknowledgement). Observers
// (the ledger's in-memory balances, the orders just written) follow each batch: a refused job's
// savepoint rollback rolls their changes back too, and a failed batch all of them.
//
// On an SQLite file the writer's connection lives on its own thread by default
// (plugins/storage/sqlite-pipe.ts): the event loop runs the jobs, the worker their statements, the
// commit and the WAL's fsync. A batch is handed over whole and the next ones are computed while it
// commits (at most 16 in flight); its jobs resolve when the worker answers that it is durable. A
// batch the worker fails (a queued write refused, another connection's commit since the last
// batch) fails the batches after it too: the observers drop their memory (`reset`) and those jobs
// run again, in order, in careful mode (every statement answered before the job goes on); a
// careful batch that fails rejects its jobs.
//
// Without the thread (`thread: false`), the batch runs on the event loop's connection and commits
// with synchronous=NORMAL while the writer holds SQLite's single connection (every other commit
// stays FULL); the WAL is then fsynced on libuv's thread pool (WalFile, wal-checkpointer.ts) before
// the jobs resolve, while the next batch runs. Either way a worker checkpoints the WAL.
import type { EventLoopUtilization } from 'node:perf_hooks';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { walFileOf } from '../../plugins/storage/create-database.ts';
import { holdDirect, holdWith } from '../../plugins/storage/sqlite-direct.ts';
import { SqlitePipe, type PipeReply } from '../../plugins/storage/sqlite-pipe.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';
import { BACKSTOP_PAGES, WalCheckpointer, WalFile } from './wal-checkpointer.ts';
import type { BatchObserver, GroupCommitOptions, GroupCommitStats } from './writer-types.ts';
import type { Database } from '../../plugins/storage/database-schema.ts';

export type Job<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  job: Job<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Runs again after its batch failed on the writer thread: every statement waits for its answer. */
  careful?: boolean;
}

/** A batch handed to the writer thread, waiting for its answer. */
interface InFlight {
  batch: Pending[];
  outcomes: Outcome[];
  careful: boolean;
}

/** Batches computed ahead of the writer thread's answers (fsyncing, committing, being handed over). */
const MAX_IN_FLIGHT = 16;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export type { BatchObserver, GroupCommitOptions, GroupCommitStats } from './writer-types.ts';

const SYNC_NORMAL = CompiledQuery.raw('pragma synchronous = normal');
const SYNC_FULL = CompiledQuery.raw('pragma synchronous = full');
const SAVEPOINT = new SqlStatement<never>('savepoint "job"');
const RELEASE = new SqlStatement<never>('release savepoint "job"');
const ROLLBACK_TO = new SqlStatement<never>('rollback to savepoint "job"');

export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  private readonly walFile: WalFile | undefined;
  private readonly checkpointer: WalCheckpointer | undefined;
  private tuned = false;
  private readonly observers: BatchObserver[] = [];
  private readonly direct: boolean;
  private readonly pipe: SqlitePipe | undefined;
  private nextBatch = 0;
  private readonly inflight = new Map<number, InFlight>();
  private roomForBatch: (() => void) | undefined;
  readonly stats: GroupCommitStats = { batches: 0, jobs: 0, fsyncs: 0, failures: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 1_000,
    private readonly onError: (error: unknown) => void = () => {},
    options: GroupCommitOptions = {},
  ) {
    this.direct = options.direct !== false;
    const wal = options.walSync === false ? undefined : walFileOf(db);
    this.pipe =
      wal === undefined || options.thread === false
        ? undefined
        : new SqlitePipe(wal.replace(/-wal$/, ''), BACKSTOP_PAGES, (reply) => this.answered(reply));
    this.walFile = wal === undefined || this.pipe ? undefined : new WalFile(wal);
    this.checkpointer =
      wal === undefined
        ? undefined
        : new WalCheckpointer(wal.replace(/-wal$/, ''), this.onError, options.checkpointEveryMs);
  }

  /** How busy the writer thread's event loop was (since `before`); undefined on the event loop's connection. */
  threadUtilization(before?: EventLoopUtilization): EventLoopUtilization | undefined {
    return this.pipe?.utilization(before);
  }

  /** True when the writer's connection is on its own thread. */
  get threaded(): boolean {
    return this.pipe !== undefined;
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
    await this.pipe?.close();
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
    if (this.pipe) return this.drainToThread(this.pipe);
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

  private async drainToThread(pipe: SqlitePipe): Promise<void> {
    try {
      while (this.queue.length > 0) {
        if (this.inflight.size >= MAX_IN_FLIGHT) {
          await new Promise<void>((resolve) => (this.roomForBatch = resolve));
          continue;
        }
        // Careful jobs (run again after a failure) make batches of their own.
        const careful = this.queue[0]!.careful === true;
        let n = 0;
        while (n < this.queue.length && n < this.maxBatch && (this.queue[n]!.careful === true) === careful)
          n += 1;
        await this.handOver(pipe, this.queue.splice(0, n), careful);
      }
    } finally {
      this.running = false;
    }
  }

  /** Runs a batch's jobs on the event loop and hands its statements and commit to the writer thread. */
  private async handOver(pipe: SqlitePipe, batch: Pending[], careful: boolean): Promise<void> {
    try {
      await pipe.ready;
    } catch (error) {
      this.onError(error);
      for (const item of batch) item.reject(error);
      return;
    }
    const id = this.nextBatch++;
    const outcomes: Outcome[] = [];
    this.inflight.set(id, { batch, outcomes, careful });
    pipe.hold(true);
    pipe.begin(id);
    const trx = await pipe.db.startTransaction().execute();
    const release = holdWith(trx, careful ? pipe.careful : pipe.fast);
    const observers = this.observers;
    try {
      for (const o of observers) await o.begin(trx);
      for (const item of batch) {
        // Fast: the pipe gives the job a savepoint only if it needs one (SqlitePipe.beginJob).
        if (careful) await SAVEPOINT.run(trx, []);
        else pipe.beginJob();
        const marks = observers.map((o) => o.mark());
        try {
          outcomes.push({ ok: true, value: await item.job(trx) });
          if (careful) await RELEASE.run(trx, []);
          else pipe.endJob(true);
        } catch (error) {
          observers.forEach((o, i) => o.rollbackTo(marks[i]!));
          if (careful) {
            await ROLLBACK_TO.run(trx, []);
            await RELEASE.run(trx, []);
          } else pipe.endJob(false);
          outcomes.push({ ok: false, error });
        }
      }
    } catch (error) {
      // Not a job's refusal (those are caught above): the batch goes back failed, as any failure.
      release();
      for (const o of observers) o.end(false);
      this.onError(error);
      pipe.rollback(id);
      return;
    }
    release();
    await trx.commit().execute(); // ends Kysely's transaction object (the worker commits)
    if (!this.inflight.has(id)) {
      // Failed while it ran (a job waited on something else meanwhile): what it did leaves memory.
      for (const o of observers) o.end(false);
      for (const o of observers) o.reset?.();
      pipe.rollback(id);
      return;
    }
    for (const o of observers) o.end(true);
    pipe.commit(id);
  }

  /** The writer thread's answer for a batch: durable (its jobs settle) or failed. */
  private answered(reply: PipeReply): void {
    const entry = this.inflight.get(reply.batch);
    if (entry === undefined) {
      if (reply.batch === -1) this.onError(new Error(`order writer thread failed: ${reply.error}`));
      return; // a batch already failed with an earlier one
    }
    if (!reply.ok && reply.committed) {
      // Committed but not known durable (its fsync failed): its jobs fail, nothing runs again.
      this.inflight.delete(reply.batch);
      const error = new Error(`order writer fsync failed: ${reply.error}`);
      this.onError(error);
      for (const item of entry.batch) item.reject(error);
    } else if (reply.ok) {
      this.inflight.delete(reply.batch);
      this.stats.batches += 1;
      this.stats.jobs += entry.batch.length;
      this.stats.fsyncs += 1;
      this.checkpointer?.afterCommit();
      settle(entry.batch, entry.outcomes);
    } else {
      // This batch failed (the first refusal is the earliest: the batches before it committed and
      // wait for their fsync), and the worker refuses every batch after it until reset.
      const failed: InFlight[] = [];
      for (const [id, f] of this.inflight)
        if (id >= reply.batch) {
          failed.push(f);
          this.inflight.delete(id);
        }
      this.stats.failures += 1;
      if (process.env.SEN_DEBUG_WRITER) console.error('writer batch failed', reply.batch, reply.error);
      for (const o of this.observers) o.reset?.();
      this.pipe!.reset(this.nextBatch);
      const error = new Error(`order writer batch failed: ${reply.error}`);
      const again: Pending[] = [];
      for (const f of failed)
        for (const item of f.batch) {
          if (f.careful) item.reject(error);
          else again.push({ ...item, careful: true });
        }
      if (failed.some((f) => f.careful)) this.onError(error);
      this.queue.unshift(...again);
      if (again.length > 0 && !this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    }
    if (this.inflight.size === 0) this.pipe!.hold(false);
    const room = this.roomForBatch;
    this.roomForBatch = undefined;
    room?.();
  }
}

export function settle(batch: Pending[], outcomes: Outcome[]): void {
  batch.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}
