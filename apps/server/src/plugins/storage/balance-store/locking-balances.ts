// The balance store of PostgreSQL, where several connections (and nodes) write: every sum is read
// from the database, and the writers of the same customer accounts are serialised until their
// transaction ends by advisory locks, taken in one order.
import { sql } from 'kysely';
import type { BalanceKey, BalanceReads, BalanceSum, Db } from './balance-reads.ts';

/** Serialises writers of the same accounts until the transaction ends (PostgreSQL). */
async function lockAccounts(db: Db, accounts: readonly string[]): Promise<void> {
  for (const account of [...new Set(accounts)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${account}))`.execute(db);
  }
}

export class LockingBalances<K extends BalanceKey, G extends BalanceSum> {
  constructor(private readonly reads: BalanceReads<K, G>) {}

  lock(db: Db, accounts: readonly string[]): Promise<void> {
    return lockAccounts(db, accounts);
  }

  bucket(db: Db, key: K): Promise<number> {
    return this.reads.bucketSum(db, key);
  }

  grouped(db: Db, account: string, asset: string): Promise<G[]> {
    return this.reads.groupedSums(db, account, asset);
  }

  posted(): void {}

  // Follows the writer's batches: nothing kept.
  async begin(): Promise<void> {}
  mark(): number {
    return 0;
  }
  rollbackTo(): void {}
  end(): void {}
}
