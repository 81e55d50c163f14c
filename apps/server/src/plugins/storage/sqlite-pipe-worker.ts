// The order writer thread's own code (sqlite-pipe.ts starts it from this source, as CommonJS: it
// needs no build step and resolves better-sqlite3 from the path it is given), and the operations
// of the messages the event loop sends it. What it does and why: sqlite-pipe.ts.
// Operations of the flat message the event loop sends (tag, then its fields).
export const DEF = 0; // id, text: a statement's SQL, once
export const EXEC = 1; // id, parameters: a queued write
export const QUERY = 2; // id, parameters: answered on the port at once
export const BEGIN = 3; // batch
export const COMMIT = 4; // batch: answered on parentPort
export const ROLLBACK = 5; // batch: answered on parentPort (as failed)
export const RESET = 6; // from: the writer dropped its memory; batches from this one on may begin again
export const EXEC_AFTER = 7; // id, parameters, stride: a queued write taking the rowid the write before it inserted

export const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('journal_mode = WAL');
// A commit writes its WAL frames; the WAL is then fsynced on the thread pool while the next batches
// run, and only then are its batches answered as durable (an fsync covers every commit before it).
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma('temp_store = MEMORY');
db.pragma('wal_autocheckpoint = ' + workerData.backstop);
const port = workerData.port;
const flag = new Int32Array(workerData.flag);
const texts = [];
const prepared = [];
const message = (e) => String((e && e.message) || e);
// Prepared once: a batch begins and commits hundreds of times a second.
const versionStatement = db.prepare('pragma data_version').pluck();
const dataVersion = () => versionStatement.get();
const BEGIN_IMMEDIATE = db.prepare('begin immediate');
const COMMIT_TXN = db.prepare('commit');
const ROLLBACK_TXN = db.prepare('rollback');
let version = dataVersion();
let inTxn = false;
let lastRowid = 0; // of the last queued insert
let failed = null; // why the current batch failed
let blocked = null; // a batch failed: refuse batches until RESET
let minBatch = 0; // batches below it were given up by the event loop (RESET)
let current = -1; // the batch whose operations run
// Batches handed over whole and not yet committed: the batches that arrive while the worker is
// busy share one transaction, committed once the queue of messages is empty (setImmediate).
let open = [];
let commitSoon = false;
let midBatch = false; // a batch's operations came in part (it asked for rows): never commit under it

function run(id, parameters) {
  let statement = prepared[id];
  if (statement === undefined) statement = prepared[id] = db.prepare(texts[id]);
  if (statement.reader) return { reader: true, rows: statement.all(parameters) };
  const r = statement.run(parameters);
  return { reader: false, rows: [], changes: r.changes, lastInsertRowid: Number(r.lastInsertRowid) };
}
function refuse(batch, error) {
  parentPort.postMessage({ batch, ok: false, error });
}
function fail(e) {
  if (failed === null) failed = message(e);
  if (blocked === null && current >= minBatch) blocked = failed;
  if (inTxn) {
    inTxn = false;
    try { ROLLBACK_TXN.run(); } catch {}
  }
  // Handed-over batches sharing the transaction roll back with it.
  for (const batch of open) refuse(batch, failed);
  open = [];
}
function commit() {
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
let wal;
let syncing = false;
let committed = [];
function durable(batch) {
  committed.push(batch);
  if (!syncing) sync();
}
function sync() {
  const batches = committed;
  committed = [];
  syncing = true;
  const done = (e) => {
    syncing = false;
    for (const batch of batches)
      parentPort.postMessage(e ? { batch, ok: false, error: message(e), committed: true } : { batch, ok: true });
    if (open.length > 0) commit(); // the batches that came during the fsync (commit starts the next)
    if (committed.length > 0 && !syncing) sync();
  };
  if (wal === undefined) {
    try { wal = fs.openSync(workerData.file + '-wal', 'r'); } catch (e) { return done(e); }
  }
  fs.fsync(wal, done);
}

function answer(reply) {
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
port.on('message', (ops) => {
  try {
    handle(ops);
  } catch (e) {
    // Never leaves a query unanswered: the event loop waits for it.
    fail(e);
    answer({ ok: false, error: message(e), batchFailed: true });
  }
});
parentPort.postMessage({ ready: true });

function handle(ops) {
  for (let i = 0; i < ops.length; ) {
    const op = ops[i++];
    if (op === ${DEF}) {
      texts[ops[i++]] = ops[i++];
    } else if (op === ${EXEC} || op === ${EXEC_AFTER}) {
      const id = ops[i++], parameters = ops[i++];
      const stride = op === ${EXEC_AFTER} ? ops[i++] : 0;
      if (failed !== null) continue;
      if (!inTxn) { fail('a write outside a batch'); continue; }
      if (stride > 0) for (let k = 0; k < parameters.length; k += stride) parameters[k] = lastRowid;
      try {
        const r = run(id, parameters);
        if (!r.reader) lastRowid = r.lastInsertRowid;
      } catch (e) { fail(e); }
    } else if (op === ${QUERY}) {
      const id = ops[i++], parameters = ops[i++];
      if (failed !== null || !inTxn) { answer({ ok: false, error: failed || 'no batch is open', batchFailed: true }); continue; }
      try { answer({ ok: true, ...run(id, parameters) }); }
      catch (e) { answer({ ok: false, error: message(e), code: e && e.code }); }
    } else if (op === ${BEGIN}) {
      current = ops[i++];
      midBatch = true;
      if (current < minBatch) { failed = 'given up'; continue; }
      failed = blocked;
      if (failed !== null || inTxn) continue; // refused, or joins the open transaction
      try {
        BEGIN_IMMEDIATE.run();
        inTxn = true;
        // Under the write lock: another connection's commit since ours leaves the writer's memory stale.
        const v = dataVersion();
        if (v !== version) { version = v; fail('stale: another connection committed'); }
      } catch (e) { fail(e); }
    } else if (op === ${COMMIT} || op === ${ROLLBACK}) {
      const batch = ops[i++];
      midBatch = false;
      if (batch < minBatch) { refuse(batch, failed || 'given up'); failed = null; continue; }
      if (op === ${ROLLBACK}) fail('rolled back');
      if (failed === null) {
        open.push(batch);
        // While an fsync runs, the batches wait for the next one anyway: they join one commit,
        // made when it ends (sync below), instead of a commit each.
        if (!commitSoon && !syncing) {
          commitSoon = true;
          setImmediate(commit);
        }
      } else refuse(batch, failed);
      failed = null;
    } else if (op === ${RESET}) {
      minBatch = ops[i++];
      blocked = null;
      version = dataVersion();
    }
  }
}
`;
