// This machine's rate of single-row durable commits on SQLite (WAL, synchronous=FULL, autocommit
// inserts): the physical limit of an order path without batching, measured in the same run as the
// order figures (the shared disk's rate swings between runs).
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export function singleRowCommitRate(dir: string, seconds = 2): number {
  const db = new SqliteDatabase(join(dir, 'commits.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('create table t (id integer primary key, v text)');
  const insert = db.prepare('insert into t (v) values (?)');
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    insert.run('x');
    n += 1;
  }
  db.close();
  return n / seconds;
}
