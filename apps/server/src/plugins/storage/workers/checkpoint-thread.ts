// The WAL checkpointer's thread (wal-checkpointer.ts): its own connection to the file runs
// `wal_checkpoint(PASSIVE)` each time it is asked, and answers.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { workerDataOf } from './start-worker.ts';

const { file } = workerDataOf<{ file: string }>(workerData);
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
parentPort!.on('message', () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)') as unknown[];
    parentPort!.postMessage({ ok: true, result });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
