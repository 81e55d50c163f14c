// SQL of bank accounts and bank transfers (migration 014).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { BankTransfer } from '@sen/protocol';
import { marketIsoText } from '@sen/exchange';
import type {
  BankAccountsTable,
  BankTransfersTable,
  Database,
} from '../../plugins/storage/database-schema.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type TransferRow = Selectable<BankTransfersTable>;

export const bankAccountsOf = (db: Db, customerId: number): Promise<BankAccountRow[]> =>
  db.selectFrom('bank_accounts').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

export const bankAccountById = (db: Db, id: number): Promise<BankAccountRow | undefined> =>
  db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertBankAccounts(
  db: Db,
  rows: ReadonlyArray<Insertable<BankAccountsTable>>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('bank_accounts')
    .values([...rows])
    .onConflict((oc) => oc.columns(['customer_id', 'bank_code', 'account_no']).doNothing())
    .execute();
}

/** Customers without any bank account yet (for the demo seed). */
export const customersWithoutBankAccounts = (db: Db) =>
  db
    .selectFrom('customers')
    .select(['id', 'full_name'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bank_accounts').select('id').whereRef('bank_accounts.customer_id', '=', 'customers.id'),
        ),
      ),
    )
    .execute();

export const transferByRef = (db: Db, sub: string, refId: string): Promise<TransferRow | undefined> =>
  db
    .selectFrom('bank_transfers')
    .selectAll()
    .where('sub_acnt_no', '=', sub)
    .where('ref_id', '=', refId)
    .executeTakeFirst();

export const transferByTxn = (db: Db, txnId: string): Promise<TransferRow | undefined> =>
  db.selectFrom('bank_transfers').selectAll().where('bank_txn_id', '=', txnId).executeTakeFirst();

export const transferById = (db: Db, id: number): Promise<TransferRow | undefined> =>
  db.selectFrom('bank_transfers').selectAll().where('id', '=', id).executeTakeFirst();

/** Inserts a transfer; undefined when its sub-account and refId (or bank transaction) exist already. */
export async function insertTransfer(
  db: Db,
  row: Insertable<BankTransfersTable>,
): Promise<TransferRow | undefined> {
  return db
    .insertInto('bank_transfers')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Moves a transfer from one status to the next; false when another step moved it first. */
export async function moveTransfer(
  db: Db,
  id: number,
  change: { from: string; to: string; at: number; due: number },
): Promise<boolean> {
  const result = await db
    .updateTable('bank_transfers')
    .set({ status: change.to, updated_at: change.at, due_at: change.due })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdrawals waiting for their next step at market time `now`, oldest first. */
export const dueWithdrawals = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('bank_transfers')
    .leftJoin('bank_accounts', 'bank_accounts.id', 'bank_transfers.bank_account_id')
    .innerJoin('customers', 'customers.id', 'bank_transfers.customer_id')
    .selectAll('bank_transfers')
    .select(['bank_accounts.demo_outcome', 'customers.username'])
    .where('bank_transfers.kind', '=', 'withdraw')
    .where('bank_transfers.status', 'in', ['pending', 'complete'])
    .where('bank_transfers.due_at', '<=', now)
    .orderBy('bank_transfers.due_at')
    .orderBy('bank_transfers.id')
    .limit(limit)
    .execute();

export const transferHistory = (db: Db, sub: string, from: string, to: string): Promise<TransferRow[]> =>
  db
    .selectFrom('bank_transfers')
    .selectAll()
    .where('sub_acnt_no', '=', sub)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .orderBy('id', 'desc')
    .limit(1_000)
    .execute();

/** A transfer as the trading channel shows it. */
export function toTransfer(row: TransferRow): BankTransfer {
  return {
    id: Number(row.id),
    kind: row.kind === 'deposit' ? 'deposit' : 'withdraw',
    subAcntNo: row.sub_acnt_no,
    amount: Number(row.amount),
    fee: Number(row.fee),
    status: row.status as BankTransfer['status'],
    bankName: row.bank_name,
    accountNo: row.account_no,
    refId: row.ref_id,
    businessDate: row.business_date,
    createdAt: marketIsoText(Number(row.created_at)),
    updatedAt: marketIsoText(Number(row.updated_at)),
    note: row.note,
  };
}
