// The ledger's API for the back office and the OMS. Every write is one balanced entry in one
// transaction; pass the OMS's own transaction to post a fill together with its order change.
// A write that would take a customer's available, blocked or receivable below zero is refused
// (-6012 cash, -6013 securities) and leaves nothing behind.
//
// In-memory balances (SQLite): inside a batch of the OMS's single writer, the balance sums of the
// customer accounts it touches come from a book in memory (BalanceBook below), not from summing
// their postings again; the postings are still written in the same batch, before anything is
// acknowledged, and remain the authoritative copy the book is loaded from.
import { addTradingDays } from '@sen/market';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { StorageKind } from '../../plugins/storage/create-database.ts';
import { directOf } from '../../plugins/storage/sqlite-direct.ts';
import { UndoJournal } from '../../plugins/storage/undo-journal.ts';
import { TradingError } from '../trading-gateway/trading-errors.ts';
import * as entries from './ledger-entries.ts';
import { ADVANCE_ACCOUNT } from './money-entries.ts';
import { FuturesLedger } from './futures-ledger.ts';
import {
  bucketSum,
  dataVersion,
  dueReceivables,
  groupedSums,
  insertEntry,
  lockAccounts,
  type Db,
  type GroupedSum,
  unlistedReceivables,
} from './ledger-repository.ts';
import { LISTING_ORIGINS, settlementParts, settlementRef } from './listing-settlement.ts';
import {
  assertBalanced,
  type Bucket,
  CASH,
  deriveBalances,
  isHouseAccount,
  loweredBuckets,
  raisedLiabilities,
  type AssetBalance,
  type Posting,
} from './ledger-rules.ts';

const SETTLEMENT_DAYS = 2;

export interface LedgerOptions {
  kind: StorageKind;
  /** The market's business date (yyyy-mm-dd). */
  today: () => string;
  now: () => number;
}

type BucketKey = Pick<Posting, 'account' | 'asset' | 'bucket' | 'settleDate'>;
type Sums = Map<string, { amount: number; cost: number }>;

/**
 * The balance sums of customer accounts (per account and asset: each bucket and settlement date's
 * amount and cost), kept in memory for the OMS's single writer on SQLite. Only used while a batch
 * of the writer runs (`begin` ... `end`, with SQLite's one connection held by the writer, so no
 * other statement can run in between): a sum is loaded from the postings on first use inside the
 * batch's transaction, then every posting the batch writes through `LedgerService.post` changes it
 * too. Every change is journaled, so a job rolled back to its savepoint (`rollbackTo`) or a failed
 * batch (`end(false)`) takes its changes out of memory as the database takes them out of the file.
 * A posting written outside the writer's batch drops its accounts' sums (`forget`); a commit by
 * another connection to the file (`pragma data_version`) drops them all. Disabled on PostgreSQL
 * (several connections and nodes write there).
 */
export class BalanceBook extends UndoJournal {
  private readonly sums = new Map<string, Sums>();
  private version: number | undefined;

  constructor(
    readonly enabled: boolean,
    private readonly limit = 200_000,
  ) {
    super();
  }

  /** True inside a batch of the writer: sums come from memory. */
  get active(): boolean {
    return this.journal !== undefined;
  }

  /** The writer's batch starts (it holds the connection, its transaction is open). */
  async begin(db: Db): Promise<void> {
    if (!this.enabled) return;
    // The writer thread checks other connections' commits itself (and then resets this book).
    if (directOf(db)?.checksExternalCommits !== true) {
      const version = await dataVersion(db);
      if (version !== this.version) this.sums.clear();
      this.version = version;
    }
    if (this.sums.size > this.limit) this.sums.clear();
    this.journal = [];
  }

  /** A batch ended here failed on the writer thread: every sum is read again when next used. */
  reset(): void {
    this.sums.clear();
    this.version = undefined;
  }

  /** One account's asset, loaded from its postings on first use (inside the writer's transaction). */
  private async load(db: Db, account: string, asset: string): Promise<Sums> {
    const key = `${account}|${asset}`;
    let sums = this.sums.get(key);
    if (sums === undefined) {
      sums = new Map();
      for (const g of await groupedSums(db, account, asset))
        sums.set(`${g.bucket}|${g.settleDate}`, { amount: g.amount, cost: g.cost });
      this.sums.set(key, sums);
      this.journal!.push(() => this.sums.delete(key));
    }
    return sums;
  }

  async bucket(db: Db, key: BucketKey): Promise<number> {
    const sums = await this.load(db, key.account, key.asset);
    return sums.get(`${key.bucket}|${key.settleDate}`)?.amount ?? 0;
  }

  async grouped(db: Db, account: string, asset: string): Promise<GroupedSum[]> {
    const sums = await this.load(db, account, asset);
    return [...sums].map(([k, v]) => {
      const [bucket, settleDate] = k.split('|') as [Bucket, string];
      return { asset, bucket, settleDate, amount: v.amount, cost: v.cost };
    });
  }

  /** Postings just written inside the batch: the loaded sums they touch change with them. */
  apply(postings: readonly Posting[]): void {
    const journal = this.journal!;
    for (const p of postings) {
      if (isHouseAccount(p.account)) continue;
      const sums = this.sums.get(`${p.account}|${p.asset}`);
      if (sums === undefined) continue; // loaded later from the postings, this one included
      const key = `${p.bucket}|${p.settleDate}`;
      const before = sums.get(key);
      sums.set(key, { amount: (before?.amount ?? 0) + p.amount, cost: (before?.cost ?? 0) + p.cost });
      journal.push(before ? () => sums.set(key, before) : () => sums.delete(key));
    }
  }

  /** Postings written outside the writer's batch: their accounts' sums are read again when next used. */
  forget(postings: readonly Posting[]): void {
    if (!this.enabled) return;
    for (const p of postings) this.sums.delete(`${p.account}|${p.asset}`);
  }
}

interface Order {
  subAcntNo: string;
  /** Unique per kind: replaying the same ref is a no-op (idempotent). */
  ref: string;
}

export class LedgerService {
  /** VN30 futures positions, margin and daily mark-to-market (futures-ledger.ts). */
  readonly futures: FuturesLedger;
  /** Balances in memory for the OMS's writer (SQLite); the writer drives its batches. */
  readonly book: BalanceBook;
  /** The settlement date of the last trade date a fill asked for (a day's fills all ask the same). */
  private settlement = { tradeDate: '', settleDate: '' };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: LedgerOptions,
  ) {
    this.futures = new FuturesLedger(this, db, options.kind === 'postgres');
    this.book = new BalanceBook(options.kind === 'sqlite');
  }

  /** Sum of one bucket: from memory inside the writer's batch, else from the postings. */
  bucket(db: Db, key: BucketKey): Promise<number> {
    return this.book.active ? this.book.bucket(db, key) : bucketSum(db, key);
  }

  /** Available cash (asset VND) or shares of a symbol of a sub-account. */
  available(db: Db, account: string, asset: string): Promise<number> {
    return this.bucket(db, { account, asset, bucket: 'available', settleDate: '' });
  }

  /** Posts one balanced entry (inside `db` when it is a transaction). Returns false for a replayed ref. */
  async post(db: Db, kind: string, ref: string | null, postings: Posting[], memo = ''): Promise<boolean> {
    assertBalanced(postings);
    const run = async (trx: Db): Promise<boolean> => {
      if (this.options.kind === 'postgres')
        await lockAccounts(
          trx,
          postings.map((p) => p.account).filter((a) => !isHouseAccount(a)),
        );
      // A replayed ref writes nothing (the insert skips it on the unique kind and ref).
      const written = await insertEntry(
        trx,
        { kind, ref, memo, businessDate: this.options.today(), createdAt: this.options.now() },
        postings,
      );
      if (!written) return false;
      if (this.book.active) this.book.apply(postings);
      else this.book.forget(postings);
      for (const key of loweredBuckets(postings)) {
        if ((await this.bucket(trx, key)) < 0)
          throw new TradingError(key.asset === CASH ? 'insufficientCash' : 'insufficientStock');
      }
      for (const key of raisedLiabilities(postings)) {
        if ((await this.bucket(trx, key)) > 0) throw new TradingError('repayExceedsDebt');
      }
      return true;
    };
    return db.isTransaction ? run(db) : this.db.transaction().execute(run);
  }

  deposit(db: Db, d: { subAcntNo: string; amount: number; ref: string }): Promise<boolean> {
    return this.post(db, 'deposit', d.ref, entries.depositCash(d.subAcntNo, d.amount), 'cash deposit');
  }

  depositSecurities(
    db: Db,
    d: { subAcntNo: string; symbol: string; quantity: number; cost: number; ref: string },
  ): Promise<boolean> {
    return this.post(
      db,
      'deposit-securities',
      d.ref,
      entries.depositSecurities(d.subAcntNo, d.symbol, d.quantity, d.cost),
      'securities deposit',
    );
  }

  blockCash(db: Db, o: Order & { amount: number }): Promise<boolean> {
    return this.post(db, 'block-cash', o.ref, entries.block(o.subAcntNo, CASH, o.amount));
  }

  unblockCash(db: Db, o: Order & { amount: number }): Promise<boolean> {
    return this.post(db, 'unblock-cash', o.ref, entries.unblock(o.subAcntNo, CASH, o.amount));
  }

  blockShares(db: Db, o: Order & { symbol: string; quantity: number }): Promise<boolean> {
    return this.post(db, 'block-shares', o.ref, entries.block(o.subAcntNo, o.symbol, o.quantity));
  }

  unblockShares(db: Db, o: Order & { symbol: string; quantity: number }): Promise<boolean> {
    return this.post(db, 'unblock-shares', o.ref, entries.unblock(o.subAcntNo, o.symbol, o.quantity));
  }

  /** Posts a match of a buy (from blocked cash) or a sell (from blocked shares), settling T+2. */
  async postFill(
    db: Db,
    f: Order & {
      side: 'B' | 'S';
      symbol: string;
      quantity: number;
      price: number;
      fee: number;
      tradeDate: string;
      /** Postings that belong to the same entry (a margin buy's loan, margin-entries.ts). */
      extra?: Posting[];
    },
  ): Promise<boolean> {
    const fill = {
      sub: f.subAcntNo,
      symbol: f.symbol,
      quantity: f.quantity,
      price: f.price,
      fee: f.fee,
      settleDate: this.settleDateOf(f.tradeDate),
    };
    if (f.side === 'B') return this.post(db, 'fill', f.ref, [...entries.buyFill(fill), ...(f.extra ?? [])]);
    const sums = this.book.active
      ? await this.book.grouped(db, f.subAcntNo, f.symbol)
      : await groupedSums(db, f.subAcntNo, f.symbol);
    const held = deriveBalances(sums).get(f.symbol);
    const costOut = held && held.total > 0 ? Math.round((held.cost * f.quantity) / held.total) : 0;
    return this.post(db, 'fill', f.ref, entries.sellFill(fill, costOut));
  }

  /** T+2 of a trade date: the calendar walk (3% of the order path's CPU) once a trade date, not once a fill. */
  private settleDateOf(tradeDate: string): string {
    if (this.settlement.tradeDate !== tradeDate)
      this.settlement = { tradeDate, settleDate: addTradingDays(tradeDate, SETTLEMENT_DAYS) };
    return this.settlement.settleDate;
  }

  /** Settles every receivable due on or before the business date (run at the day rollover). */
  async settleDue(businessDate: string): Promise<number> {
    let settled = 0;
    for (const due of await dueReceivables(this.db, businessDate)) {
      // The advance account's receivables repay cash advances: the money module posts them, one
      // entry per advance with its status (money/advance-repayments.ts).
      if (due.account === ADVANCE_ACCOUNT) continue;
      // Dividend, bonus and rights shares are listed in entries of their own (listing-settlement.ts).
      const base = `${due.account}|${due.asset}|${due.settleDate}`;
      const unlisted = due.asset === CASH ? [] : await unlistedReceivables(this.db, due, LISTING_ORIGINS);
      for (const part of settlementParts(due.amount, unlisted)) {
        const memo = part.origin === null ? 'T+2 settlement' : `listing: ${part.origin}`;
        const postings = entries.settle(due.account, due.asset, due.settleDate, part.amount);
        if (await this.post(this.db, 'settlement', settlementRef(base, part.origin), postings, memo))
          settled += 1;
      }
    }
    return settled;
  }

  /** Balances of a sub-account per asset (VND and each symbol). */
  async balances(subAcntNo: string, db: Db = this.db): Promise<Map<string, AssetBalance>> {
    return deriveBalances(await groupedSums(db, subAcntNo));
  }
}
