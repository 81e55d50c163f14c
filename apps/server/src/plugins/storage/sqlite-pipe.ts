// The order writer's SQLite connection on its own thread. On the event loop SQLite's execution of
// an order's statements was about 60% of the order path (bench/orders profile): with the
// connection on a worker thread, the event loop runs the jobs' logic (checks, the order machine,
// the ledger's rules over in-memory balances) while the worker runs the statements and the commit
// and the WAL's fsync, so two cores share an order.
//
// The statements of a batch go to the worker as one message when the batch commits: the jobs'
// writes (`send`) are queued, not awaited; a statement whose rows a job reads (`exec`, Kysely's
// builders) flushes the queue and waits for its answer (Atomics.wait on a shared flag, then the
// reply taken from its port synchronously), so it sees every statement before it. The hot path
// reads nothing back from SQLite (orders/order-memory.ts, the ledger's balances), so the event
// loop and the worker overlap: the worker commits batch N while the event loop computes N+1.
//
// The batches that reach the worker while it is busy share one transaction and one commit (a commit
// writes every page the transaction changed into the WAL: the appended-to pages of the orders,
// entries and postings are shared by the batches), and one fsync covers every commit before it.
//
// A queued write cannot fail its own job (its job has returned), so a failure fails the batch (and
// those sharing its transaction): the worker rolls it back, refuses every batch after it until the
// writer has dropped what it keeps in memory (`reset`), and the writer runs those batches' jobs again in careful mode, where every
// statement waits for its answer (the exact semantics of a transaction on the event loop). The
// same happens when another connection committed to the file since the worker's last commit
// (`pragma data_version`, read under the write lock at each batch's begin): memory may be stale.
import type { EventLoopUtilization } from 'node:perf_hooks';
import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from './database-schema.ts';
import type { HeldRunner } from './sqlite-direct.ts';
import {
  BEGIN,
  COMMIT,
  DEF,
  EXEC,
  EXEC_AFTER,
  QUERY,
  RESET,
  ROLLBACK,
  type PipeReply,
  type QueryReply,
  type WriterThreadData,
} from './workers/pipe-ops.ts';
import { startWorker } from './workers/start-worker.ts';

export type { PipeReply } from './workers/pipe-ops.ts';

/** Longest wait for a statement's answer (a batch of 1,000 jobs runs in well under a second). */
const QUERY_TIMEOUT_MS = 30_000;

/** A statement the worker refused; `code` is SQLite's (SQLITE_CONSTRAINT_UNIQUE...). */
class PipeError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export class SqlitePipe {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly ids = new Map<string, number>();
  private ops: unknown[] = [];
  /** Statement texts first sent since the last message (a message carries them before its operations). */
  private defs: unknown[] = [];
  /** The open job of a fast batch: where its operations start, and whether its savepoint was sent. */
  private job: { mark: number; saved: boolean } | undefined;
  private refs = 0;
  /** Resolves once the worker has opened the file; rejects if it could not start. */
  readonly ready: Promise<void>;
  /** Kysely over the worker's connection: the transactions the writer hands its jobs. */
  readonly db: Kysely<Database>;
  /** Writes queued, reads answered: the fast batches. */
  readonly fast: HeldRunner;
  /** Every statement answered before the job goes on: careful batches (after a failure). */
  readonly careful: HeldRunner;

  constructor(file: string, backstopPages: number, onReply: (reply: PipeReply) => void) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const data: WriterThreadData = {
      file,
      backstop: backstopPages,
      port: port2,
      flag: this.flag.buffer as SharedArrayBuffer,
    };
    this.worker = startWorker('writer-thread', { workerData: data, transferList: [port2] });
    this.worker.unref();
    let started: (() => void) | undefined;
    let failed: ((error: unknown) => void) | undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.ready.catch(() => undefined); // the writer awaits it; an unused pipe's failure is not unhandled
    this.worker.on('message', (reply: PipeReply) => (reply.ready ? started!() : onReply(reply)));
    this.worker.on('error', (error) => {
      failed!(error);
      onReply({ batch: -1, ok: false, error: String(error) });
    });
    this.worker.on('exit', () => failed!(new Error('the order writer thread stopped')));
    const exec = (text: string, parameters: readonly unknown[]) => this.query(text, parameters).rows ?? [];
    this.fast = {
      exec,
      send: (text, parameters) => this.send(text, parameters),
      sendAfterInsert: (text, parameters, stride) =>
        this.ops.push(EXEC_AFTER, this.idOf(text), parameters, stride),
      pipelined: true,
    };
    this.careful = {
      exec,
      send: (text, parameters) => void exec(text, parameters),
      pipelined: false,
    };
    this.db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new PipeDriver(this),
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    });
  }

  private idOf(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(text, id);
      this.defs.push(DEF, id, text);
    }
    return id;
  }

  /** Queues a write of the open batch. */
  send(text: string, parameters: readonly unknown[]): void {
    this.ops.push(EXEC, this.idOf(text), parameters);
  }

  /** Runs a statement after everything queued and waits for its answer (blocks the event loop meanwhile). */
  query(text: string, parameters: readonly unknown[]): QueryReply {
    this.ops.push(QUERY, this.idOf(text), parameters);
    Atomics.store(this.flag, 0, 0);
    this.flush();
    const deadline = performance.now() + QUERY_TIMEOUT_MS;
    for (;;) {
      const received = receiveMessageOnPort(this.port);
      if (received) {
        const reply = received.message as QueryReply;
        if (!reply.ok) throw new PipeError(reply.error ?? 'statement failed', reply.code);
        return reply;
      }
      // The worker cannot be seen to stop while the event loop waits here: a deadline instead.
      if (performance.now() > deadline)
        throw new PipeError('the order writer thread did not answer', undefined);
      Atomics.wait(this.flag, 0, 0, 100); // returns at once once the worker has answered
    }
  }

  begin(batch: number): void {
    this.ops.push(BEGIN, batch);
  }

  /** Sends the batch (its statements and its commit); its answer comes to `onReply`. */
  commit(batch: number): void {
    this.ops.push(COMMIT, batch);
    this.flush();
  }

  /** Ends the batch without committing it; answered as failed. */
  rollback(batch: number): void {
    this.ops.push(ROLLBACK, batch);
    this.flush();
  }

  /** The writer dropped its memory after a failure: the worker takes batches from `from` on again (those before are given up). */
  reset(from: number): void {
    this.ops.push(RESET, from);
    this.flush();
  }

  /** The worker's event loop utilisation (Node's `performance.eventLoopUtilization`), since `before` when given. */
  utilization(before?: EventLoopUtilization): EventLoopUtilization {
    return this.worker.performance.eventLoopUtilization(before);
  }

  /** The worker keeps the process alive while batches wait for their answers. */
  hold(waiting: boolean): void {
    if (waiting && this.refs === 0) this.worker.ref();
    if (!waiting && this.refs > 0) this.worker.unref();
    this.refs = waiting ? 1 : 0;
  }

  /**
   * A job of a fast batch starts. It gets a savepoint only when some of its statements leave
   * before it ends (it asked for rows): a refused job whose writes are all still here is simply
   * dropped, so most jobs cost no savepoint (SQLite copies every page a savepoint's statements
   * first change into its statement journal).
   */
  beginJob(): void {
    this.job = { mark: this.ops.length, saved: false };
  }

  /** The job ends: kept (`ok`), or taken back (dropped here, or rolled back to its savepoint). */
  endJob(ok: boolean): void {
    const job = this.job;
    this.job = undefined;
    if (job === undefined) return;
    if (job.saved) {
      if (!ok) this.ops.push(EXEC, this.idOf('rollback to savepoint "job"'), []);
      this.ops.push(EXEC, this.idOf('release savepoint "job"'), []);
    } else if (!ok) this.ops.length = job.mark;
  }

  private flush(): void {
    const job = this.job;
    if (job !== undefined && !job.saved) {
      if (this.ops.length > job.mark) {
        this.ops.splice(job.mark, 0, EXEC, this.idOf('savepoint "job"'), []);
        job.saved = true;
      } else job.mark = 0; // nothing of the job leaves: it starts the next message
    }
    if (this.ops.length === 0 && this.defs.length === 0) return;
    const ops = this.defs.length === 0 ? this.ops : [...this.defs, ...this.ops];
    this.ops = [];
    this.defs = [];
    this.port.postMessage(ops);
  }

  async close(): Promise<void> {
    this.port.close();
    await this.worker.terminate();
  }
}

/** Kysely's driver over the pipe: every query is answered (a builder's rows and counts are read); begin and commit are the writer's. */
class PipeDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(pipe: SqlitePipe) {
    this.connection = {
      executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
        const reply = pipe.query(compiled.sql, compiled.parameters);
        if (reply.reader) return { rows: (reply.rows ?? []) as R[] };
        return {
          rows: [],
          numAffectedRows: BigInt(reply.changes ?? 0),
          insertId: BigInt(reply.lastInsertRowid ?? 0),
        };
      },
      // eslint-disable-next-line require-yield -- never streams
      streamQuery: async function* () {
        throw new Error('the order writer thread does not stream');
      },
    };
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  // The writer sends begin and commit itself (SqlitePipe.begin/commit), batch by batch.
  async beginTransaction(): Promise<void> {}
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}
