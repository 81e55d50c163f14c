// SQL of the OMS: orders and fills. Rows map once to the wire's Order shape here.
import type { Order, OrderFill } from '@sen/protocol';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../plugins/storage/database-schema.ts';
import type { Db } from '../ledger/ledger-repository.ts';
import type { OrderState } from './order-machine.ts';

export type OrderRow = Selectable<OrdersTable>;

/** Codes of orders that may still be at (or bound for) the exchange. */
export const OPEN_CODES = ['Q', 'S', 'P', 'M', 'C', 'PW', 'MW', 'CW', 'PV', 'MV', 'CV'];

export function toOrder(row: OrderRow): Order {
  return {
    orderNo: String(row.id),
    refId: row.ref_id,
    subAcntNo: row.sub_acnt_no,
    symbol: row.symbol,
    market: row.market,
    side: row.side as 'B' | 'S',
    orderType: row.order_type,
    price: row.price === null ? null : Number(row.price),
    volume: Number(row.volume),
    matchedVolume: Number(row.matched_volume),
    avgMatchPrice:
      Number(row.matched_volume) > 0 ? Math.round(Number(row.matched_value) / Number(row.matched_volume)) : 0,
    status: row.status,
    messageNo: row.message_no,
    nextSession: row.next_session === 1,
    tradeDate: row.trade_date,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export function stateOf(row: OrderRow, fills: number): OrderState {
  return {
    side: row.side as 'B' | 'S',
    kind: row.kind,
    price: row.price === null ? null : Number(row.price),
    volume: Number(row.volume),
    matchedVolume: Number(row.matched_volume),
    matchedValue: Number(row.matched_value),
    status: row.status,
    messageNo: row.message_no,
    blocked: Number(row.blocked),
    fills,
  };
}

export const findOrder = (db: Db, id: number): Promise<OrderRow | undefined> =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

export const findByRef = (db: Db, subAcntNo: string, refId: string): Promise<OrderRow | undefined> =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('sub_acnt_no', '=', subAcntNo)
    .where('ref_id', '=', refId)
    .executeTakeFirst();

export async function insertOrder(db: Db, row: Omit<OrderRow, 'id'>): Promise<OrderRow> {
  return db.insertInto('orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateOrder(
  db: Db,
  id: number,
  state: OrderState,
  now: number,
  extra: Partial<OrderRow> = {},
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      price: state.price,
      volume: state.volume,
      matched_volume: state.matchedVolume,
      matched_value: state.matchedValue,
      status: state.status,
      message_no: state.messageNo,
      blocked: state.blocked,
      updated_at: now,
      ...extra,
    })
    .where('id', '=', id)
    .execute();
}

export async function fillCount(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_fills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFill(db: Db, orderId: number, fill: OrderFill): Promise<void> {
  await db
    .insertInto('order_fills')
    .values({ order_id: orderId, ...fill })
    .execute();
}

export async function fillsOf(db: Db, orderId: number): Promise<OrderFill[]> {
  const rows = await db
    .selectFrom('order_fills')
    .select(['seq', 'price', 'volume', 'fee', 'tax', 'time'])
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    seq: r.seq,
    price: Number(r.price),
    volume: Number(r.volume),
    fee: Number(r.fee),
    tax: Number(r.tax),
    time: Number(r.time),
  }));
}

export type ListKind = 'today' | 'nextSession' | 'history';

export async function listOrders(
  db: Db,
  subAcntNo: string,
  kind: ListKind,
  today: string,
  range: { from?: string; to?: string },
): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().where('sub_acnt_no', '=', subAcntNo);
  if (kind === 'today') query = query.where('trade_date', '=', today).where('status', '!=', 'Q');
  else if (kind === 'nextSession') query = query.where('status', '=', 'Q');
  else
    query = query
      .where('trade_date', '<', today)
      .where('trade_date', '>=', range.from ?? '0000-00-00')
      .where('trade_date', '<=', range.to ?? '9999-12-31');
  return query.orderBy('id', 'desc').limit(500).execute();
}

/** Orders that may be live at the exchange (restart re-sync) or wait for it (reserved). */
export const openOrders = (db: Db): Promise<OrderRow[]> =>
  db.selectFrom('orders').selectAll().where('status', 'in', OPEN_CODES).orderBy('id').execute();
