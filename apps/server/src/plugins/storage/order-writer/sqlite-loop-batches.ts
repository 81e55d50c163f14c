// Batches on the event loop's SQLite connection with the WAL fsynced off the event loop: the batch
// commits with synchronous=NORMAL while the writer holds SQLite's single connection (every other
// commit stays FULL); the WAL is then fsynced on libuv's thread pool (WalFile) before the jobs
// resolve, while the next batch runs. A worker checkpoints the WAL (wal-checkpointer.ts).
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../database-schema.ts';
import type { HeldRunner, SqliteConnection } from '../sqlite-direct.ts';
import { TransactionBatches } from './transaction-batches.ts';
import { BACKSTOP_PAGES, WalCheckpointer, WalFile } from './wal-checkpointer.ts';
import { settle, type Batcher, type Outcome, type Pending } from './writer-types.ts';

const SYNC_NORMAL = CompiledQuery.raw('pragma synchronous = normal');
const SYNC_FULL = CompiledQuery.raw('pragma synchronous = full');

export class SqliteLoopBatches extends TransactionBatches {
  private readonly walFile: WalFile;
  private readonly checkpointer: WalCheckpointer;
  private tuned = false;

  constructor(
    db: Kysely<Database>,
    connection: SqliteConnection,
    held: HeldRunner | undefined,
    onError: (error: unknown) => void,
    checkpointEveryMs: number | undefined,
  ) {
    super(db, held);
    this.walFile = new WalFile(connection.walFile);
    this.checkpointer = new WalCheckpointer(connection.file, onError, checkpointEveryMs);
  }

  override get checkpoints(): number {
    return this.checkpointer.count;
  }

  /** Closes the WAL file's descriptor and the checkpointer (after the last batch; the database closes after it). */
  override async close(): Promise<void> {
    this.walFile.close();
    await this.checkpointer.close();
  }

  protected override commit(batcher: Batcher, batch: Pending[]): Promise<Outcome[] | undefined> {
    return this.db.connection().execute(async (connection) => {
      if (!this.tuned) {
        // The worker checkpoints; the connection's own automatic checkpoint is only a backstop.
        await sql.raw(`pragma wal_autocheckpoint = ${BACKSTOP_PAGES}`).execute(connection);
        this.tuned = true;
      }
      await connection.executeQuery(SYNC_NORMAL);
      try {
        return await this.transact(connection, batcher, batch);
      } finally {
        await connection.executeQuery(SYNC_FULL);
      }
    });
  }

  protected override durable(batcher: Batcher, batch: Pending[], outcomes: Outcome[]): void {
    // Not awaited: the next batch runs while this one's fsync is under way (it starts after the
    // batch's commit, so it covers it; overlapping fsyncs of the file share the disk's flush).
    batcher.stats.fsyncs += 1;
    this.checkpointer.afterCommit();
    this.walFile.sync().then(
      () => settle(batch, outcomes),
      (error: unknown) => {
        batcher.onError(error);
        for (const item of batch) item.reject(error);
      },
    );
  }
}
