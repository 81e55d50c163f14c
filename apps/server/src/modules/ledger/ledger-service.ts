// The ledger's API for the back office and the OMS. Every write is one balanced entry in one
// transaction; pass the OMS's own transaction to post a fill together with its order change.
// A write that would take a customer's available, blocked or receivable below zero is refused
// (-6012 cash, -6013 securities) and leaves nothing behind.
import { addTradingDays } from '@sen/market';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { StorageKind } from '../../plugins/storage/create-database.ts';
import { TradingError } from '../trading-gateway/trading-errors.ts';
import * as entries from './ledger-entries.ts';
import { FuturesLedger } from './futures-ledger.ts';
import {
  bucketSum,
  dueReceivables,
  groupedSums,
  insertEntry,
  lockAccounts,
  type Db,
} from './ledger-repository.ts';
import {
  assertBalanced,
  CASH,
  deriveBalances,
  isHouseAccount,
  loweredBuckets,
  type AssetBalance,
  type Posting,
} from './ledger-rules.ts';

export const SETTLEMENT_DAYS = 2;

export interface LedgerOptions {
  kind: StorageKind;
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
  /** VN30 futures positions, margin and daily mark-to-market (futures-ledger.ts). */
  readonly futures: FuturesLedger;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: LedgerOptions,
  ) {
    this.futures = new FuturesLedger(this, db, options.kind === 'postgres');
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
      const id = await insertEntry(
        trx,
        { kind, ref, memo, businessDate: this.options.today(), createdAt: this.options.now() },
        postings,
      );
      if (id === undefined) return false;
      for (const key of loweredBuckets(postings)) {
        if ((await bucketSum(trx, key)) < 0)
          throw new TradingError(key.asset === CASH ? 'insufficientCash' : 'insufficientStock');
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
    },
  ): Promise<boolean> {
    const fill = {
      sub: f.subAcntNo,
      symbol: f.symbol,
      quantity: f.quantity,
      price: f.price,
      fee: f.fee,
      settleDate: addTradingDays(f.tradeDate, SETTLEMENT_DAYS),
    };
    if (f.side === 'B') return this.post(db, 'fill', f.ref, entries.buyFill(fill));
    const held = deriveBalances(await groupedSums(db, f.subAcntNo, f.symbol)).get(f.symbol);
    const costOut = held && held.total > 0 ? Math.round((held.cost * f.quantity) / held.total) : 0;
    return this.post(db, 'fill', f.ref, entries.sellFill(fill, costOut));
  }

  /** Settles every receivable due on or before the business date (run at the day rollover). */
  async settleDue(businessDate: string): Promise<number> {
    let settled = 0;
    for (const due of await dueReceivables(this.db, businessDate)) {
      const ref = `${due.account}|${due.asset}|${due.settleDate}`;
      if (
        await this.post(
          this.db,
          'settlement',
          ref,
          entries.settle(due.account, due.asset, due.settleDate, due.amount),
          'T+2 settlement',
        )
      )
        settled += 1;
    }
    return settled;
  }

  /** Balances of a sub-account per asset (VND and each symbol). */
  async balances(subAcntNo: string, db: Db = this.db): Promise<Map<string, AssetBalance>> {
    return deriveBalances(await groupedSums(db, subAcntNo));
  }
}
