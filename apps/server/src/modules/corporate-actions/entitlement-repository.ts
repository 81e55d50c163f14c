// SQL of corporate-action entitlements: the holders of a stock at a record date (read from the
// ledger's postings before the ex-date), the entitlement rows and their payment.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface EntitlementRow {
  id: number;
  event_id: string;
  symbol: string;
  kind: string;
  sub_acnt_no: string;
  customer_id: number;
  shares: number;
  cash: number;
  tax: number;
  new_shares: number;
  /** Rights: VND per new share, the subscription period, the shares registered so far. */
  price: number;
  period_start: string | null;
  period_end: string | null;
  /**
   * Rights: the ratio as announced and the last day of the transfer period, kept with the row (the
   * calendar of a server restarted on another day may not have the event); null in rows recorded
   * before migration 026.
   */
  ratio: string | null;
  transfer_end: string | null;
  registered: number;
  ex_date: string;
  record_date: string;
  payment_date: string | null;
  listing_date: string | null;
  status: string;
  created_at: number;
  updated_at: number;
}

/** Shares of `symbol` each customer sub-account held at the end of the day before `exDate` (all buckets). */
export async function holdersBefore(
  db: Db,
  symbol: string,
  exDate: string,
): Promise<{ subAcntNo: string; customerId: number; shares: number }[]> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .innerJoin('sub_accounts as s', 's.sub_acnt_no', 'p.account')
    .select(['p.account', 's.customer_id'])
    .select(sql<number>`cast(sum(p.amount) as bigint)`.as('shares'))
    .where('p.asset', '=', symbol)
    .where('p.bucket', 'in', ['available', 'blocked', 'receivable'])
    .where('e.business_date', '<', exDate)
    .groupBy(['p.account', 's.customer_id'])
    .execute();
  return rows
    .map((r) => ({ subAcntNo: r.account, customerId: Number(r.customer_id), shares: Number(r.shares) }))
    .filter((r) => r.shares > 0)
    .sort((a, b) => a.subAcntNo.localeCompare(b.subAcntNo));
}

export type NewEntitlement = Omit<
  EntitlementRow,
  'id' | 'created_at' | 'updated_at' | 'status' | 'registered'
>;

/** Inserts an entitlement unless the sub-account has one for the event already; true when written. */
export async function insertEntitlement(db: Db, row: NewEntitlement, now: number): Promise<boolean> {
  const written = await db
    .insertInto('entitlements')
    .values({ ...row, status: 'entitled', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['event_id', 'sub_acnt_no']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}

/** Entitlements still to pay whose payment date has come. */
export async function duePayments(db: Db, date: string): Promise<EntitlementRow[]> {
  const rows = await db
    .selectFrom('entitlements')
    .selectAll()
    .where('status', '=', 'entitled')
    .where('kind', 'in', ['cash-dividend', 'stock-dividend', 'bonus-shares'])
    .where('payment_date', '<=', date)
    .orderBy('id')
    .execute();
  return rows.map(normalise);
}

/** Marks an entitlement paid if it was not; false when another run paid it first. */
export async function markPaid(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('entitlements')
    .set({ status: 'paid', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'entitled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rights still open whose subscription period ended before `date`. */
export async function endedRights(db: Db, date: string): Promise<EntitlementRow[]> {
  const rows = await db
    .selectFrom('entitlements')
    .selectAll()
    .where('status', '=', 'entitled')
    .where('kind', '=', 'rights-issue')
    .where('period_end', '<', date)
    .orderBy('id')
    .execute();
  return rows.map(normalise);
}

export async function markClosed(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('entitlements')
    .set({ status: 'closed', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'entitled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * New shares whose listing date has come and whose holder has not been told: dividend and bonus
 * shares paid (credited pending listing), and rights whose period ended with shares registered.
 */
export async function dueListings(db: Db, date: string): Promise<EntitlementRow[]> {
  const rows = await db
    .selectFrom('entitlements')
    .selectAll()
    .where('listing_date', '<=', date)
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', 'in', ['stock-dividend', 'bonus-shares']), eb('status', '=', 'paid')]),
        eb.and([eb('kind', '=', 'rights-issue'), eb('status', '=', 'closed'), eb('registered', '>', 0)]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map(normalise);
}

/** Marks the new shares of an entitlement listed; false when another run did it first. */
export async function markListed(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('entitlements')
    .set({ status: 'listed', updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['paid', 'closed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function entitlementsOf(db: Db, subAcntNo: string): Promise<EntitlementRow[]> {
  const rows = await db
    .selectFrom('entitlements')
    .selectAll()
    .where('sub_acnt_no', '=', subAcntNo)
    .orderBy('record_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(normalise);
}

export function normalise(row: EntitlementRow): EntitlementRow {
  return {
    ...row,
    id: Number(row.id),
    customer_id: Number(row.customer_id),
    shares: Number(row.shares),
    cash: Number(row.cash),
    tax: Number(row.tax),
    new_shares: Number(row.new_shares),
    price: Number(row.price),
    registered: Number(row.registered),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}
