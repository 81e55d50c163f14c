// A covering index for the ledger's balance sums (issue 7, order throughput): the check of every
// order and every posting sums one bucket of one account, asset and settlement date. With the old
// index (account, asset, bucket) each matching posting was read from the table as well; with the
// settlement date, the amount and the cost in the index the sums (also the per-asset sums a sell's
// fill takes its cost from) read the index alone.
import type { Kysely, Migration } from 'kysely';

export const ledgerSumIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('ledger_postings_bucket_sum')
      .on('ledger_postings')
      .columns(['account', 'asset', 'bucket', 'settle_date', 'amount', 'cost'])
      .execute();
    await db.schema.dropIndex('ledger_postings_account').execute();
  },
};
