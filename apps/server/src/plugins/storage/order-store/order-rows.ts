// The statements of an order's own row the order stores run (sql-order-store.ts,
// thread-order-store.ts); the orders module's repository re-exports the ones it reads with.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrdersTable } from '../database-schema.ts';
import { SqlStatement } from '../sql-statement.ts';

export type OrderRow = Selectable<OrdersTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The sub-account's owner and status with its customer's status (what an order is checked against). */
export interface OrderAccount {
  customer_id: number;
  status: number;
  customer_status: number;
  vsd_acnt_no: string;
}

const ORDER_COLUMNS = [
  'ref_id',
  'signature',
  'sub_acnt_no',
  'username',
  'symbol',
  'market',
  'kind',
  'side',
  'order_type',
  'price',
  'volume',
  'matched_volume',
  'matched_value',
  'status',
  'message_no',
  'next_session',
  'trade_date',
  'exchange_order_id',
  'blocked',
  'changes',
  'created_at',
  'updated_at',
  'placed_at',
] as const satisfies ReadonlyArray<keyof OrderRow>;

const accountRow = new SqlStatement<OrderAccount>(
  'select "s"."customer_id", "s"."status", "s"."vsd_acnt_no", "c"."status" as "customer_status" from "sub_accounts" as "s" join "customers" as "c" on "c"."id" = "s"."customer_id" where "s"."sub_acnt_no" = ?',
);
const byId = new SqlStatement<OrderRow>('select * from "orders" where "id" = ?');
const byRef = new SqlStatement<OrderRow>('select * from "orders" where "sub_acnt_no" = ? and "ref_id" = ?');
// A refId already used by the sub-account inserts nothing (the unique index orders_ref): no row back.
const insertRow = new SqlStatement<OrderRow>(
  `insert into "orders" (${ORDER_COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${ORDER_COLUMNS.map(() => '?').join(', ')}) on conflict ("sub_acnt_no", "ref_id") do nothing returning *`,
);
// The writer thread's fast batches number the order themselves (thread-order-store.ts) and know
// its refId is new: a plain insert, queued without reading anything back.
const insertNumbered = new SqlStatement<never>(
  `insert into "orders" ("id", ${ORDER_COLUMNS.map((c) => `"${c}"`).join(', ')}) values (?, ${ORDER_COLUMNS.map(() => '?').join(', ')})`,
);
const countFills = new SqlStatement<{ n: number }>(
  'select count(*) as "n" from "order_fills" where "order_id" = ?',
);

/**
 * The SQL of these statements and an order's values in the insert's column order, for
 * bench/orders/sql-floor.ts, which runs the same statements on better-sqlite3 directly.
 */
export const orderRowSql = {
  account: accountRow.text,
  byId: byId.text,
  insert: insertRow.text,
  countFills: countFills.text,
} as const;
export const orderRowValues = (row: Omit<OrderRow, 'id'>): unknown[] => ORDER_COLUMNS.map((c) => row[c]);

export const accountOf = (db: Db, sub: string): Promise<OrderAccount | undefined> =>
  accountRow.first(db, [sub]);

export const findOrder = (db: Db, id: number): Promise<OrderRow | undefined> => byId.first(db, [id]);

export const findByRef = (db: Db, subAcntNo: string, refId: string): Promise<OrderRow | undefined> =>
  byRef.first(db, [subAcntNo, refId]);

/** Inserts an order; undefined (nothing written) when its sub-account already has an order under its refId. */
export function insertOrder(db: Db, row: Omit<OrderRow, 'id'>): Promise<OrderRow | undefined> {
  return insertRow.first(db, orderRowValues(row));
}

/** Inserts an order under the number it carries (the number and refId are known new). */
export async function insertNumberedOrder(db: Db, row: OrderRow): Promise<void> {
  await insertNumbered.run(db, [row.id, ...ORDER_COLUMNS.map((c) => row[c])]);
}

export async function fillCount(db: Db, orderId: number): Promise<number> {
  const row = await countFills.first(db, [orderId]);
  return Number(row?.n ?? 0);
}
