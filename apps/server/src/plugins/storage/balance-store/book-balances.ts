// The balance store of SQLite, whose one writer (the OMS's order writer) has the file to itself:
// the balance sums of customer accounts (per account and asset: each bucket and settlement date's
// amount and cost) are kept in memory while a batch of the writer runs (`begin` ... `end`, with
// SQLite's one connection held by the writer, so no other statement can run in between). A sum is
// loaded from the postings on first use inside the batch's transaction, then every posting the
// batch writes changes it too (`posted`). Every change is journaled, so a job rolled back to its
// savepoint (`rollbackTo`) or a failed batch (`end(false)`) takes its changes out of memory as the
// database takes them out of the file. A posting written outside the writer's batch drops its
// accounts' sums; a commit by another connection to the file drops them all (the writer calls
// `reset`). Outside the writer's batches every sum is read from the database.
import { UndoJournal } from '../undo-journal.ts';
import type { BalanceChange, BalanceKey, BalanceReads, BalanceSum, Db } from './balance-reads.ts';

type Sums = Map<string, { amount: number; cost: number }>;

export class BookBalances<K extends BalanceKey, G extends BalanceSum> extends UndoJournal {
  private readonly sums = new Map<string, Sums>();

  constructor(
    private readonly reads: BalanceReads<K, G>,
    private readonly limit = 200_000,
  ) {
    super();
  }

  /** True inside a batch of the writer: sums come from memory. */
  get active(): boolean {
    return this.journal !== undefined;
  }

  /** The writer's batch starts (it holds the connection, its transaction is open). */
  async begin(): Promise<void> {
    if (this.sums.size > this.limit) this.sums.clear();
    this.journal = [];
  }

  /** Memory may be stale (a failed batch of the writer thread, another connection's commit). */
  reset(): void {
    this.sums.clear();
  }

  /** One writer: nothing to lock. */
  async lock(): Promise<void> {}

  async bucket(db: Db, key: K): Promise<number> {
    if (!this.active) return this.reads.bucketSum(db, key);
    const sums = await this.load(db, key.account, key.asset);
    return sums.get(`${key.bucket}|${key.settleDate}`)?.amount ?? 0;
  }

  async grouped(db: Db, account: string, asset: string): Promise<G[]> {
    if (!this.active) return this.reads.groupedSums(db, account, asset);
    const sums = await this.load(db, account, asset);
    return [...sums].map(([k, v]) => {
      const [bucket, settleDate] = k.split('|') as [string, string];
      return { asset, bucket, settleDate, amount: v.amount, cost: v.cost } as G;
    });
  }

  /** Postings just written: inside the batch the loaded sums change with them; outside, their sums are read again. */
  posted(postings: readonly BalanceChange[]): void {
    if (!this.active) {
      for (const p of postings) this.sums.delete(`${p.account}|${p.asset}`);
      return;
    }
    const journal = this.journal!;
    for (const p of postings) {
      if (this.reads.isHouse(p.account)) continue;
      const sums = this.sums.get(`${p.account}|${p.asset}`);
      if (sums === undefined) continue; // loaded later from the postings, this one included
      const key = `${p.bucket}|${p.settleDate}`;
      const before = sums.get(key);
      sums.set(key, { amount: (before?.amount ?? 0) + p.amount, cost: (before?.cost ?? 0) + p.cost });
      journal.push(before ? () => sums.set(key, before) : () => sums.delete(key));
    }
  }

  /** One account's asset, loaded from its postings on first use (inside the writer's transaction). */
  private async load(db: Db, account: string, asset: string): Promise<Sums> {
    const key = `${account}|${asset}`;
    let sums = this.sums.get(key);
    if (sums === undefined) {
      sums = new Map();
      for (const g of await this.reads.groupedSums(db, account, asset))
        sums.set(`${g.bucket}|${g.settleDate}`, { amount: g.amount, cost: g.cost });
      this.sums.set(key, sums);
      this.journal!.push(() => this.sums.delete(key));
    }
    return sums;
  }
}
