// Checkpoints of the writer's SQLite file off the event loop. SQLite's automatic checkpoint runs
// inside whichever commit takes the write-ahead log past its size (1,000 pages by default), on the
// event loop, and a checkpoint fsyncs the WAL and then the database file: on a busy disk that
// stalls every request for tens to hundreds of milliseconds. Here a worker thread with its own
// connection to the file runs `wal_checkpoint(PASSIVE)` when asked (at most one at a time): a
// passive checkpoint copies what no reader still needs and never blocks the writer, and once it
// has copied everything the writer's next transaction starts the WAL again from its beginning.
// The main connection's own automatic checkpoint stays as a backstop at a larger size.
import { closeSync, fsync, open } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker.ts';

/** Pages of WAL after which the main connection still checkpoints by itself (the worker normally keeps it far below). */
export const BACKSTOP_PAGES = 10_000;

export class WalCheckpointer {
  private worker: Worker | undefined;
  private running = false;
  private again = false;
  private last: number;
  /** Checkpoints completed (for the benchmark). */
  count = 0;

  constructor(
    private readonly databaseFile: string,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = 1_000,
  ) {
    this.last = performance.now(); // the first one after everyMs of commits (short-lived writers never start the worker)
  }

  /** After a commit: asks for a checkpoint when the last one was asked for `everyMs` ago or more. */
  afterCommit(now = performance.now()): void {
    if (now - this.last < this.everyMs) return;
    this.last = now;
    this.request();
  }

  /** Runs a passive checkpoint on the worker (one at a time: one more after it when asked meanwhile). */
  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.start().postMessage('checkpoint');
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // Its code: workers/checkpoint-thread.ts.
    const worker = startWorker('checkpoint-thread', { workerData: { file: this.databaseFile } });
    worker.unref(); // never keeps the process alive
    worker.on('message', (reply: { ok: boolean; error?: string }) => {
      this.running = false;
      if (reply.ok) this.count += 1;
      else this.onError(new Error(`WAL checkpoint failed: ${reply.error}`));
      if (this.again) {
        this.again = false;
        this.request();
      }
    });
    worker.on('error', (error) => {
      this.onError(error);
      this.worker = undefined;
      this.running = false;
    });
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}

/**
 * The WAL file fsynced on the thread pool through a descriptor opened once (SQLite keeps the same
 * file while its connection lives): the event-loop writer's durability step (group-commit.ts).
 */
export class WalFile {
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
