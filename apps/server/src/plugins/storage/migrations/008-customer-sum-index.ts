// The ledger's covering sum index (007) for customer accounts only (issue 7, order throughput).
// House accounts (`@clearing`, `@fees`...) take three of a fill's five postings, and in an index
// ordered by (account, asset, bucket, settlement date, amount, cost) each of them lands at a random
// place in one huge range: every house posting dirtied a page of its own, which the commit writes to
// the WAL and the checkpoint copies again. Nothing sums a house account by this index (the balance
// checks and views are customers'), so the index leaves them out. A query uses a partial index only
// when its own WHERE holds the index's condition as written: the ledger's customer sums add
// `CUSTOMER_ONLY` (ledger-repository.ts).
import { sql, type Kysely, type Migration } from 'kysely';

export const customerSumIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index "ledger_postings_customer_sum" on "ledger_postings" ("account", "asset", "bucket", "settle_date", "amount", "cost") where "account" not like '@%'`.execute(
      db,
    );
    await db.schema.dropIndex('ledger_postings_bucket_sum').execute();
  },
};
