// The messages between the order writer's event loop (sqlite-pipe.ts) and its thread
// (writer-thread.ts). The event loop sends flat arrays of operations: a tag, then its fields.
import type { MessagePort } from 'node:worker_threads';

export const DEF = 0; // id, text: a statement's SQL, once
export const EXEC = 1; // id, parameters: a queued write
export const QUERY = 2; // id, parameters: answered on the port at once
export const BEGIN = 3; // batch
export const COMMIT = 4; // batch: answered on parentPort
export const ROLLBACK = 5; // batch: answered on parentPort (as failed)
export const RESET = 6; // from: the writer dropped its memory; batches from this one on may begin again
export const EXEC_AFTER = 7; // id, parameters, stride: a queued write taking the rowid the write before it inserted

/** What the thread is started with. */
export interface WriterThreadData {
  file: string;
  /** Pages of WAL after which the connection checkpoints by itself (a backstop). */
  backstop: number;
  /** The channel of statements answered at once (`QUERY`). */
  port: MessagePort;
  /** Set to 1 with each answer on `port`: the event loop waits on it. */
  flag: SharedArrayBuffer;
}

/** A batch's answer on the worker's own channel (and its first message, `ready`). */
export interface PipeReply {
  /** The worker is up (its first message). */
  ready?: boolean;
  batch: number;
  ok: boolean;
  error?: string;
  /** Committed, but its fsync failed: not to be run again. */
  committed?: boolean;
}

/** The answer to a `QUERY`. */
export interface QueryReply {
  ok: boolean;
  reader?: boolean;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number;
  error?: string;
  code?: string;
  batchFailed?: boolean;
}
