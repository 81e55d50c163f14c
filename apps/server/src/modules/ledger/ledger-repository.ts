// SQL of the ledger: entries, postings and grouped balance sums.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { Bucket, Posting } from './ledger-rules.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export interface EntryHeader {
  kind: string;
  ref: string | null;
  memo: string;
  businessDate: string;
  createdAt: number;
}

export async function insertEntry(
  db: Db,
  header: EntryHeader,
  postings: readonly Posting[],
): Promise<number> {
  const entry = await db
    .insertInto('ledger_entries')
    .values({
      kind: header.kind,
      ref: header.ref,
      memo: header.memo,
      business_date: header.businessDate,
      created_at: header.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_postings')
    .values(
      postings.map((p) => ({
        entry_id: entry.id,
        account: p.account,
        asset: p.asset,
        bucket: p.bucket,
        settle_date: p.settleDate,
        amount: p.amount,
        cost: p.cost,
      })),
    )
    .execute();
  return entry.id;
}

export async function entryExists(db: Db, kind: string, ref: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sum of one bucket (of one settlement date for receivables). */
export async function bucketSum(
  db: Db,
  key: { account: string; asset: string; bucket: Bucket; settleDate: string },
): Promise<number> {
  const row = await db
    .selectFrom('ledger_postings')
    .select(sql<number>`coalesce(cast(sum(amount) as bigint), 0)`.as('total'))
    .where('account', '=', key.account)
    .where('asset', '=', key.asset)
    .where('bucket', '=', key.bucket)
    .where('settle_date', '=', key.settleDate)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface GroupedSum {
  asset: string;
  bucket: Bucket;
  settleDate: string;
  amount: number;
  cost: number;
}

/** Postings of an account summed per asset, bucket and settlement date. */
export async function groupedSums(db: Db, account: string, asset?: string): Promise<GroupedSum[]> {
  let query = db
    .selectFrom('ledger_postings')
    .select(['asset', 'bucket', 'settle_date'])
    .select(sql<number>`cast(sum(amount) as bigint)`.as('amount'))
    .select(sql<number>`cast(sum(cost) as bigint)`.as('cost'))
    .where('account', '=', account)
    .groupBy(['asset', 'bucket', 'settle_date']);
  if (asset !== undefined) query = query.where('asset', '=', asset);
  const rows = await query.execute();
  return rows.map((r) => ({
    asset: r.asset,
    bucket: r.bucket as Bucket,
    settleDate: r.settle_date,
    amount: Number(r.amount),
    cost: Number(r.cost),
  }));
}

/** Receivables due on or before a date, per account, asset and date, with what is left of them. */
export async function dueReceivables(
  db: Db,
  businessDate: string,
): Promise<Array<{ account: string; asset: string; settleDate: string; amount: number }>> {
  const rows = await db
    .selectFrom('ledger_postings')
    .select(['account', 'asset', 'settle_date'])
    .select(sql<number>`cast(sum(amount) as bigint)`.as('amount'))
    .where('bucket', '=', 'receivable')
    .where('settle_date', '<=', businessDate)
    .groupBy(['account', 'asset', 'settle_date'])
    .execute();
  return rows
    .filter((r) => Number(r.amount) !== 0)
    .map((r) => ({
      account: r.account,
      asset: r.asset,
      settleDate: r.settle_date,
      amount: Number(r.amount),
    }));
}

/** PostgreSQL: serialises writers of the same customer accounts until the transaction ends. */
export async function lockAccounts(db: Db, accounts: readonly string[]): Promise<void> {
  for (const account of [...new Set(accounts)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${account}))`.execute(db);
  }
}
