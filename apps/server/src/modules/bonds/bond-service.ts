// The bond desk's commands: the offer list, quotes, purchases and sell-backs (one ledger entry each,
// in the transaction that records the trade and raises its notification), holdings, trades and
// payments. Prices are the desk's of the market date (the server's market clock).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BOND_MAX_VOLUME,
  BOND_MIN_AMOUNT,
  BOND_SALE_CUTOFF_DAYS,
  addDays,
  bondHoldingPlan,
  bondPriceOn,
  bondTradeFigures,
  cashFlowSchedule,
  couponPeriod,
  formatInteger,
  type TradingErrorKey,
} from '@sen/market';
import type { BondDesk, DeskBond } from '@sen/exchange';
import type { BondCommandData, BondCommandReply, BondInfo, BondOrder } from '@sen/protocol';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { AuditTrail, RequestOrigin } from '../audit/audit-trail.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import { bucketSum, type Db } from '../ledger/ledger-repository.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { BOND_ENTRY_KINDS, BOND_HOUSE, bondBuy, bondSellBack } from './bond-entries.ts';
import { bondPayments, findBondOrder, insertBondOrder, listBondOrders } from './bond-repository.ts';
import { buyText, memoOf, sellText } from './bond-texts.ts';
import type { CashArrived } from '../margin/cash-arrivals.ts';

export interface BondServiceDeps {
  db: Kysely<Database>;
  desk: BondDesk;
  ledger: LedgerService;
  notifications: NotificationService;
  /** The audit trail: one slip per trade, in the trade's transaction. */
  audit: AuditTrail;
  /** The market date (yyyy-mm-dd) the desk trades on. */
  today: () => string;
  /** Market time, epoch ms. */
  now: () => number;
  /** Sell-back proceeds on a margin sub-account repay its debt first (margin/cash-arrivals.ts). */
  arrived?: CashArrived;
}

/** A coded refusal from the market's catalogue, `{placeholders}` filled. */
const refuse = (key: TradingErrorKey, values: Record<string, string | number> = {}) =>
  new SenError(key, values);

class Replayed extends Error {}

type Trade = BondCommandData<'BondBuy'>;

export class BondService {
  constructor(private readonly deps: BondServiceDeps) {}

  private bond(symbol: string): DeskBond {
    const bond = this.deps.desk.bond(symbol);
    if (!bond) throw refuse('invalidSecurity');
    return bond;
  }

  private offered(bond: DeskBond, date: string): boolean {
    return addDays(date, BOND_SALE_CUTOFF_DAYS) < bond.maturityDate;
  }

  /** Bonds the desk still holds (its house balance), read inside `db`. */
  private available(db: Db, symbol: string): Promise<number> {
    return bucketSum(db, { account: BOND_HOUSE.desk, asset: symbol, bucket: 'available', settleDate: '' });
  }

  async list(): Promise<BondInfo[]> {
    const date = this.deps.today();
    const infos: BondInfo[] = [];
    for (const bond of this.deps.desk.bonds) {
      const matured = date >= bond.maturityDate;
      const yields = this.deps.desk.yieldsOn(bond, date);
      const price = matured ? { clean: 0, accrued: 0 } : bondPriceOn(bond, date, yields.sellYield);
      const back = matured ? { clean: 0, accrued: 0 } : bondPriceOn(bond, date, yields.buyBackYield);
      infos.push({
        symbol: bond.symbol,
        issuer: bond.issuer,
        nameVi: bond.nameVi,
        nameEn: bond.nameEn,
        simulated: true,
        rating: bond.rating,
        par: bond.par,
        coupon: bond.coupon,
        frequency: bond.frequency,
        issueDate: bond.issueDate,
        maturityDate: bond.maturityDate,
        nextCouponDate: matured ? null : couponPeriod(bond, date).next,
        minAmount: BOND_MIN_AMOUNT,
        available: await this.available(this.deps.db, bond.symbol),
        offered: this.offered(bond, date),
        tradeDate: date,
        ...yields,
        cleanPrice: price.clean,
        accrued: price.accrued,
        buyBackPrice: back.clean,
        termYields: matured ? [] : this.deps.desk.termYields(bond, date),
      });
    }
    return infos;
  }

  quote(q: BondCommandData<'BondQuote'>): BondCommandReply<'BondQuote'> {
    const bond = this.bond(q.symbol);
    if (q.volume <= 0 || q.volume > BOND_MAX_VOLUME) throw refuse('invalidVolume');
    const today = this.deps.today();
    const date = q.tradeDate ?? today;
    if (date < today || !this.offered(bond, date)) throw refuse('bondNotOffered');
    if (q.sellDate !== undefined && (q.sellDate <= date || q.sellDate >= bond.maturityDate))
      throw refuse('bondBadSellDate');
    const yields = this.deps.desk.yieldsOn(bond, date);
    const price = bondPriceOn(bond, date, yields.sellYield);
    const plan = bondHoldingPlan(bond, date, q.volume, yields.sellYield, q.sellDate, yields.buyBackYield);
    const sb = plan.sellBack;
    return {
      symbol: bond.symbol,
      volume: q.volume,
      tradeDate: date,
      cleanPrice: price.clean,
      accrued: price.accrued,
      ...plan.buy,
      flows: plan.flows,
      sellBack: sb ? { date: sb.date, cleanPrice: sb.clean, accrued: sb.accrued, ...pick(sb) } : null,
      yield: plan.yield,
    };
  }

  buy(caller: Caller, t: Trade, origin: RequestOrigin): Promise<BondOrder> {
    return this.trade(caller, 'buy', t, origin);
  }

  sellBack(caller: Caller, t: Trade, origin: RequestOrigin): Promise<BondOrder> {
    return this.trade(caller, 'sell', t, origin);
  }

  /** One trade: refId replay, checks, the ledger entry, the trade row and its notification, one transaction. */
  private async trade(
    caller: Caller,
    side: 'buy' | 'sell',
    t: Trade,
    origin: RequestOrigin,
  ): Promise<BondOrder> {
    const bodyHash = createHash('sha256')
      .update(JSON.stringify([side, t.subAcntNo, t.symbol, t.volume, t.cleanPrice ?? null]))
      .digest('hex');
    const replay = async () => {
      const found = await findBondOrder(this.deps.db, caller.customerId, t.refId);
      if (!found) return undefined;
      if (found.bodyHash !== bodyHash) throw refuse('orderAlreadyProcessed');
      const { bodyHash: _hash, ...order } = found;
      return order;
    };
    const before = await replay();
    if (before) return before;
    const bond = this.bond(t.symbol);
    if (t.volume <= 0 || t.volume > BOND_MAX_VOLUME) throw refuse('invalidVolume');
    const date = this.deps.today();
    if (side === 'buy' && !this.offered(bond, date)) throw refuse('bondNotOffered');
    if (side === 'sell' && date >= bond.maturityDate) throw refuse('expiredSecurity');
    const yields = this.deps.desk.yieldsOn(bond, date);
    const price = bondPriceOn(bond, date, side === 'buy' ? yields.sellYield : yields.buyBackYield);
    if (t.cleanPrice !== undefined && t.cleanPrice !== price.clean) throw refuse('bondPriceChanged');
    const figures = bondTradeFigures(side, price, t.volume);
    if (side === 'buy' && figures.amount < BOND_MIN_AMOUNT)
      throw refuse('bondBelowMinimum', { min: formatInteger(BOND_MIN_AMOUNT) });
    const trade = { sub: t.subAcntNo, symbol: bond.symbol, volume: t.volume, ...figures };
    const text =
      side === 'buy'
        ? buyText(bond.symbol, t.volume, figures.amount)
        : sellText(bond.symbol, t.volume, figures.amount);
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        await this.deps.ledger.lockAccounts(trx, [`${BOND_HOUSE.desk}|${bond.symbol}`]);
        let postings;
        if (side === 'buy') {
          const left = await this.available(trx, bond.symbol);
          if (left < t.volume) throw refuse('bondInventoryShort', { left: formatInteger(left) });
          postings = bondBuy(trade);
        } else {
          const held = (await this.deps.ledger.balances(t.subAcntNo, trx)).get(bond.symbol);
          if (!held || held.available < t.volume) throw new SenError('insufficientSecurities');
          postings = bondSellBack(trade, Math.round((held.cost * t.volume) / held.total));
        }
        const kind = side === 'buy' ? BOND_ENTRY_KINDS.buy : BOND_ENTRY_KINDS.sell;
        const ref = `${caller.customerId}|${t.refId}`;
        if (!(await this.deps.ledger.post(trx, kind, ref, postings, memoOf(text)))) throw new Replayed();
        const order = await insertBondOrder(trx, {
          customerId: caller.customerId,
          refId: t.refId,
          bodyHash,
          subAcntNo: t.subAcntNo,
          side,
          symbol: bond.symbol,
          volume: t.volume,
          cleanPrice: price.clean,
          accrued: price.accrued,
          ...figures,
          tradeDate: date,
          createdAt: this.deps.now(),
        });
        if (side === 'sell') await this.deps.arrived?.(trx, t.subAcntNo, figures.amount, `bond-sell|${ref}`);
        await this.deps.audit.record(
          {
            event: side === 'buy' ? 'bond.buy' : 'bond.sellback',
            account: t.subAcntNo,
            username: caller.username,
            ref: t.refId,
            symbol: bond.symbol,
            side: side === 'buy' ? 'B' : 'S',
            price: price.clean,
            volume: t.volume,
            amount: figures.amount,
            origin,
            detail: { id: order.id, accrued: price.accrued, fee: figures.fee, tax: figures.tax },
          },
          trx,
        );
        await this.deps.notifications.notify(
          {
            customerId: caller.customerId,
            kind: side === 'buy' ? 'bond-buy' : 'bond-sellback',
            subAccount: t.subAcntNo,
            ref: String(order.id),
            ...text,
            data: { symbol: bond.symbol, volume: t.volume, amount: figures.amount },
          },
          trx,
        );
        return order;
      });
    } catch (error) {
      // The same refId posted at the same time by another call: its result.
      if (error instanceof Replayed) {
        const order = await replay();
        if (order) return order;
      }
      throw error;
    }
  }

  async holdings(subAcntNo: string): Promise<BondCommandReply<'BondHoldings'>> {
    const date = this.deps.today();
    const balances = await this.deps.ledger.balances(subAcntNo);
    const holdings: BondCommandReply<'BondHoldings'> = [];
    for (const bond of this.deps.desk.bonds) {
      const held = balances.get(bond.symbol);
      if (!held || held.total <= 0) continue;
      const live = date < bond.maturityDate;
      const back = live
        ? bondPriceOn(bond, date, this.deps.desk.yieldsOn(bond, date).buyBackYield)
        : { clean: 0, accrued: 0 };
      holdings.push({
        symbol: bond.symbol,
        nameVi: bond.nameVi,
        nameEn: bond.nameEn,
        volume: held.total,
        cost: held.cost,
        buyBackPrice: back.clean,
        sellBackAmount: live ? bondTradeFigures('sell', back, held.total).amount : 0,
        maturityDate: bond.maturityDate,
        flows: live ? cashFlowSchedule(bond, date, held.total) : [],
      });
    }
    return holdings;
  }

  orders(subAcntNo: string, limit: number): Promise<BondOrder[]> {
    return listBondOrders(this.deps.db, subAcntNo, limit);
  }

  async cashflows(subAcntNo: string): Promise<BondCommandReply<'BondCashflows'>> {
    const trades = await listBondOrders(this.deps.db, subAcntNo, 500);
    const paid = [
      ...trades.map((o) => ({
        date: o.tradeDate,
        kind: o.side,
        symbol: o.symbol,
        amount: o.side === 'buy' ? -o.amount : o.amount,
        tax: o.tax,
        ref: o.refId,
      })),
      ...(await bondPayments(this.deps.db, subAcntNo)),
    ].sort((a, b) => b.date.localeCompare(a.date));
    const upcoming = (await this.holdings(subAcntNo))
      .flatMap((h) => h.flows.map((f) => ({ ...f, symbol: h.symbol })))
      .sort((a, b) => a.date.localeCompare(b.date));
    return { paid, upcoming };
  }
}

const pick = (f: { value: number; fee: number; tax: number; amount: number }) => ({
  value: f.value,
  fee: f.fee,
  tax: f.tax,
  amount: f.amount,
});
