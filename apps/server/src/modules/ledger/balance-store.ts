// The balance store: where the ledger's services read a bucket's sum and an account's sums, and
// what a posting changes or locks (a port; plugins/storage/balance-store/ holds one implementation
// per kind of database, chosen once when the ledger is made). It follows the order writer's
// batches, so whatever it keeps in memory rolls back with a refused job or a failed batch.
import type { BatchObserver } from '../../plugins/storage/order-writer/writer-types.ts';
import type { Db, GroupedSum } from './ledger-repository.ts';
import type { Posting } from './ledger-rules.ts';

export type BucketKey = Pick<Posting, 'account' | 'asset' | 'bucket' | 'settleDate'>;

export interface BalanceStore extends BatchObserver {
  bucket(db: Db, key: BucketKey): Promise<number>;
  grouped(db: Db, account: string, asset: string): Promise<GroupedSum[]>;
  /** Postings just written by the ledger (the sums it keeps change with them). */
  posted(postings: readonly Posting[]): void;
  /** Serialises the writers of these customer accounts until the transaction ends, where several write. */
  lock(db: Db, accounts: readonly string[]): Promise<void>;
}
