// Conditional orders: kept by the broker, watched on every live trade of their symbol, and sent as
// an ordinary order (all pre-trade checks apply then) when their condition holds. Statuses (spec
// §3, rules in conditional-status.ts): active while watching, activated once its order (the child)
// is placed, cancelling while a cancel of a live child waits for the exchange, waitForReactivation
// when a trend or stop-loss order's child ended unfilled or its market closed (it re-arms on the
// next trading day), final when cancelled or its order refused (messageNo says why),
// expired after their last day. Child orders are followed through their order events.
import { lotKindOf, type MarketId, type Phase } from '@sen/market';
import type { CommandParams, ConditionalOrder, newConditionalOrderCommand, Order } from '@sen/protocol';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { ConditionalOrdersTable } from '../../plugins/storage/database-schema.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import {
  afterChildEnds,
  atNewDay,
  cancelAction,
  childRefId,
  conditionalIdOf,
  parksAtClose,
} from './conditional-status.ts';
import {
  conditionalPriceProblem,
  evaluateTrigger,
  sideAllowed,
  type ConditionalType,
  type Watch,
} from './conditional-trigger.ts';
import type { OrderAmend } from './order-amend.ts';
import type { OmsDeps } from './order-deps.ts';
import type { OrderEntry } from './order-entry.ts';
import { isFinal } from './order-machine.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

type Row = Selectable<ConditionalOrdersTable>;
type OrderPrice = CommandParams<typeof newConditionalOrderCommand>['orderPrice'];

const toWire = (row: Row): ConditionalOrder => ({
  id: String(row.id),
  subAcntNo: row.sub_acnt_no,
  symbol: row.symbol,
  side: row.side as 'B' | 'S',
  type: row.type as ConditionalType,
  trigger: Number(row.trigger_price),
  orderPrice: /^\d+$/.test(row.order_price) ? Number(row.order_price) : row.order_price,
  volume: Number(row.volume),
  status: row.status,
  orderNo: row.order_id === null ? '' : String(row.order_id),
  messageNo: row.message_no,
  expiry: row.expiry,
  createdAt: Number(row.created_at),
});

export class ConditionalOrders {
  /** Active orders by symbol, with their trend state. */
  private readonly watching = new Map<string, Map<number, { row: Row; watch: Watch }>>();
  private readonly customers: CustomerRepository;

  constructor(
    private readonly deps: OmsDeps,
    private readonly entry: OrderEntry,
    private readonly amend?: OrderAmend,
  ) {
    this.customers = new CustomerRepository(deps.db);
  }

  async create(
    caller: Caller,
    session: string,
    p: CommandParams<typeof newConditionalOrderCommand>,
  ): Promise<ConditionalOrder> {
    await this.deps.pins.verify(caller, session, p.pin);
    const account = await this.customers.subAccount(p.subAccount);
    if (!account || account.customer_id !== caller.customerId) throw new SenError('userCannotViewAccount');
    const instrument = this.deps.market.instrument(p.symbol);
    if (!instrument) throw new SenError('invalidSecurity');
    if (!sideAllowed(p.type, p.side)) throw new SenError('unsuitableOrderType');
    if (lotKindOf(instrument.kind, p.volume) === undefined) throw new SenError('invalidVolume');
    const priceProblem = conditionalPriceProblem(p.type, p.trigger, p.orderPrice, instrument);
    if (priceProblem !== null) throw SenError.ofCode(priceProblem);
    if (p.expiry < this.deps.market.tradingDate()) throw new SenError('conditionalOrdersNotAllowed');
    const now = this.deps.now();
    const row = await this.deps.writer.run((trx) =>
      trx
        .insertInto('conditional_orders')
        .values({
          sub_acnt_no: p.subAccount,
          username: caller.username,
          customer_id: caller.customerId,
          symbol: p.symbol,
          side: p.side,
          type: p.type,
          trigger_price: p.trigger,
          order_price: String(p.orderPrice),
          volume: p.volume,
          status: 'active',
          order_id: null,
          message_no: 0,
          expiry: p.expiry,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    this.watch(row);
    return toWire(row);
  }

  async list(sub: string): Promise<ConditionalOrder[]> {
    const rows = await this.deps.db
      .selectFrom('conditional_orders')
      .selectAll()
      .where('sub_acnt_no', '=', sub)
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    return rows.map(toWire);
  }

  async cancel(
    caller: Caller,
    session: string,
    sub: string,
    id: number,
    pin: string,
  ): Promise<ConditionalOrder> {
    await this.deps.pins.verify(caller, session, pin);
    const row = await this.deps.db
      .selectFrom('conditional_orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.sub_acnt_no !== sub || row.customer_id !== caller.customerId)
      throw new SenError('orderCannotBeCancelledOrEdited');
    const action = cancelAction(row.status);
    if (action === 'refuse') throw new SenError('orderCannotBeCancelledOrEdited');
    if (action === 'final') {
      this.watching.get(row.symbol)?.delete(id);
      const ended = await this.update(id, { status: 'final' }, [row.status]);
      if (!ended) throw new SenError('orderCannotBeCancelledOrEdited');
      return toWire(ended);
    }
    // The child order is live: ask the exchange to cancel it; final once it confirms the end.
    if (!this.amend || row.order_id === null) throw new SenError('orderCannotBeCancelledOrEdited');
    const marked = await this.update(id, { status: 'cancelling' }, ['activated']);
    if (!marked) throw new SenError('orderCannotBeCancelledOrEdited');
    try {
      await this.amend.cancel(caller, session, sub, String(row.order_id), pin);
    } catch (error) {
      await this.update(id, { status: 'activated' }, ['cancelling']);
      throw error;
    }
    await this.deps.writer.flush();
    return toWire((await this.find(id))!);
  }

  /** An order event (after its commit): a child order that ended moves its conditional order on. */
  onOrder(order: Order): void {
    const id = conditionalIdOf(order.refId);
    if (id === undefined || !isFinal(order)) return;
    void this.childEnded(id, Number(order.orderNo)).catch(this.deps.onError);
  }

  /** A market's phase changed: at the close, watching trend and stop-loss orders wait for the next day. */
  onSession(market: MarketId, phase: Phase): void {
    if (phase !== 'CLOSED') return;
    const parked: number[] = [];
    for (const [symbol, active] of this.watching) {
      if (this.deps.market.instrument(symbol)?.market !== market) continue;
      for (const [id, entry] of active) {
        if (!parksAtClose({ status: 'active', type: entry.watch.type })) continue;
        active.delete(id);
        parked.push(id);
      }
    }
    for (const id of parked)
      void this.update(id, { status: 'waitForReactivation' }, ['active']).catch(this.deps.onError);
  }

  /**
   * Loads the orders at start: those past their last day expire, waiting ones of an earlier day
   * re-arm, activated and cancelling ones whose child ended while we were down move on.
   */
  async load(): Promise<void> {
    // A node that led before watches again only what the database holds active now.
    this.watching.clear();
    await this.expire(this.deps.market.tradingDate());
    const following = await this.deps.db
      .selectFrom('conditional_orders')
      .select(['id', 'order_id'])
      .where('status', 'in', ['activated', 'cancelling'])
      .execute();
    for (const row of following) if (row.order_id !== null) await this.childEnded(row.id, row.order_id);
    const rows = await this.deps.db
      .selectFrom('conditional_orders')
      .selectAll()
      .where('status', '=', 'active')
      .execute();
    for (const row of rows) this.watch(row);
  }

  /**
   * A new trading day (queued after every order change before it): orders whose last day has
   * passed expire; orders waiting for reactivation re-arm and watch the market again.
   */
  async expire(tradingDate: string): Promise<void> {
    const changed = await this.deps.writer.run(async (trx) => {
      const rows = await trx
        .selectFrom('conditional_orders')
        .selectAll()
        .where('status', 'in', ['active', 'waitForReactivation'])
        .execute();
      const out: Row[] = [];
      for (const row of rows) {
        const status = atNewDay(row, tradingDate);
        if (status === undefined) continue;
        // A re-armed order places a new child when it fires again.
        out.push(
          await this.write(trx, row.id, status === 'active' ? { status, order_id: null } : { status }),
        );
      }
      return out;
    });
    for (const row of changed) {
      this.watching.get(row.symbol)?.delete(row.id);
      if (row.status === 'active') this.watch(row);
      this.pushRow(row);
    }
  }

  /** A live trade of a symbol: fires every active order whose condition now holds. */
  onTrade(symbol: string, last: number): void {
    const active = this.watching.get(symbol);
    if (!active) return;
    for (const [id, entry] of active) {
      const { fire, watch } = evaluateTrigger(entry.watch, last);
      entry.watch = watch;
      if (!fire) continue;
      active.delete(id);
      void this.fire(entry.row).catch(this.deps.onError);
    }
  }

  private async fire(row: Row): Promise<void> {
    const price: OrderPrice = /^\d+$/.test(row.order_price)
      ? Number(row.order_price)
      : (row.order_price as Exclude<OrderPrice, number>);
    const caller = { customerId: row.customer_id, username: row.username };
    let patch: Partial<Row>;
    try {
      const order = await this.entry.placeTrusted(caller, {
        sub: row.sub_acnt_no,
        symbol: row.symbol,
        side: row.side as 'B' | 'S',
        price,
        volume: Number(row.volume),
        // Armed rows are written only when re-armed: their last change is the re-arming.
        refId: childRefId(
          row.id,
          Number(row.updated_at) === Number(row.created_at) ? null : Number(row.updated_at),
        ),
      });
      patch = { status: 'activated', order_id: Number(order.orderNo) };
    } catch (error) {
      patch = { status: 'final', message_no: error instanceof SenError ? error.rc : -6037 };
    }
    // Unless the child already ended (its event came first and moved the order on).
    await this.update(row.id, patch, ['active']);
  }

  /** The child order `orderId` of conditional order `id` may have ended: final, or wait for reactivation. */
  private async childEnded(id: number, orderId: number): Promise<void> {
    const row = await this.deps.writer.run(async (trx) => {
      const child = await this.deps.store.find(trx, orderId);
      const current = await trx
        .selectFrom('conditional_orders')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!child || !current) return undefined;
      // Only its current child: the recorded one, or (before fire() records it) one placed since it was armed.
      const isCurrentChild =
        current.status === 'active'
          ? current.order_id === null && Number(child.created_at) >= Number(current.updated_at)
          : current.order_id === orderId;
      if (!isCurrentChild) return undefined;
      const end = {
        status: child.status,
        volume: Number(child.volume),
        matchedVolume: Number(child.matched_volume),
      };
      if (!isFinal(end)) return undefined;
      const next = afterChildEnds(
        { status: current.status, type: current.type as ConditionalType, volume: Number(current.volume) },
        end,
      );
      if (!next) return undefined;
      if (next.status === current.status && current.order_id === orderId) return undefined;
      return this.write(trx, id, {
        status: next.status,
        volume: next.volume,
        order_id: orderId,
        message_no: child.status === 'R' ? child.message_no : current.message_no,
      });
    });
    if (row) {
      this.watching.get(row.symbol)?.delete(row.id);
      this.pushRow(row);
    }
  }

  private watch(row: Row): void {
    const bySymbol = this.watching.get(row.symbol) ?? new Map();
    bySymbol.set(row.id, {
      row,
      watch: {
        type: row.type as ConditionalType,
        side: row.side as 'B' | 'S',
        trigger: Number(row.trigger_price),
        extreme: null,
      },
    });
    this.watching.set(row.symbol, bySymbol);
  }

  private find(id: number): Promise<Row | undefined> {
    return this.deps.db.selectFrom('conditional_orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private write(trx: Transaction<Database>, id: number, patch: Partial<Row>): Promise<Row> {
    return trx
      .updateTable('conditional_orders')
      .set({ ...patch, updated_at: this.deps.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private pushRow(row: Row): void {
    this.deps.push(row.username, { type: 'conditional', conditional: toWire(row) });
  }

  /** Writes a change (only from one of `from` statuses when given); undefined when it did not apply. */
  private async update(id: number, patch: Partial<Row>, from?: string[]): Promise<Row | undefined> {
    const row = await this.deps.writer.run(async (trx) => {
      let query = trx
        .updateTable('conditional_orders')
        .set({ ...patch, updated_at: this.deps.now() })
        .where('id', '=', id);
      if (from) query = query.where('status', 'in', from);
      return query.returningAll().executeTakeFirst();
    });
    if (row) this.pushRow(row);
    return row;
  }
}
