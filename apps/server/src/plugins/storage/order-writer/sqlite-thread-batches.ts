// Batches on the writer thread's SQLite connection (sqlite-pipe.ts): the event loop runs the
// jobs, the worker their statements, the commit and the WAL's fsync. A batch is handed over whole
// and the next ones are computed while it commits (at most 16 in flight); its jobs resolve when the
// worker answers that it is durable. A batch the worker fails (a queued write refused, another
// connection's commit since the last batch) fails the batches after it too: the observers drop
// their memory (`reset`) and those jobs run again, in order, in careful mode (every statement
// answered before the job goes on); a careful batch that fails rejects its jobs.
import type { EventLoopUtilization } from 'node:perf_hooks';
import { HeldTransaction, type SqliteConnection } from '../sqlite-direct.ts';
import { SqlitePipe, type PipeReply } from '../sqlite-pipe.ts';
import { endObservers, runBatch, SAVEPOINTS, type JobScope } from './batch-runner.ts';
import { BACKSTOP_PAGES, WalCheckpointer } from './wal-checkpointer.ts';
import { settle, type Batcher, type BatchStrategy, type Outcome, type Pending } from './writer-types.ts';

/** A batch handed to the writer thread, waiting for its answer. */
interface InFlight {
  batch: Pending[];
  outcomes: Outcome[];
  careful: boolean;
}

/** Batches computed ahead of the writer thread's answers (fsyncing, committing, being handed over). */
const MAX_IN_FLIGHT = 16;

export class SqliteThreadBatches implements BatchStrategy {
  readonly threaded = true;
  private readonly pipe: SqlitePipe;
  private readonly checkpointer: WalCheckpointer;
  /** A job of a fast batch gets a savepoint only if it needs one (SqlitePipe.beginJob). */
  private readonly fastScope: JobScope;
  private batcher: Batcher | undefined;
  private nextBatch = 0;
  private readonly inflight = new Map<number, InFlight>();
  private roomForBatch: (() => void) | undefined;

  constructor(
    connection: SqliteConnection,
    private readonly onError: (error: unknown) => void,
    checkpointEveryMs: number | undefined,
  ) {
    this.pipe = new SqlitePipe(connection.file, BACKSTOP_PAGES, (reply) => this.answered(reply));
    this.checkpointer = new WalCheckpointer(connection.file, onError, checkpointEveryMs);
    const pipe = this.pipe;
    this.fastScope = {
      open: () => pipe.beginJob(),
      keep: () => pipe.endJob(true),
      undo: () => pipe.endJob(false),
    };
  }

  get checkpoints(): number {
    return this.checkpointer.count;
  }

  threadUtilization(before?: EventLoopUtilization): EventLoopUtilization {
    return this.pipe.utilization(before);
  }

  async close(): Promise<void> {
    await this.pipe.close();
    await this.checkpointer.close();
  }

  async drain(batcher: Batcher): Promise<void> {
    this.batcher = batcher;
    while (batcher.waiting) {
      if (this.inflight.size >= MAX_IN_FLIGHT) {
        await new Promise<void>((resolve) => (this.roomForBatch = resolve));
        continue;
      }
      const { batch, careful } = batcher.next();
      await this.handOver(batcher, batch, careful);
    }
  }

  /** Runs a batch's jobs on the event loop and hands its statements and commit to the writer thread. */
  private async handOver(batcher: Batcher, batch: Pending[], careful: boolean): Promise<void> {
    const pipe = this.pipe;
    try {
      await pipe.ready;
    } catch (error) {
      batcher.onError(error);
      for (const item of batch) item.reject(error);
      return;
    }
    const id = this.nextBatch++;
    const outcomes: Outcome[] = [];
    this.inflight.set(id, { batch, outcomes, careful });
    pipe.hold(true);
    pipe.begin(id);
    const hold = new HeldTransaction(careful ? pipe.careful : pipe.fast);
    const trx = await pipe.db.withPlugin(hold).startTransaction().execute();
    const observers = batcher.observers;
    try {
      outcomes.push(...(await runBatch(trx, batch, observers, careful ? SAVEPOINTS : this.fastScope)));
    } catch (error) {
      // Not a job's refusal (those are outcomes): the batch goes back failed, as any failure.
      hold.release();
      batcher.onError(error);
      pipe.rollback(id);
      return;
    }
    hold.release();
    await trx.commit().execute(); // ends Kysely's transaction object (the worker commits)
    if (!this.inflight.has(id)) {
      // Failed while it ran (a job waited on something else meanwhile): what it did leaves memory.
      endObservers(observers, false);
      for (const o of observers) o.reset?.();
      pipe.rollback(id);
      return;
    }
    endObservers(observers, true);
    pipe.commit(id);
  }

  /** The writer thread's answer for a batch: durable (its jobs settle) or failed. */
  private answered(reply: PipeReply): void {
    const entry = this.inflight.get(reply.batch);
    const batcher = this.batcher;
    if (entry === undefined || batcher === undefined) {
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
      batcher.stats.batches += 1;
      batcher.stats.jobs += entry.batch.length;
      batcher.stats.fsyncs += 1;
      this.checkpointer.afterCommit();
      settle(entry.batch, entry.outcomes);
    } else this.failed(batcher, reply);
    if (this.inflight.size === 0) this.pipe.hold(false);
    const room = this.roomForBatch;
    this.roomForBatch = undefined;
    room?.();
  }

  /**
   * A batch failed (the first refusal is the earliest: the batches before it committed and wait
   * for their fsync), and the worker refuses every batch after it until reset: their jobs run again.
   */
  private failed(batcher: Batcher, reply: PipeReply): void {
    const failed: InFlight[] = [];
    for (const [id, f] of this.inflight)
      if (id >= reply.batch) {
        failed.push(f);
        this.inflight.delete(id);
      }
    batcher.stats.failures += 1;
    if (process.env.SEN_DEBUG_WRITER) console.error('writer batch failed', reply.batch, reply.error);
    for (const o of batcher.observers) o.reset?.();
    this.pipe.reset(this.nextBatch);
    const error = new Error(`order writer batch failed: ${reply.error}`);
    const again: Pending[] = [];
    for (const f of failed)
      for (const item of f.batch) {
        if (f.careful) item.reject(error);
        else again.push({ ...item, careful: true });
      }
    if (failed.some((f) => f.careful)) this.onError(error);
    batcher.again(again);
  }
}
