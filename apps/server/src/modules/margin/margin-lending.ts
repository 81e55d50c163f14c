// Margin lending in the order path (the OMS's MarginHooks, orders/order-deps.ts) and purchase
// power: ONE function (`inputs` + @sen/market's marginBuyingPower) gives PurchasePower, the
// ticket's maximum volume and the pre-trade check. Everything here runs inside the OMS writer's
// job (the single writer), so the credit a buy checks is held in the same transaction and 200
// parallel buys cannot lend more than the power.
import {
  checkMarginBuy,
  lendingRoomOf,
  marginBuyingPower,
  marginRatioBps,
  saleBreaksRatio,
  type BuyingPowerInput,
  type MarginPolicy,
} from '@sen/market';
import { isMarginSubAccount } from '@sen/protocol';
import { bucketSum, type Db } from '../ledger/ledger-repository.ts';
import { CASH, type Posting } from '../ledger/ledger-rules.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import { MARGIN_HOUSE, drawLoan, holdCredit, releaseCredit } from '../ledger/margin-entries.ts';
import type { MarginHooks } from '../orders/order-deps.ts';
import type { OrderRow } from '../orders/order-repository.ts';
import { maxBuyVolume } from '../ledger/max-volume.ts';
import { loanDueDate } from '@sen/market';
import {
  creditLimitOf,
  insertLoan,
  insertOrderCredit,
  openBuys,
  orderCredit,
  setOrderCredit,
} from './margin-repository.ts';
import { positionOf, readMarginState, type PriceOf } from './margin-state.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

/** Sale fee and tax assumed by the -6668 check and the force-sell size (0.35% + 0.1%), bps. */
export const SALE_COST_BPS = 45;
// Shares that leave without proceeds (a stock transfer out): a sale whose cost is all of its value.
const NO_PROCEEDS_BPS = 10_000;
const FORCE_SELL_PREFIX = 'force-sell:';

export interface LendingDeps {
  ledger: LedgerService;
  policy: MarginPolicy;
  /** Lend ratio of a symbol, bps (0: not marginable): the board's /getMarginList rule. */
  lendBps: (symbol: string) => number;
  price: PriceOf;
  now: () => number;
}

export interface PurchasePower {
  subAcntNo: string;
  cashAvailable: number;
  purchasePower: number;
  maxVolume: number;
  /** What may be borrowed for the symbol (margin sub-accounts). */
  loan: number;
  lendRatio: number;
}

export class MarginLending implements MarginHooks {
  constructor(private readonly deps: LendingDeps) {}

  /** A force-sell order's refId (placed by the risk watcher; -6669 to the customer). */
  static forceSellRef(parts: string): string {
    return `${FORCE_SELL_PREFIX}${parts}`.slice(0, 64);
  }

  isForced(refId: string): boolean {
    return refId.startsWith(FORCE_SELL_PREFIX);
  }

  /** The inputs of the purchase power of a margin sub-account for a symbol (the best ratio without one). */
  async inputs(db: Db, sub: string, symbol: string | undefined, cash: number): Promise<BuyingPowerInput> {
    const lendBps = symbol === undefined ? 5_000 : this.deps.lendBps(symbol);
    const limit = (await creditLimitOf(db, sub)) ?? this.deps.policy.creditLimit;
    const key = { account: sub, asset: CASH, settleDate: '' } as const;
    const used = -(
      (await this.deps.ledger.bucket(db, { ...key, bucket: 'debt' })) +
      (await this.deps.ledger.bucket(db, { ...key, bucket: 'credit' }))
    );
    let roomLeft = Number.MAX_SAFE_INTEGER;
    if (symbol !== undefined && lendBps > 0) {
      const house = { account: MARGIN_HOUSE.room(symbol), asset: CASH, settleDate: '' } as const;
      const lent =
        (await bucketSum(db, { ...house, bucket: 'debt' })) +
        (await bucketSum(db, { ...house, bucket: 'credit' }));
      roomLeft = lendingRoomOf(lendBps) - lent;
    }
    const { collateral, liabilities } = await this.collateral(db, sub);
    return { cash, lendBps, creditLeft: limit - used, roomLeft, collateral, liabilities };
  }

  /**
   * What the account holds as collateral (securities at market value and open buys' blocked cash at
   * their lend ratios, receivable cash whole) and what it owes (debt, interest, held credit).
   */
  async collateral(db: Db, sub: string): Promise<{ collateral: number; liabilities: number }> {
    const state = await readMarginState(db, sub, this.deps.price);
    let collateral = state.receivableCash;
    for (const h of state.holdings)
      collateral += Math.floor((h.total * h.price * this.deps.lendBps(h.symbol)) / 10_000);
    for (const o of await openBuys(db, sub))
      collateral += Math.floor((o.blocked * this.deps.lendBps(o.symbol)) / 10_000);
    return { collateral, liabilities: state.debt + state.interest + state.heldCredit };
  }

  /** PurchasePower of a margin sub-account: cash plus what may be borrowed; the volume affordable at a price. */
  async purchasePower(db: Db, sub: string, symbol?: string, price?: number): Promise<PurchasePower> {
    const cash = await this.deps.ledger.available(db, sub, CASH);
    const input = await this.inputs(db, sub, symbol, cash);
    const power = marginBuyingPower(input);
    return {
      subAcntNo: sub,
      cashAvailable: cash,
      purchasePower: power.power,
      maxVolume: maxBuyVolume(power.power, price, symbol),
      loan: power.loan,
      lendRatio: input.lendBps / 10_000,
    };
  }

  async creditForBuy(
    db: Db,
    o: { sub: string; symbol: string; amount: number; cash: number; value: number },
  ): Promise<number> {
    if (!isMarginSubAccount(o.sub) || o.amount <= o.cash) {
      if (o.amount > o.cash) throw new SenError('insufficientBuyingPower');
      return 0;
    }
    // No new loan while the account is under its call ratio (-6032, the account safety ratio),
    // checked before the purchase power: under the call ratio the power is about the cash alone, so
    // any buy beyond the cash would otherwise only ever hear -6012.
    const position = positionOf(await readMarginState(db, o.sub, this.deps.price));
    if (marginRatioBps(position) < this.deps.policy.callBps) throw new SenError('exceedsSafetyRatio');
    const check = checkMarginBuy(o.amount, await this.inputs(db, o.sub, o.symbol, o.cash));
    if (!check.ok) throw SenError.ofCode(check.code);
    return check.credit;
  }

  async checkSell(
    db: Db,
    o: { sub: string; symbol: string; volume: number; price: number; refId: string },
  ): Promise<void> {
    // The -6668 rule guards the customer's own sales; the risk watcher's force-sells go through
    // however far under water the account is (selling is then how the debt gets repaid).
    if (!isMarginSubAccount(o.sub) || this.isForced(o.refId)) return;
    const state = await readMarginState(db, o.sub, this.deps.price);
    if (state.debt + state.interest === 0) return;
    const value = o.volume * (this.deps.price(o.symbol) ?? o.price);
    if (saleBreaksRatio(positionOf(state), value, SALE_COST_BPS, this.deps.policy.callBps))
      throw new SenError('sellRestrictedByRisk');
  }

  /**
   * Shares leaving a margin sub-account that owes or borrows (a stock transfer out) are its loan's
   * collateral and bring no cash: refused -6668, as a sale, when they would leave the ratio under
   * the call ratio and lower than before (withdrawable.ts holds cash back the same way).
   */
  async checkSharesOut(db: Db, o: { sub: string; symbol: string; volume: number }): Promise<void> {
    if (!isMarginSubAccount(o.sub)) return;
    const state = await readMarginState(db, o.sub, this.deps.price);
    // Credit an open buy holds becomes a loan at its fill: it counts as owed (the ratio's net debt).
    if (state.debt + state.interest + state.heldCredit === 0) return;
    const value = o.volume * (this.deps.price(o.symbol) ?? 0);
    if (saleBreaksRatio(positionOf(state), value, NO_PROCEEDS_BPS, this.deps.policy.callBps))
      throw new SenError('sellRestrictedByRisk');
  }

  async hold(db: Db, o: { orderId: number; sub: string; symbol: string; credit: number }): Promise<void> {
    await this.deps.ledger.post(
      db,
      'margin-credit',
      `ord-${o.orderId}`,
      holdCredit(o.sub, o.symbol, o.credit),
      'margin credit held by a buy',
    );
    await insertOrderCredit(db, {
      order_id: o.orderId,
      sub_acnt_no: o.sub,
      symbol: o.symbol,
      credit: o.credit,
    });
  }

  async loanOfFill(
    db: Db,
    row: OrderRow,
    fill: { ref: string; cost: number; held: number },
  ): Promise<Posting[]> {
    if (row.side !== 'B' || !isMarginSubAccount(row.sub_acnt_no)) return [];
    const credit = await orderCredit(db, row.id);
    if (credit <= 0) return [];
    // Own cash first: the fill borrows only what the order's own cash no longer covers.
    const loan = Math.min(credit, Math.max(0, fill.cost - (fill.held - credit)));
    if (loan <= 0) return [];
    await setOrderCredit(db, row.id, credit - loan);
    await insertLoan(db, {
      sub_acnt_no: row.sub_acnt_no,
      symbol: row.symbol,
      order_id: row.id,
      fill_ref: fill.ref,
      trade_date: row.trade_date,
      due_date: loanDueDate(row.trade_date, this.deps.policy.loanDays),
      principal: loan,
      created_at: this.deps.now(),
    });
    return drawLoan(row.sub_acnt_no, row.symbol, loan);
  }

  async release(db: Db, row: OrderRow, amount: number, ref: string): Promise<number> {
    if (row.side !== 'B' || !isMarginSubAccount(row.sub_acnt_no)) return amount;
    const credit = await orderCredit(db, row.id);
    const back = Math.min(credit, amount);
    if (back <= 0) return amount;
    await setOrderCredit(db, row.id, credit - back);
    await this.deps.ledger.post(
      db,
      'margin-credit-back',
      ref,
      releaseCredit(row.sub_acnt_no, row.symbol, back),
      'margin credit not used',
    );
    return amount - back;
  }
}
