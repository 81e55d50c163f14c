// Conditional orders: kept by the broker, watched on every live trade of their symbol, and sent as
// an ordinary order (all pre-trade checks apply then) when their condition holds. Statuses (spec
// §3): active while watching, activated once its order is placed, final when cancelled or when
// the order was refused at activation (messageNo says why), expired after their last day.
import { lotKindOf } from '@sen/market';
import type { CommandParams, ConditionalOrder, newConditionalOrderCommand } from '@sen/protocol';
import type { Selectable } from 'kysely';
import type { ConditionalOrdersTable } from '../../plugins/storage/database-schema.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { evaluateTrigger, sideAllowed, type ConditionalType, type Watch } from './conditional-trigger.ts';
import type { OmsDeps } from './order-deps.ts';
import type { OrderEntry } from './order-entry.ts';
import { OrderRejection } from './order-rejection.ts';

type Row = Selectable<ConditionalOrdersTable>;
type OrderPrice = CommandParams<typeof newConditionalOrderCommand>['p6'];

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
  ) {
    this.customers = new CustomerRepository(deps.db);
  }

  async create(
    caller: Caller,
    session: string,
    p: CommandParams<typeof newConditionalOrderCommand>,
  ): Promise<ConditionalOrder> {
    await this.deps.pins.verify(caller, session, p.p8);
    const account = await this.customers.subAccount(p.p1);
    if (!account || account.customer_id !== caller.customerId) throw new OrderRejection(-6030);
    const instrument = this.deps.market.instrument(p.p2);
    if (!instrument) throw new OrderRejection(-6031);
    if (!sideAllowed(p.p4, p.p3)) throw new OrderRejection(-6023);
    if (lotKindOf(instrument.kind, p.p7) === undefined) throw new OrderRejection(-6019);
    if (p.p9 < this.deps.market.tradingDate()) throw new OrderRejection(-6027);
    const now = this.deps.now();
    const row = await this.deps.writer.run((trx) =>
      trx
        .insertInto('conditional_orders')
        .values({
          sub_acnt_no: p.p1,
          username: caller.username,
          customer_id: caller.customerId,
          symbol: p.p2,
          side: p.p3,
          type: p.p4,
          trigger_price: p.p5,
          order_price: String(p.p6),
          volume: p.p7,
          status: 'active',
          order_id: null,
          message_no: 0,
          expiry: p.p9,
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
      throw new OrderRejection(-8003);
    if (row.status !== 'active') throw new OrderRejection(-8003);
    this.watching.get(row.symbol)?.delete(id);
    return toWire(await this.update(id, { status: 'final' }));
  }

  /** Loads the active orders at start; those past their last day expire. */
  async load(): Promise<void> {
    await this.expire(this.deps.market.tradingDate());
    const rows = await this.deps.db
      .selectFrom('conditional_orders')
      .selectAll()
      .where('status', '=', 'active')
      .execute();
    for (const row of rows) this.watch(row);
  }

  /** A new trading day: orders whose last day has passed expire. */
  async expire(tradingDate: string): Promise<void> {
    const rows = await this.deps.db
      .selectFrom('conditional_orders')
      .selectAll()
      .where('status', '=', 'active')
      .where('expiry', '<', tradingDate)
      .execute();
    for (const row of rows) {
      this.watching.get(row.symbol)?.delete(row.id);
      await this.update(row.id, { status: 'expired' });
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
        refId: `cond-${row.id}`,
      });
      patch = { status: 'activated', order_id: Number(order.orderNo) };
    } catch (error) {
      patch = { status: 'final', message_no: error instanceof OrderRejection ? error.rc : -6037 };
    }
    await this.update(row.id, patch);
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

  private async update(id: number, patch: Partial<Row>): Promise<Row> {
    const row = await this.deps.writer.run((trx) =>
      trx
        .updateTable('conditional_orders')
        .set({ ...patch, updated_at: this.deps.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    this.deps.push(row.username, { type: 'conditional', conditional: toWire(row) });
    return row;
  }
}
