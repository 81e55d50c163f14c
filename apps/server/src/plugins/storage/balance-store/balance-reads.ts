// What a balance store is given to read the ledger's sums from the database, and the shapes of
// those sums (the ledger's own rules and SQL: modules/ledger/ledger-repository.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database-schema.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** One bucket of one account's asset (of one settlement date for receivables). */
export interface BalanceKey {
  account: string;
  asset: string;
  bucket: string;
  settleDate: string;
}

/** An account's asset summed per bucket and settlement date. */
export interface BalanceSum {
  asset: string;
  bucket: string;
  settleDate: string;
  amount: number;
  cost: number;
}

/** A posting as far as the sums go. */
export type BalanceChange = BalanceKey & { amount: number; cost: number };

export interface BalanceReads<K extends BalanceKey, G extends BalanceSum> {
  bucketSum(db: Db, key: K): Promise<number>;
  groupedSums(db: Db, account: string, asset: string): Promise<G[]>;
  /** The brokerage's own accounts: summed from their postings, never kept in memory. */
  isHouse(account: string): boolean;
}
