// SQL of futures positions in the ledger: the futures buckets of one account, who holds an open
// position (for the daily mark-to-market), and the margin the account's open futures orders block.
import { sql } from 'kysely';
import type { Db } from './ledger-repository.ts';
import { CASH, isHouseAccount } from './ledger-rules.ts';
import { FUTURES_BUCKETS, MARGIN_BUCKET } from './futures-rules.ts';

export interface FuturesSum {
  asset: string;
  bucket: string;
  amount: number;
  cost: number;
}

/** Sums of an account's futures buckets per contract, and of its cash buckets futures use. */
export async function futuresSums(db: Db, account: string): Promise<FuturesSum[]> {
  // A customer's sums per settlement date are rows of ledger_balances (migration 009), a house
  // account's are summed from its postings.
  const rows = await db
    .selectFrom(isHouseAccount(account) ? 'ledger_postings' : 'ledger_balances')
    .select(['asset', 'bucket'])
    .select(sql<number>`cast(sum(amount) as bigint)`.as('amount'))
    .select(sql<number>`cast(sum(cost) as bigint)`.as('cost'))
    .where('account', '=', account)
    .where((eb) =>
      eb.or([
        eb('bucket', 'in', [...FUTURES_BUCKETS]),
        eb.and([eb('asset', '=', CASH), eb('bucket', 'in', ['available', MARGIN_BUCKET])]),
      ]),
    )
    .groupBy(['asset', 'bucket'])
    .execute();
  return rows.map((r) => ({
    asset: r.asset,
    bucket: r.bucket,
    amount: Number(r.amount),
    cost: Number(r.cost),
  }));
}

/** Customer accounts holding a non-zero position in any contract. */
export async function accountsWithPositions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('ledger_balances')
    .select(['account', 'asset'])
    .select(sql<number>`cast(sum(amount) as bigint)`.as('amount'))
    .where('bucket', '=', 'position')
    .groupBy(['account', 'asset'])
    .execute();
  return [...new Set(rows.filter((r) => Number(r.amount) !== 0).map((r) => r.account))].sort();
}

/**
 * Cash still blocked by the account's open futures orders (the OMS's `orders.blocked`): margin that
 * is no longer free but not yet held for a position.
 */
export async function openFuturesOrderMargin(db: Db, account: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`coalesce(cast(sum(blocked) as bigint), 0)`.as('blocked'))
    .where('sub_acnt_no', '=', account)
    .where('kind', '=', 'future')
    .where('blocked', '>', 0)
    .executeTakeFirst();
  return Number(row?.blocked ?? 0);
}
