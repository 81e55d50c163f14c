// Customer balances as running sums (migration 009): a trigger adds every customer posting to its
// row of ledger_balances on every path (the ledger service, raw SQL from another connection), the
// sums read those rows, house accounts still sum their postings, postings cannot be changed or
// removed, and the migration fills the table from the postings already there.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { accountsWithPositions } from './futures-repository.ts';
import { bucketSum, groupedSums } from './ledger-repository.ts';
import { CASH, HOUSE } from './ledger-rules.ts';
import { LedgerService } from './ledger-service.ts';

/** Every customer key's sum of postings, and the balance rows, in one comparable shape. */
async function sumsAndBalances(db: Kysely<Database>) {
  const sums = await db
    .selectFrom('ledger_postings')
    .select(['account', 'asset', 'bucket', 'settle_date'])
    .select(sql<number>`cast(sum(amount) as bigint)`.as('amount'))
    .select(sql<number>`cast(sum(cost) as bigint)`.as('cost'))
    .where('account', 'not like', '@%')
    .groupBy(['account', 'asset', 'bucket', 'settle_date'])
    .execute();
  const balances = await db.selectFrom('ledger_balances').selectAll().execute();
  const shape = (rows: typeof balances) =>
    rows
      .map(
        (r) => `${r.account} ${r.asset} ${r.bucket} ${r.settle_date} ${Number(r.amount)} ${Number(r.cost)}`,
      )
      .sort();
  return { sums: shape(sums), balances: shape(balances) };
}

async function insertPosting(db: Kysely<Database>, ref: string, account: string, amount: number) {
  const entry = await db
    .insertInto('ledger_entries')
    .values({ kind: 'raw', ref, memo: '', business_date: '2026-01-02', created_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_postings')
    .values({
      entry_id: entry.id,
      account,
      asset: 'FPT',
      bucket: 'position',
      settle_date: '',
      amount,
      cost: 0,
    })
    .execute();
}

describe.each(testDatabases())('ledger balances on %s', (kind, open) => {
  let t: TestDatabase;
  let ledger: LedgerService;
  beforeAll(async () => {
    t = await open();
    ledger = new LedgerService(t.db, { today: () => '2026-01-02', now: () => 1 });
    await ledger.deposit(t.db, { subAcntNo: 'C1', amount: 5_000_000, ref: 'd1' });
    await ledger.deposit(t.db, { subAcntNo: 'C1', amount: 3_000_000, ref: 'd2' });
    await ledger.blockCash(t.db, { subAcntNo: 'C1', amount: 1_000_000, ref: 'ord-1' });
    await ledger.deposit(t.db, { subAcntNo: 'C2', amount: 2_000_000, ref: 'd3' });
  });
  afterAll(async () => t.drop());

  it('sums customer and house accounts', async () => {
    const key = { asset: CASH, bucket: 'available' as const, settleDate: '' };
    expect(await bucketSum(t.db, { account: 'C1', ...key })).toBe(7_000_000);
    expect(await bucketSum(t.db, { account: 'C1', ...key, bucket: 'blocked' })).toBe(1_000_000);
    expect(await bucketSum(t.db, { account: 'C9', ...key })).toBe(0);
    // The cash came in from the bank: the house side of each deposit, summed from its postings.
    expect(await bucketSum(t.db, { account: HOUSE.bank, ...key })).toBe(-10_000_000);
    const house = await groupedSums(t.db, HOUSE.bank);
    expect(house.reduce((s, g) => s + g.amount, 0)).toBe(-10_000_000);
    expect(await groupedSums(t.db, HOUSE.bank, 'FPT')).toEqual([]);
    const customer = await groupedSums(t.db, 'C1', CASH);
    expect(customer.map((g) => [g.bucket, g.amount]).sort()).toEqual([
      ['available', 7_000_000],
      ['blocked', 1_000_000],
    ]);
    expect((await sumsAndBalances(t.db)).balances).toHaveLength(3);
    expect(await sql`select 1 from "ledger_balances" where "account" like '@%'`.execute(t.db)).toEqual(
      expect.objectContaining({ rows: [] }),
    );
  });

  it('adds postings inserted by any path, and keeps a row whose sum comes back to zero', async () => {
    await insertPosting(t.db, 'post-1', 'C2', 300);
    await insertPosting(t.db, 'post-2', 'C2', -300);
    await insertPosting(t.db, 'post-3', 'C3', 500);
    const { sums, balances } = await sumsAndBalances(t.db);
    expect(balances).toEqual(sums);
    expect(balances).toContain('C2 FPT position  0 0');
    expect(await accountsWithPositions(t.db)).toEqual(['C3']);
  });

  it('refuses to change or remove a posting', async () => {
    await expect(t.db.updateTable('ledger_postings').set({ amount: 1 }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('ledger_postings').execute()).rejects.toThrow(/append-only/);
    const { sums, balances } = await sumsAndBalances(t.db);
    expect(balances).toEqual(sums);
  });

  it.runIf(kind === 'sqlite')('reads a customer’s sum by its key', async () => {
    const plan = await sql
      .raw<{ detail: string }>(
        `explain query plan select "amount" from "ledger_balances" where "account" = 'C1' and "asset" = 'VND' and "bucket" = 'available' and "settle_date" = ''`,
      )
      .execute(t.db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/SEARCH ledger_balances USING PRIMARY KEY/);
  });
});

describe.each(testDatabases('008-customer-sum-index'))('migration 009 on %s', (_kind, open) => {
  it('fills ledger_balances from the postings already written', async () => {
    const t = await open();
    try {
      // Postings written before the migration (raw SQL: no ledger_balances yet).
      for (const [i, [account, amount]] of (
        [
          ['C1', 700],
          ['C1', -200],
          ['C2', 50],
          ['@BANK', -550],
        ] as const
      ).entries()) {
        const entry = await sql<{
          id: number;
        }>`insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values ('raw', ${`m${i}`}, '', '2026-01-02', 1) returning "id"`.execute(
          t.db,
        );
        await sql`insert into "ledger_postings" ("entry_id", "account", "asset", "bucket", "settle_date", "amount", "cost") values (${entry.rows[0]!.id}, ${account}, 'VND', 'available', '', ${amount}, 0)`.execute(
          t.db,
        );
      }
      expect(await migrateToLatest(t.db, '009-ledger-balances')).toEqual(['009-ledger-balances']);
      const { sums, balances } = await sumsAndBalances(t.db);
      expect(balances).toEqual(['C1 VND available  500 0', 'C2 VND available  50 0']);
      expect(balances).toEqual(sums);
    } finally {
      await t.drop();
    }
  });
});
