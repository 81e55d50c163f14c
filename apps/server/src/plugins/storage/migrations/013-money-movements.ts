// Money movements of issue 16 (cash advance, internal cash and stock transfers): one row per
// accepted request, written in the same transaction as its ledger entry (kind and ref = the row's
// id). The customer's refId is unique per customer and kind; `body` is a digest of the request's
// parameters (never the PIN), so a different body under a used refId is refused (-6004). `status`:
// an advance is `disbursed`, then `repaid` when its settlement repays it; transfers are `complete`.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const moneyMovementsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('money_movements')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('body', 'varchar(64)', (c) => c.notNull())
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('to_sub_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('asset', 'varchar(20)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('fee', 'bigint', (c) => c.notNull())
      .addColumn('note', 'varchar(200)', (c) => c.notNull())
      .addColumn('settle_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('money_movements_ref')
      .unique()
      .on('money_movements')
      .columns(['customer_id', 'kind', 'ref_id'])
      .execute();
    await db.schema
      .createIndex('money_movements_from')
      .on('money_movements')
      .columns(['sub_acnt_no', 'kind', 'business_date'])
      .execute();
    await db.schema
      .createIndex('money_movements_status')
      .on('money_movements')
      .columns(['kind', 'status'])
      .execute();
    await db.schema
      .createIndex('money_movements_to')
      .on('money_movements')
      .columns(['to_sub_acnt_no', 'kind', 'business_date'])
      .execute();
  },
};
