// The order writer's thread: its own SQLite connection runs the statements the event loop sends
// (sqlite-pipe.ts says what and why), commits the batches and fsyncs the WAL.
import { fsync, openSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
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
} from './pipe-ops.ts';
import { workerDataOf } from './start-worker.ts';

const data = workerDataOf<WriterThreadData>(workerData);
const db = new Database(data.file, { fileMustExist: true });
db.pragma('journal_mode = WAL');
// A commit writes its WAL frames; the WAL is then fsynced on the thread pool while the next batches
// run, and only then are its batches answered as durable (an fsync covers every commit before it).
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma('temp_store = MEMORY');
db.pragma(`wal_autocheckpoint = ${data.backstop}`);
const port = data.port;
const flag = new Int32Array(data.flag);
const parent = parentPort!;
const texts: string[] = [];
const prepared: Array<Database.Statement | undefined> = [];
const message = (e: unknown): string => String((e as Error | null)?.message ?? e);
// Prepared once: a batch begins and commits hundreds of times a second.
const versionStatement = db.prepare('pragma data_version').pluck();
const dataVersion = (): number => versionStatement.get() as number;
const BEGIN_IMMEDIATE = db.prepare('begin immediate');
const COMMIT_TXN = db.prepare('commit');
const ROLLBACK_TXN = db.prepare('rollback');
let version = dataVersion();
let inTxn = false;
let lastRowid = 0; // of the last queued insert
let failed: string | null = null; // why the current batch failed
let blocked: string | null = null; // a batch failed: refuse batches until RESET
let minBatch = 0; // batches below it were given up by the event loop (RESET)
let current = -1; // the batch whose operations run
// Batches handed over whole and not yet committed: the batches that arrive while the worker is
// busy share one transaction, committed once the queue of messages is empty (setImmediate).
let open: number[] = [];
let commitSoon = false;
let midBatch = false; // a batch's operations came in part (it asked for rows): never commit under it

type RunResult = Required<Pick<QueryReply, 'reader' | 'rows'>> &
  Pick<QueryReply, 'changes' | 'lastInsertRowid'>;

function run(id: number, parameters: unknown[]): RunResult {
  let statement = prepared[id];
  if (statement === undefined) statement = prepared[id] = db.prepare(texts[id]!);
  if (statement.reader) return { reader: true, rows: statement.all(parameters) };
  const r = statement.run(parameters);
  return { reader: false, rows: [], changes: r.changes, lastInsertRowid: Number(r.lastInsertRowid) };
}
function reply(r: PipeReply): void {
  parent.postMessage(r);
}
function refuse(batch: number, error: string): void {
  reply({ batch, ok: false, error });
}
function fail(e: unknown): void {
  if (failed === null) failed = message(e);
  if (blocked === null && current >= minBatch) blocked = failed;
  if (inTxn) {
    inTxn = false;
    try {
      ROLLBACK_TXN.run();
    } catch {
      // SQLite rolled it back already
    }
  }
  // Handed-over batches sharing the transaction roll back with it.
  for (const batch of open) refuse(batch, failed);
  open = [];
}
function commit(): void {
  commitSoon = false;
  if (midBatch || !inTxn || open.length === 0) return; // the open batch's COMMIT commits later
  try {
    COMMIT_TXN.run();
    inTxn = false;
  } catch (e) {
    fail(e);
    return;
  }
  for (const batch of open) durable(batch);
  open = [];
}

// One fsync at a time: the batches committed while one runs wait for the next, which covers them all.
let wal: number | undefined;
let syncing = false;
let committed: number[] = [];
function durable(batch: number): void {
  committed.push(batch);
  if (!syncing) sync();
}
function sync(): void {
  const batches = committed;
  committed = [];
  syncing = true;
  const done = (e: unknown): void => {
    syncing = false;
    for (const batch of batches)
      reply(e ? { batch, ok: false, error: message(e), committed: true } : { batch, ok: true });
    if (open.length > 0) commit(); // the batches that came during the fsync (commit starts the next)
    if (committed.length > 0 && !syncing) sync();
  };
  if (wal === undefined) {
    try {
      wal = openSync(`${data.file}-wal`, 'r');
    } catch (e) {
      return done(e);
    }
  }
  fsync(wal, done);
}

function answer(r: QueryReply): void {
  port.postMessage(r);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
port.on('message', (ops: unknown[]) => {
  try {
    handle(ops);
  } catch (e) {
    // Never leaves a query unanswered: the event loop waits for it.
    fail(e);
    answer({ ok: false, error: message(e), batchFailed: true });
  }
});
reply({ ready: true, batch: -1, ok: true });

function handle(ops: unknown[]): void {
  for (let i = 0; i < ops.length;) {
    const op = ops[i++] as number;
    if (op === DEF) {
      const id = ops[i++] as number;
      texts[id] = ops[i++] as string;
    } else if (op === EXEC || op === EXEC_AFTER) {
      const id = ops[i++] as number;
      const parameters = ops[i++] as unknown[];
      const stride = op === EXEC_AFTER ? (ops[i++] as number) : 0;
      if (failed !== null) continue;
      if (!inTxn) {
        fail('a write outside a batch');
        continue;
      }
      if (stride > 0) for (let k = 0; k < parameters.length; k += stride) parameters[k] = lastRowid;
      try {
        const r = run(id, parameters);
        if (!r.reader) lastRowid = r.lastInsertRowid!;
      } catch (e) {
        fail(e);
      }
    } else if (op === QUERY) {
      const id = ops[i++] as number;
      const parameters = ops[i++] as unknown[];
      if (failed !== null || !inTxn) {
        answer({ ok: false, error: failed ?? 'no batch is open', batchFailed: true });
        continue;
      }
      try {
        answer({ ok: true, ...run(id, parameters) });
      } catch (e) {
        answer({ ok: false, error: message(e), code: (e as { code?: string } | null)?.code });
      }
    } else if (op === BEGIN) {
      current = ops[i++] as number;
      midBatch = true;
      if (current < minBatch) {
        failed = 'given up';
        continue;
      }
      failed = blocked;
      if (failed !== null || inTxn) continue; // refused, or joins the open transaction
      try {
        BEGIN_IMMEDIATE.run();
        inTxn = true;
        // Under the write lock: another connection's commit since ours leaves the writer's memory stale.
        const v = dataVersion();
        if (v !== version) {
          version = v;
          fail('stale: another connection committed');
        }
      } catch (e) {
        fail(e);
      }
    } else if (op === COMMIT || op === ROLLBACK) {
      const batch = ops[i++] as number;
      midBatch = false;
      if (batch < minBatch) {
        refuse(batch, failed ?? 'given up');
        failed = null;
        continue;
      }
      if (op === ROLLBACK) fail('rolled back');
      if (failed === null) {
        open.push(batch);
        // While an fsync runs, the batches wait for the next one anyway: they join one commit,
        // made when it ends (sync above), instead of a commit each.
        if (!commitSoon && !syncing) {
          commitSoon = true;
          setImmediate(commit);
        }
      } else refuse(batch, failed);
      failed = null;
    } else if (op === RESET) {
      minBatch = ops[i++] as number;
      blocked = null;
      version = dataVersion();
    }
  }
}
