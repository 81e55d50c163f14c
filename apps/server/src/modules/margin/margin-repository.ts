// SQL of margin lending: loans (facts of each fill's loan), the credit each open margin buy holds,
// and each margin sub-account's credit limit and last risk status. Money is read from the ledger.
import type { Kysely, Transaction } from 'kysely';
import type { Database, MarginLoansTable } from '../../plugins/storage/database-schema.ts';
import type { Selectable } from 'kysely';
import { CASH } from '../ledger/ledger-rules.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type LoanRow = Selectable<MarginLoansTable>;

export async function insertOrderCredit(
  db: Db,
  row: { order_id: number; sub_acnt_no: string; symbol: string; credit: number },
): Promise<void> {
  await db.insertInto('margin_order_credit').values(row).execute();
}

export async function orderCredit(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('margin_order_credit')
    .select('credit')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.credit ?? 0);
}

export async function setOrderCredit(db: Db, orderId: number, credit: number): Promise<void> {
  await db.updateTable('margin_order_credit').set({ credit }).where('order_id', '=', orderId).execute();
}

export async function insertLoan(db: Db, row: Omit<LoanRow, 'id' | 'notified'>): Promise<void> {
  await db
    .insertInto('margin_loans')
    .values({ ...row, notified: '' })
    .execute();
}

export async function loansOf(db: Db, sub: string): Promise<LoanRow[]> {
  const rows = await db
    .selectFrom('margin_loans')
    .selectAll()
    .where('sub_acnt_no', '=', sub)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    principal: Number(r.principal),
    order_id: Number(r.order_id),
  }));
}

export async function markLoanNotified(db: Db, id: number, notified: string): Promise<void> {
  await db.updateTable('margin_loans').set({ notified }).where('id', '=', id).execute();
}

/** Margin sub-accounts that have ever borrowed (the risk watcher and the interest accrual walk them). */
export async function borrowers(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('margin_loans').select('sub_acnt_no').distinct().execute();
  return rows.map((r) => r.sub_acnt_no);
}

export async function creditLimitOf(db: Db, sub: string): Promise<number | null> {
  const row = await db
    .selectFrom('margin_accounts')
    .select('credit_limit')
    .where('sub_acnt_no', '=', sub)
    .executeTakeFirst();
  return row?.credit_limit === null || row?.credit_limit === undefined ? null : Number(row.credit_limit);
}

export async function riskOf(db: Db, sub: string): Promise<{ status: string; ratioBps: number } | undefined> {
  const row = await db
    .selectFrom('margin_accounts')
    .select(['risk_status', 'ratio_bps'])
    .where('sub_acnt_no', '=', sub)
    .executeTakeFirst();
  return row && { status: row.risk_status, ratioBps: Number(row.ratio_bps) };
}

export async function saveRisk(
  db: Db,
  sub: string,
  status: string,
  ratioBps: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('margin_accounts')
    .values({
      sub_acnt_no: sub,
      credit_limit: null,
      risk_status: status,
      ratio_bps: ratioBps,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('sub_acnt_no').doUpdateSet({ risk_status: status, ratio_bps: ratioBps, updated_at: now }),
    )
    .execute();
}

export async function customerOf(
  db: Db,
  sub: string,
): Promise<{ customerId: number; username: string } | undefined> {
  const row = await db
    .selectFrom('sub_accounts as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['c.id', 'c.username'])
    .where('s.sub_acnt_no', '=', sub)
    .executeTakeFirst();
  return row && { customerId: Number(row.id), username: row.username };
}

/** A sub-account's open stock buys with the cash (own and lent) they still hold. */
export async function openBuys(db: Db, sub: string): Promise<Array<{ symbol: string; blocked: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select(['symbol', 'blocked'])
    .where('sub_acnt_no', '=', sub)
    .where('side', '=', 'B')
    .where('kind', '!=', 'future')
    .where('blocked', '>', 0)
    .execute();
  return rows.map((r) => ({ symbol: r.symbol, blocked: Number(r.blocked) }));
}

/** Cash the T+2 settlement of one business date made available to a sub-account, VND. */
export async function settledCash(db: Db, sub: string, date: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select((eb) => eb.fn.sum<number>('p.amount').as('amount'))
    .where('e.kind', '=', 'settlement')
    .where('e.business_date', '=', date)
    .where('p.account', '=', sub)
    .where('p.asset', '=', CASH)
    .where('p.bucket', '=', 'available')
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}
