// The bond desk's trades with customers (issue 19): one row per BondBuy / BondSellBack, unique per
// customer and client refId (the same refId gives this row again). The money itself is in the ledger.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const bondOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bond_orders')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
      // SHA-256 of the request's fields (refId excluded): another body under a used refId is -6004.
      .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('sub_acnt_no', 'varchar(16)', (c) => c.notNull())
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('volume', 'bigint', (c) => c.notNull())
      .addColumn('clean_price', 'bigint', (c) => c.notNull())
      .addColumn('accrued', 'bigint', (c) => c.notNull())
      .addColumn('value', 'bigint', (c) => c.notNull())
      .addColumn('fee', 'bigint', (c) => c.notNull())
      .addColumn('tax', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('trade_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('bond_orders_ref', ['customer_id', 'ref_id'])
      .execute();
    await db.schema.createIndex('bond_orders_sub').on('bond_orders').columns(['sub_acnt_no', 'id']).execute();
  },
};
