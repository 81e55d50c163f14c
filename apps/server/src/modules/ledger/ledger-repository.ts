// SQL of the ledger: entries, postings and grouped balance sums.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { insertLinked, SqlStatement, SqlStatements } from '../../plugins/storage/sql-statement.ts';
import { isHouseAccount, type Bucket, type Posting } from './ledger-rules.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export interface EntryHeader {
  kind: string;
  ref: string | null;
  memo: string;
  businessDate: string;
  createdAt: number;
}

// The statements of every order's postings, written once (plugins/storage/sql-statement.ts).
const insertEntryRow = new SqlStatement<{ id: number }>(
  'insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values (?, ?, ?, ?, ?) on conflict ("kind", "ref") do nothing returning "id"',
);
const insertPostingRows = new SqlStatements<never>(
  (count) =>
    `insert into "ledger_postings" ("entry_id", "account", "asset", "bucket", "settle_date", "amount", "cost") values ${Array.from({ length: Number(count) }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
);
const findEntry = new SqlStatement<{ id: number }>(
  'select "id" from "ledger_entries" where "kind" = ? and "ref" = ?',
);
// A customer's sums are rows of ledger_balances (migration 009: a trigger adds each posting); a
// house account's are summed from its postings.
const BUCKET_KEY = '"account" = ? and "asset" = ? and "bucket" = ? and "settle_date" = ?';
const sumBucket = new SqlStatement<{ total: number }>(
  `select "amount" as "total" from "ledger_balances" where ${BUCKET_KEY}`,
);
const sumHouseBucket = new SqlStatement<{ total: number }>(
  `select coalesce(cast(sum("amount") as bigint), 0) as "total" from "ledger_postings" where ${BUCKET_KEY}`,
);

// The same insert without `on conflict`: where writes are queued and nothing is read back, a ref
// posted already fails the batch instead (insertLinked, plugins/storage/sql-statement.ts).
const insertEntryStrict = new SqlStatement<never>(
  'insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values (?, ?, ?, ?, ?)',
);

/** Inserts an entry and its postings; false (nothing written) when its kind and ref exist already. */
export async function insertEntry(
  db: Db,
  header: EntryHeader,
  postings: readonly Posting[],
): Promise<boolean> {
  return insertLinked(
    db,
    { returningId: insertEntryRow, strict: insertEntryStrict },
    [header.kind, header.ref, header.memo, header.businessDate, header.createdAt],
    insertPostingRows.of(String(postings.length)),
    postings.flatMap((p) => [0, p.account, p.asset, p.bucket, p.settleDate, p.amount, p.cost]),
    7,
  );
}

export async function entryExists(db: Db, kind: string, ref: string): Promise<boolean> {
  return (await findEntry.first(db, [kind, ref])) !== undefined;
}

/** Sum of one bucket (of one settlement date for receivables). */
export async function bucketSum(
  db: Db,
  key: { account: string; asset: string; bucket: Bucket; settleDate: string },
): Promise<number> {
  const statement = isHouseAccount(key.account) ? sumHouseBucket : sumBucket;
  const row = await statement.first(db, [key.account, key.asset, key.bucket, key.settleDate]);
  return Number(row?.total ?? 0);
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
  const rows = isHouseAccount(account)
    ? await db
        .selectFrom('ledger_postings')
        .select(['asset', 'bucket', 'settle_date'])
        .select(sql<number>`cast(sum(amount) as bigint)`.as('amount'))
        .select(sql<number>`cast(sum(cost) as bigint)`.as('cost'))
        .where('account', '=', account)
        .$if(asset !== undefined, (q) => q.where('asset', '=', asset!))
        .groupBy(['asset', 'bucket', 'settle_date'])
        .execute()
    : await db
        .selectFrom('ledger_balances')
        .select(['asset', 'bucket', 'settle_date', 'amount', 'cost'])
        .where('account', '=', account)
        .$if(asset !== undefined, (q) => q.where('asset', '=', asset!))
        .execute();
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

/**
 * Shares of listing origins (corporate actions, `origins` entry kinds) receivable by an account on
 * a date and not yet listed: what their entries credited less the listing entries that name them
 * (settlement refs `account|asset|date|origin`, listing-settlement.ts), per origin.
 */
export async function unlistedReceivables(
  db: Db,
  due: { account: string; asset: string; settleDate: string },
  origins: readonly string[],
): Promise<Array<{ origin: string; amount: number }>> {
  const base = `${due.account}|${due.asset}|${due.settleDate}`;
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select(['e.kind', 'e.ref'])
    .select(sql<number>`cast(sum(p.amount) as bigint)`.as('amount'))
    .where('p.account', '=', due.account)
    .where('p.asset', '=', due.asset)
    .where('p.bucket', '=', 'receivable')
    .where('p.settle_date', '=', due.settleDate)
    .where((eb) =>
      eb.or([
        eb('e.kind', 'in', origins),
        eb.and([
          eb('e.kind', '=', 'settlement'),
          eb(
            'e.ref',
            'in',
            origins.map((o) => `${base}|${o}`),
          ),
        ]),
      ]),
    )
    .groupBy(['e.kind', 'e.ref'])
    .execute();
  return origins.map((origin) => ({
    origin,
    amount: rows
      .filter((r) => r.kind === origin || r.ref === `${base}|${origin}`)
      .reduce((sum, r) => sum + Number(r.amount), 0),
  }));
}
