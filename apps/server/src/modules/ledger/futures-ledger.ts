// Futures in the ledger: a fill of a VN30F order posts its position change, realised P/L, fee, tax
// and margin in the OMS's transaction (with the order's own change); the exchange's day rollover
// settles every open position (daily settlement price, VSDC fees, and at expiry the final
// settlement price the rollover event carries); reads give the positions and the margin risk; an
// opening order past the stop-opening level is refused (-6032).
import type { RolloverEvent } from '@sen/exchange';
import { DEFAULT_FEE_SCHEDULE, type FeeSchedule } from '@sen/market';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { BalanceStore } from './balance-store.ts';
import { entryExists, type Db } from './ledger-repository.ts';
import { CASH, posting, type Posting } from './ledger-rules.ts';
import { futuresFillCharges } from './futures-fees.ts';
import {
  marginRisk,
  openingContracts,
  withinOpeningLimit,
  type FuturesPrice,
  type MarginRisk,
} from './futures-margin.ts';
import { accountsWithPositions, futuresSums, openFuturesOrderMargin } from './futures-repository.ts';
import {
  deriveHoldings,
  EMPTY_HOLDING,
  futuresFill,
  marginOfOthers,
  markToMarket,
  MARGIN_BUCKET,
  rollPostings,
  type FuturesCash,
  type FuturesFill,
  type FuturesHolding,
} from './futures-rules.ts';

export interface FuturesState {
  holdings: Map<string, FuturesHolding>;
  cash: FuturesCash;
}

/** The settlement of one trading day: what the exchange's rollover event gives the back office. */
export interface DaySettlement {
  /** The trading date settled. */
  businessDate: string;
  /** Daily settlement price (DSP) of each contract, units (points x 100). */
  prices: ReadonlyMap<string, number>;
  /** Final settlement price of each contract whose last trading day it was. */
  finals: ReadonlyMap<string, number>;
  /** The day is its month's last trading day (the month's VSDC margin-asset fee is due). */
  monthEnd: boolean;
  /** After an expiry: the board symbol each open contract trades under from the next day. */
  rolls: ReadonlyMap<string, string>;
}

/** A board symbol's contract on the new trading day (the exchange's futuresContract). */
export type ContractOf = (symbol: string) => string | undefined;

/**
 * The day settlement of a rollover: each contract's DSP and, on its last trading day, its final
 * settlement price (the VN30 trimmed average the exchange computed), both from the event's
 * `futuresSettlements`. A contract the event does not settle keeps its last mark: a board
 * symbol's new reference is no settlement price (after an expiry it is the next contract's).
 * With `contractOf` (the exchange's mapping on the new day), a contract that moves to another
 * board symbol after an expiry is rolled there.
 */
export function daySettlementOf(
  event: Pick<RolloverEvent, 'previousDate' | 'tradingDate' | 'futuresSettlements'>,
  contractOf?: ContractOf,
): DaySettlement {
  const prices = new Map<string, number>();
  const finals = new Map<string, number>();
  const rolls = new Map<string, string>();
  const symbols = event.futuresSettlements.map((s) => s.symbol);
  for (const s of event.futuresSettlements) {
    if (s.finalSettlementPrice !== null) {
      finals.set(s.symbol, s.finalSettlementPrice);
      prices.set(s.symbol, s.finalSettlementPrice);
      continue;
    }
    prices.set(s.symbol, s.dailySettlementPrice);
    const next = contractOf && symbols.find((symbol) => contractOf(symbol) === s.contract);
    if (next && next !== s.symbol) rolls.set(s.symbol, next);
  }
  return {
    businessDate: event.previousDate,
    prices,
    finals,
    monthEnd: event.previousDate.slice(0, 7) !== event.tradingDate.slice(0, 7),
    rolls,
  };
}

/** How the futures ledger posts its entries (the ledger service's `post`). */
export interface PostsEntries {
  post(db: Db, kind: string, ref: string | null, postings: Posting[], memo?: string): Promise<boolean>;
}

export class FuturesLedger {
  /** Days whose settlement is under way: a fill of an account settles them first. */
  private readonly pending: DaySettlement[] = [];
  private price: FuturesPrice = () => undefined;
  /** The brokerage's fee schedule of futures fills and VSDC fees. */
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE;

  constructor(
    private readonly ledger: PostsEntries,
    private readonly db: Kysely<Database>,
    private readonly balances: Pick<BalanceStore, 'lock'>,
  ) {}

  /** Live prices (units) for the margin risk; without them a contract is valued at its last mark. */
  usePrices(price: FuturesPrice): void {
    this.price = price;
  }

  /** One account's futures holdings and the cash they use (inside `db` when it is a transaction). */
  async state(sub: string, db: Db = this.db): Promise<FuturesState> {
    const sums = await futuresSums(db, sub);
    const cashOf = (bucket: string) => sums.find((s) => s.asset === CASH && s.bucket === bucket)?.amount ?? 0;
    return {
      holdings: deriveHoldings(sums),
      cash: { available: cashOf('available'), margin: cashOf(MARGIN_BUCKET) },
    };
  }

  /** The account's margin ratio and level at the live prices. */
  async risk(sub: string, db: Db = this.db): Promise<MarginRisk> {
    const { holdings, cash } = await this.state(sub, db);
    return marginRisk(holdings, cash, this.price);
  }

  /**
   * Refuses (-6032, the account safety ratio) an order whose opening contracts would take the
   * account's margin ratio past the stop-opening level, counting the margin its other open
   * futures orders block. Closing contracts are never refused here. Run inside the order's
   * transaction, before its own cash is blocked.
   */
  async requireOpeningMargin(
    db: Db,
    order: { sub: string; symbol: string; side: 'B' | 'S'; volume: number; margin: number },
  ): Promise<void> {
    const { holdings, cash } = await this.state(order.sub, db);
    const net = holdings.get(order.symbol)?.quantity ?? 0;
    const opening = openingContracts(net, order.side, order.volume);
    if (opening === 0) return;
    const openingMargin = Math.ceil((order.margin * opening) / order.volume);
    const pending = await openFuturesOrderMargin(db, order.sub);
    if (!withinOpeningLimit(marginRisk(holdings, cash, this.price), openingMargin, pending))
      throw new SenError('exceedsSafetyRatio');
  }

  /**
   * Posts one fill (ref unique per fill: a replay is a no-op) with its fee and tax. An account's
   * day settlement still under way is posted first, so a new day's fill never lands in a contract
   * before the old day's mark or final settlement. Returns the realised P/L of the fill.
   */
  async postFill(db: Db, ref: string, fill: FuturesFill): Promise<number> {
    await this.balances.lock(db, [fill.sub]);
    for (const day of this.pending) await this.settleAccount(db, fill.sub, day);
    const { holdings, cash } = await this.state(fill.sub, db);
    const holding = holdings.get(fill.symbol) ?? EMPTY_HOLDING;
    const { fee, tax } = futuresFillCharges(fill.price, fill.quantity, this.schedule);
    const result = futuresFill(
      { ...fill, charges: fill.charges ?? fee + tax },
      holding,
      cash,
      marginOfOthers(holdings, fill.symbol),
    );
    await this.ledger.post(db, 'futures-fill', ref, result.postings, `${fill.side} ${fill.symbol}`);
    return result.realised;
  }

  /** Settles the day a rollover event ends (see daySettlementOf). Returns the accounts marked. */
  async settleRollover(
    event: Pick<RolloverEvent, 'previousDate' | 'tradingDate' | 'futuresSettlements'>,
    contractOf?: ContractOf,
  ): Promise<number> {
    const day = daySettlementOf(event, contractOf);
    this.pending.push(day);
    try {
      return await this.settleDay(day);
    } finally {
      this.pending.splice(this.pending.indexOf(day), 1);
    }
  }

  /**
   * Daily settlement of every open position: mark-to-market to the settlement prices with the
   * day's VSDC fees (one entry per account and date, idempotent), then a contract at its final
   * settlement is closed at the final settlement price (cash-settled). Returns the accounts marked.
   */
  async settleDay(day: DaySettlement): Promise<number> {
    let marked = 0;
    for (const sub of await accountsWithPositions(this.db)) {
      const posted = await this.db.transaction().execute(async (trx) => {
        await this.balances.lock(trx, [sub]);
        return this.settleAccount(trx, sub, day);
      });
      if (posted) marked += 1;
    }
    return marked;
  }

  /** Daily settlement with the given prices (tests and tools): see settleDay. */
  markToMarket(
    businessDate: string,
    prices: ReadonlyMap<string, number>,
    finals: ReadonlyMap<string, number> = new Map(),
    monthEnd = false,
  ): Promise<number> {
    return this.settleDay({ businessDate, prices, finals, monthEnd, rolls: new Map() });
  }

  /**
   * One account's settlement of a day, inside `db` (already locked on PostgreSQL): the mark and
   * the day's fees, the final settlement of expired contracts, the roll of the others.
   */
  private async settleAccount(db: Db, sub: string, day: DaySettlement): Promise<boolean> {
    // The day's mark is written first and always (an empty one as a marker), in the same
    // transaction as the rest: once it exists the account's day is settled, whatever it holds now.
    const ref = `${sub}|${day.businessDate}`;
    if (await entryExists(db, 'futures-mtm', ref)) return false;
    const { holdings, cash } = await this.state(sub, db);
    const { postings } = markToMarket(sub, holdings, day.prices, cash, {
      monthEnd: day.monthEnd,
      schedule: this.schedule,
    });
    const marker = [posting(sub, CASH, 'available', 0)];
    await this.ledger.post(
      db,
      'futures-mtm',
      ref,
      postings.length > 0 ? postings : marker,
      'daily settlement',
    );
    for (const [symbol, price] of day.finals) {
      const after = await this.state(sub, db);
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
        db,
        'futures-final',
        `${sub}|${symbol}|${day.businessDate}`,
        close.postings,
        'final settlement',
      );
    }
    if (day.rolls.size > 0) {
      const rolled = rollPostings(sub, (await this.state(sub, db)).holdings, day.rolls);
      if (rolled.length > 0) await this.ledger.post(db, 'futures-roll', ref, rolled, 'series roll');
    }
    return postings.length > 0;
  }
}
