// SQL of money movements (migration 013): the request rows written with their ledger entries.
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MoneyMovementsTable } from '../../plugins/storage/database-schema.ts';
import type { Db } from '../ledger/ledger-repository.ts';

export type MovementKind = 'advance' | 'cash-transfer' | 'stock-transfer';
export type MovementRow = Selectable<MoneyMovementsTable>;
export type NewMovement = Omit<MovementRow, 'id'>;

/** Digest of a request's parameters (never the PIN): the same refId must carry the same body. */
export function bodyDigest(parts: ReadonlyArray<string | number>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const numeric = (row: MovementRow): MovementRow => ({
  ...row,
  id: Number(row.id),
  customer_id: Number(row.customer_id),
  amount: Number(row.amount),
  fee: Number(row.fee),
  created_at: Number(row.created_at),
});

export async function findMovement(
  db: Db,
  customerId: number,
  kind: MovementKind,
  refId: string,
): Promise<MovementRow | undefined> {
  const row = await db
    .selectFrom('money_movements')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .executeTakeFirst();
  return row && numeric(row);
}

export async function insertMovement(db: Db, row: NewMovement): Promise<MovementRow> {
  const { id } = await db.insertInto('money_movements').values(row).returning('id').executeTakeFirstOrThrow();
  return { ...row, id: Number(id) };
}

/** Movements of a kind out of (or, for transfers, into) a sub-account between two business dates. */
export async function listMovements(
  db: Db,
  sub: string,
  kind: MovementKind,
  from: string,
  to: string,
): Promise<MovementRow[]> {
  const rows = await db
    .selectFrom('money_movements')
    .selectAll()
    .where('kind', '=', kind)
    .where((w) => w.or([w('sub_acnt_no', '=', sub), w('to_sub_acnt_no', '=', sub)]))
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .orderBy('id', 'desc')
    .limit(1_000)
    .execute();
  return rows.map(numeric);
}

/** Advances not yet repaid (few: an advance lives until its settlement date). */
export async function disbursedAdvances(db: Db): Promise<MovementRow[]> {
  const rows = await db
    .selectFrom('money_movements')
    .selectAll()
    .where('kind', '=', 'advance')
    .where('status', '=', 'disbursed')
    .execute();
  return rows.map(numeric);
}

export async function setStatus(db: Db, id: number, status: string): Promise<void> {
  await db.updateTable('money_movements').set({ status }).where('id', '=', id).execute();
}
