// The risk watcher: on the market's node (the cluster's leader hook), each pass over the borrowers
// values every margin sub-account at market prices, records its status (normal, call, force-sell),
// notifies a margin call when it falls under the call ratio, and under the force-sell ratio places
// sell orders through the OMS, like a customer's, that bring it back to the call ratio. They carry a
// force-sell refId: the customer cannot edit or cancel them (-6669).
import {
  forceSellPlan,
  forceSellValue,
  marginRatioBps,
  marginStatusOf,
  type MarginPolicy,
} from '@sen/market';
import type { Order } from '@sen/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { OPEN_CODES } from '../orders/order-repository.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { MarginLending, SALE_COST_BPS } from './margin-lending.ts';
import type { MarginNotifier } from './margin-notifier.ts';
import { borrowers, customerOf, riskOf, saveRisk } from './margin-repository.ts';
import { positionOf, readMarginState, type PriceOf } from './margin-state.ts';

interface ForceSellOrder {
  sub: string;
  symbol: string;
  side: 'S';
  price: number;
  volume: number;
  refId: string;
}

export interface RiskDeps {
  db: Kysely<Database>;
  policy: MarginPolicy;
  price: PriceOf;
  /** Floor price of a symbol today (force-sells are limit orders at the floor: they take the bids). */
  floor: (symbol: string) => number | undefined;
  tradingDate: () => string;
  notifier: MarginNotifier;
  /** The OMS's entry of orders the broker authorises (orders/order-entry.ts placeTrusted). */
  place: (caller: Caller, order: ForceSellOrder) => Promise<Order>;
  now: () => number;
  onError: (error: unknown) => void;
}

export class RiskWatcher {
  private running = false;

  constructor(private readonly deps: RiskDeps) {}

  /** One pass over every borrower (a pass still running makes this one a no-op). */
  async pass(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const sub of await borrowers(this.deps.db)) {
        try {
          await this.check(sub);
        } catch (error) {
          this.deps.onError(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  async check(sub: string): Promise<void> {
    const { db, policy } = this.deps;
    const state = await readMarginState(db, sub, this.deps.price);
    const position = positionOf(state);
    const ratioBps = marginRatioBps(position);
    const status = marginStatusOf(ratioBps, policy);
    const before = await riskOf(db, sub);
    if (before?.status !== status || before.ratioBps !== ratioBps) {
      await db.transaction().execute(async (trx) => {
        await saveRisk(trx, sub, status, ratioBps, this.deps.now());
        if (status !== 'normal' && (before === undefined || before.status === 'normal'))
          await this.deps.notifier.marginCall(trx, sub, ratioBps / 10_000, policy.callBps / 10_000);
      });
    }
    if (status !== 'force-sell') return;
    if (await this.hasOpenForceSells(sub)) return; // wait for those to work
    const value = forceSellValue(position, policy.callBps, SALE_COST_BPS);
    const holdings = state.holdings.map((h) => ({
      symbol: h.symbol,
      available: h.available,
      price: h.price,
    }));
    const owner = await customerOf(db, sub);
    if (!owner || value <= 0) return;
    const date = this.deps.tradingDate();
    let seq = await this.forceSellsOn(sub, date);
    for (const step of forceSellPlan(holdings, value)) {
      const floor = this.deps.floor(step.symbol);
      if (floor === undefined) continue;
      seq += 1;
      const order = await this.deps.place(owner, {
        sub,
        symbol: step.symbol,
        side: 'S',
        price: floor,
        volume: step.volume,
        refId: MarginLending.forceSellRef(`${date}:${seq}:${step.symbol}`),
      });
      await this.deps.notifier.forceSell(db, sub, {
        symbol: step.symbol,
        volume: step.volume,
        orderNo: order.orderNo,
        ratio: ratioBps / 10_000,
      });
    }
  }

  private async hasOpenForceSells(sub: string): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('orders')
      .select('id')
      .where('sub_acnt_no', '=', sub)
      .where('ref_id', 'like', 'force-sell:%')
      .where('status', 'in', OPEN_CODES)
      .whereRef('matched_volume', '<', 'volume')
      .executeTakeFirst();
    return row !== undefined;
  }

  private async forceSellsOn(sub: string, date: string): Promise<number> {
    const rows = await this.deps.db
      .selectFrom('orders')
      .select('id')
      .where('sub_acnt_no', '=', sub)
      .where('ref_id', 'like', `force-sell:${date}:%`)
      .execute();
    return rows.length;
  }
}
