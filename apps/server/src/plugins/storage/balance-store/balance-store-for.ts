// Chooses the ledger's balance store of the database, once, when the ledger is made.
import { SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../database-schema.ts';
import type { BalanceKey, BalanceReads, BalanceSum } from './balance-reads.ts';
import { BookBalances } from './book-balances.ts';
import { LockingBalances } from './locking-balances.ts';

/** SQLite (one writer): sums kept in memory through the writer's batches; PostgreSQL: read and locked. */
export function balanceStoreFor<K extends BalanceKey, G extends BalanceSum>(
  db: Kysely<Database>,
  reads: BalanceReads<K, G>,
): BookBalances<K, G> | LockingBalances<K, G> {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? new BookBalances(reads)
    : new LockingBalances(reads);
}
