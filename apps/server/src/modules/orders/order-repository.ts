// SQL of the OMS: orders and fills. Rows map once to the wire's Order shape here.
import type { Order, OrderFill } from '@sen/protocol';
import type { OrderRow } from '../../plugins/storage/order-store/order-rows.ts';
import type { Db } from '../ledger/ledger-repository.ts';
import type { OrderState } from './order-machine.ts';
import { SqlStatement, SqlStatements } from '../../plugins/storage/sql-statement.ts';

// An order's own row is read and written through the order store (order-store.ts); the statements
// it runs are plugins/storage/order-store/order-rows.ts, whose reads are given here too.
export { findOrder, type OrderRow } from '../../plugins/storage/order-store/order-rows.ts';

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

// The statements of every order change and exchange event, written once (plugins/storage/sql-statement.ts).
const UPDATED_COLUMNS = [
  'price',
  'volume',
  'matched_volume',
  'matched_value',
  'status',
  'message_no',
  'blocked',
  'updated_at',
] as const;
// Keyed by the extra columns' names (exchange_order_id, trade_date, changes: a handful of shapes).
const updateRow = new SqlStatements<never>(
  (extra) =>
    `update "orders" set ${[...UPDATED_COLUMNS, ...(extra ? extra.split(',') : [])].map((c) => `"${c}" = ?`).join(', ')} where "id" = ?`,
);
const insertFillRow = new SqlStatement<never>(
  'insert into "order_fills" ("order_id", "seq", "price", "volume", "fee", "tax", "time") values (?, ?, ?, ?, ?, ?, ?)',
);

/** The columns an order change writes (what `updateOrder` sets), to merge into the row read before. */
export function changedColumns(
  state: OrderState,
  now: number,
  extra: Partial<OrderRow> = {},
): Partial<OrderRow> {
  return {
    price: state.price,
    volume: state.volume,
    matched_volume: state.matchedVolume,
    matched_value: state.matchedValue,
    status: state.status,
    message_no: state.messageNo,
    blocked: state.blocked,
    updated_at: now,
    ...extra,
  };
}

export async function updateOrder(
  db: Db,
  id: number,
  state: OrderState,
  now: number,
  extra: Partial<OrderRow> = {},
): Promise<void> {
  const set = changedColumns(state, now, extra);
  const extraColumns = Object.keys(extra).filter((c) => !(UPDATED_COLUMNS as readonly string[]).includes(c));
  const columns = [...UPDATED_COLUMNS, ...extraColumns] as Array<keyof OrderRow>;
  await updateRow.of(extraColumns.join(',')).run(db, [...columns.map((c) => set[c]), id]);
}

export async function insertFill(db: Db, orderId: number, fill: OrderFill): Promise<void> {
  await insertFillRow.run(db, [orderId, fill.seq, fill.price, fill.volume, fill.fee, fill.tax, fill.time]);
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
