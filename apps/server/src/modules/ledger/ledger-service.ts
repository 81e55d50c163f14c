// The ledger's API for the back office and the OMS. Every write is one balanced entry in one
// transaction; pass the OMS's own transaction to post a fill together with its order change.
// A write that would take a customer's available, blocked or receivable below zero is refused
// (-6012 cash, -6013 securities) and leaves nothing behind.
//
// Balances are read and locked through the balance store (balance-store.ts), chosen once for the
// database: on SQLite, inside a batch of the OMS's single writer, the balance sums of the customer
// accounts it touches come from memory, not from summing their postings again; the postings are
// still written in the same batch, before anything is acknowledged, and remain the authoritative
// copy the memory is loaded from. On PostgreSQL a posting locks its customer accounts first.
import { addTradingDays } from '@sen/market';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { balanceStoreFor } from '../../plugins/storage/balance-store/balance-store-for.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import * as entries from './ledger-entries.ts';
import { ADVANCE_ACCOUNT } from './money-entries.ts';
import type { BalanceStore, BucketKey } from './balance-store.ts';
import { FuturesLedger } from './futures-ledger.ts';
import {
  bucketSum,
  dueReceivables,
  groupedSums,
  insertEntry,
  type Db,
  unlistedReceivables,
} from './ledger-repository.ts';
import { LISTING_ORIGINS, settlementParts, settlementRef } from './listing-settlement.ts';
import {
  assertBalanced,
  CASH,
  deriveBalances,
  isHouseAccount,
  loweredBuckets,
  raisedLiabilities,
  type AssetBalance,
  type Posting,
} from './ledger-rules.ts';

const SETTLEMENT_DAYS = 2;

/** How the balance store reads the ledger's sums from the database. */
export const BALANCE_READS = {
  bucketSum,
  groupedSums: (db: Db, account: string, asset: string) => groupedSums(db, account, asset),
  isHouse: isHouseAccount,
};

export interface LedgerOptions {
  /** The market's business date (yyyy-mm-dd). */
  today: () => string;
  now: () => number;
}

interface Order {
  subAcntNo: string;
  /** Unique per kind: replaying the same ref is a no-op (idempotent). */
  ref: string;
}

export class LedgerService {
  private settling: Promise<unknown> = Promise.resolve();
  /** VN30 futures positions, margin and daily mark-to-market (futures-ledger.ts). */
  readonly futures: FuturesLedger;
  /** Where balances are read and locked (balance-store.ts); the order writer drives its batches. */
  readonly balanceStore: BalanceStore;
  /** The settlement date of the last trade date a fill asked for (a day's fills all ask the same). */
  private settlement = { tradeDate: '', settleDate: '' };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: LedgerOptions,
  ) {
    this.balanceStore = balanceStoreFor(db, BALANCE_READS);
    this.futures = new FuturesLedger(this, db, this.balanceStore);
  }

  /**
   * Holds these accounts until the transaction ends, before their balances are read, for a service
   * that reads, checks, then posts (money movements, the bond desk): the balance store's lock
   * (PostgreSQL: advisory locks in one order; SQLite: one writer, nothing to hold).
   */
  lockAccounts(db: Db, accounts: readonly string[]): Promise<void> {
    return this.balanceStore.lock(db, accounts);
  }

  /** Sum of one bucket: from memory inside the writer's batch, else from the postings. */
  bucket(db: Db, key: BucketKey): Promise<number> {
    return this.balanceStore.bucket(db, key);
  }

  /** Available cash (asset CASH) or shares of a symbol of a sub-account. */
  available(db: Db, account: string, asset: string): Promise<number> {
    return this.bucket(db, { account, asset, bucket: 'available', settleDate: '' });
  }

  /** Posts one balanced entry (inside `db` when it is a transaction). Returns false for a replayed ref. */
  async post(db: Db, kind: string, ref: string | null, postings: Posting[], memo = ''): Promise<boolean> {
    assertBalanced(postings);
    const run = async (trx: Db): Promise<boolean> => {
      await this.balanceStore.lock(
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
      this.balanceStore.posted(postings);
      for (const key of loweredBuckets(postings)) {
        if ((await this.bucket(trx, key)) < 0)
          throw new SenError(key.asset === CASH ? 'insufficientBuyingPower' : 'insufficientSecurities');
      }
      for (const key of raisedLiabilities(postings)) {
        if ((await this.bucket(trx, key)) > 0) throw new SenError('repayExceedsDebt');
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
    const sums = await this.balanceStore.grouped(db, f.subAcntNo, f.symbol);
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
  settleDue(businessDate: string): Promise<number> {
    // One settlement at a time: a new day's rollover settles from the ledger's job and the margin
    // job's at once, and a settlement reads what is due, then what of it is unlisted, then posts:
    // interleaved, one could post a due amount the other had already moved.
    const run = this.settling.then(() => this.settleDueNow(businessDate));
    this.settling = run.catch(() => undefined);
    return run;
  }

  private async settleDueNow(businessDate: string): Promise<number> {
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

  /** Balances of a sub-account per asset (CASH and each symbol). */
  async balances(subAcntNo: string, db: Db = this.db): Promise<Map<string, AssetBalance>> {
    return deriveBalances(await groupedSums(db, subAcntNo));
  }
}
