// This machine's rate of single-row durable commits on SQLite (WAL, synchronous=FULL, autocommit
// inserts): the physical limit of an order path without batching, measured in the same run as the
// order figures (the shared disk's rate swings between runs). Also the commits' own latency: its
// p99 and maximum are the disk's tail (a flush stalls behind other processes' writes), which no
// acknowledgement that waits for an fsync can beat.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export interface CommitFigures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function singleRowCommits(dir: string, seconds = 2): CommitFigures {
  const db = new SqliteDatabase(join(dir, 'commits.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('create table t (id integer primary key, v text)');
  const insert = db.prepare('insert into t (v) values (?)');
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  for (let now = performance.now(); now < end;) {
    insert.run('x');
    const after = performance.now();
    latencies.push(after - now);
    now = after;
  }
  db.close();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    +latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(2);
  return { perSecond: latencies.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
}
