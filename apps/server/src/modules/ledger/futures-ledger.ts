// Futures in the ledger: a fill of a VN30F order posts its position change, realised P/L and
// margin in the OMS's transaction (with the order's own change); the day rollover marks every open
// position to the settlement price the exchange gives; reads give the positions with their P/L.
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { lockAccounts, type Db } from './ledger-repository.ts';
import { CASH } from './ledger-rules.ts';
import type { LedgerService } from './ledger-service.ts';
import { accountsWithPositions, futuresSums } from './futures-repository.ts';
import {
  deriveHoldings,
  futuresFill,
  marginOfOthers,
  markToMarket,
  MARGIN_BUCKET,
  type FuturesCash,
  type FuturesFill,
  type FuturesHolding,
} from './futures-rules.ts';

export interface FuturesState {
  holdings: Map<string, FuturesHolding>;
  cash: FuturesCash;
}

export class FuturesLedger {
  constructor(
    private readonly ledger: LedgerService,
    private readonly db: Kysely<Database>,
    private readonly postgres: boolean,
  ) {}

  /** One account's futures holdings and the cash they use (inside `db` when it is a transaction). */
  async state(sub: string, db: Db = this.db): Promise<FuturesState> {
    const sums = await futuresSums(db, sub);
    const cashOf = (bucket: string) => sums.find((s) => s.asset === CASH && s.bucket === bucket)?.amount ?? 0;
    return {
      holdings: deriveHoldings(sums),
      cash: { available: cashOf('available'), margin: cashOf(MARGIN_BUCKET) },
    };
  }

  /** Posts one fill (ref unique per fill: a replay is a no-op). Returns the realised P/L of it. */
  async postFill(db: Db, ref: string, fill: FuturesFill): Promise<number> {
    const { holdings, cash } = await this.state(fill.sub, db);
    const holding = holdings.get(fill.symbol) ?? {
      quantity: 0,
      openValue: 0,
      variationMargin: 0,
      realised: 0,
    };
    const result = futuresFill(fill, holding, cash, marginOfOthers(holdings, fill.symbol));
    await this.ledger.post(db, 'futures-fill', ref, result.postings, `${fill.side} ${fill.symbol}`);
    return result.realised;
  }

  /**
   * Daily mark-to-market of every open position to the settlement prices of `businessDate` (one
   * entry per account, idempotent per account and date); a contract at its final settlement is
   * then closed at the final settlement price (cash-settled). Returns the accounts marked.
   */
  async markToMarket(
    businessDate: string,
    settlementPrices: ReadonlyMap<string, number>,
    finalPrices: ReadonlyMap<string, number> = new Map(),
  ): Promise<number> {
    let marked = 0;
    for (const sub of await accountsWithPositions(this.db)) {
      const posted = await this.db.transaction().execute(async (trx) => {
        if (this.postgres) await lockAccounts(trx, [sub]);
        const { holdings, cash } = await this.state(sub, trx);
        const { postings } = markToMarket(sub, holdings, settlementPrices, cash);
        const done =
          postings.length > 0 &&
          (await this.ledger.post(
            trx,
            'futures-mtm',
            `${sub}|${businessDate}`,
            postings,
            'daily settlement',
          ));
        for (const [symbol, price] of finalPrices) {
          const after = await this.state(sub, trx);
          const holding = after.holdings.get(symbol);
          if (!holding || holding.quantity === 0) continue;
          const close = futuresFill(
            {
              sub,
              symbol,
              side: holding.quantity > 0 ? 'S' : 'B',
              quantity: Math.abs(holding.quantity),
              price,
              release: 0,
            },
            holding,
            after.cash,
            marginOfOthers(after.holdings, symbol),
          );
          await this.ledger.post(
            trx,
            'futures-final',
            `${sub}|${symbol}|${businessDate}`,
            close.postings,
            'final settlement',
          );
        }
        return done;
      });
      if (posted) marked += 1;
    }
    return marked;
  }
}
