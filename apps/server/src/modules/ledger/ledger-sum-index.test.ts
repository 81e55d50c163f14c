// The customer sum index (migration 008) leaves house accounts out: a customer's sums read it alone,
// and a house account's sums, which cannot use it, are still right.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { bucketSum, CUSTOMER_ONLY, groupedSums } from './ledger-repository.ts';
import { HOUSE } from './ledger-rules.ts';
import { LedgerService } from './ledger-service.ts';

describe.each(testDatabases())('ledger sums on %s', (kind, open) => {
  let t: TestDatabase;
  let ledger: LedgerService;
  beforeAll(async () => {
    t = await open();
    ledger = new LedgerService(t.db, { kind, today: () => '2026-01-02', now: () => 1 });
    await ledger.deposit(t.db, { subAcntNo: 'C1', amount: 5_000_000, ref: 'd1' });
    await ledger.deposit(t.db, { subAcntNo: 'C1', amount: 3_000_000, ref: 'd2' });
    await ledger.blockCash(t.db, { subAcntNo: 'C1', amount: 1_000_000, ref: 'ord-1' });
  });
  afterAll(async () => t.drop());

  it('sums customer and house accounts', async () => {
    const key = { asset: 'VND', bucket: 'available' as const, settleDate: '' };
    expect(await bucketSum(t.db, { account: 'C1', ...key })).toBe(7_000_000);
    expect(await bucketSum(t.db, { account: 'C1', ...key, bucket: 'blocked' })).toBe(1_000_000);
    // The cash came in from the bank: the house side of each deposit.
    expect(await bucketSum(t.db, { account: HOUSE.bank, ...key })).toBe(-8_000_000);
    const house = await groupedSums(t.db, HOUSE.bank);
    expect(house.reduce((s, g) => s + g.amount, 0)).toBe(-8_000_000);
    const customer = await groupedSums(t.db, 'C1', 'VND');
    expect(customer.map((g) => [g.bucket, g.amount]).sort()).toEqual([
      ['available', 7_000_000],
      ['blocked', 1_000_000],
    ]);
  });

  it.runIf(kind === 'sqlite')('reads a customer’s sums from the customer index alone', async () => {
    const plan = await sql
      .raw<{ detail: string }>(
        `explain query plan select sum("amount") from "ledger_postings" where "account" = 'C1' and "asset" = 'VND' and "bucket" = 'available' and "settle_date" = '' and ${CUSTOMER_ONLY}`,
      )
      .execute(t.db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/COVERING INDEX ledger_postings_customer_sum/);
    // House postings are not in it.
    const inIndex = await sql
      .raw<{ n: number }>(
        `select count(*) as "n" from "ledger_postings" indexed by "ledger_postings_customer_sum" where ${CUSTOMER_ONLY}`,
      )
      .execute(t.db);
    const customers = await sql
      .raw<{ n: number }>(`select count(*) as "n" from "ledger_postings" where "account" not like '@%'`)
      .execute(t.db);
    expect(inIndex.rows[0]!.n).toBe(customers.rows[0]!.n);
  });
});
