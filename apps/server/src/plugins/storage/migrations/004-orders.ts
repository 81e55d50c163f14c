// The order management system: orders (written ahead of every acknowledgement) and their fills.
import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('signature', 'varchar(64)', (c) => c.notNull())
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('username', 'varchar(64)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('market', 'varchar(8)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('side', 'varchar(1)', (c) => c.notNull())
      .addColumn('order_type', 'varchar(4)', (c) => c.notNull())
      .addColumn('price', 'bigint')
      .addColumn('volume', 'bigint', (c) => c.notNull())
      .addColumn('matched_volume', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('matched_value', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(4)', (c) => c.notNull())
      .addColumn('message_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_session', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trade_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('exchange_order_id', 'varchar(32)')
      .addColumn('blocked', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('changes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('orders_ref')
      .unique()
      .on('orders')
      .columns(['sub_acnt_no', 'ref_id'])
      .execute();
    await db.schema
      .createIndex('orders_account_date')
      .on('orders')
      .columns(['sub_acnt_no', 'trade_date'])
      .execute();
    await db.schema.createIndex('orders_status').on('orders').columns(['status']).execute();
    await db.schema
      .createTable('order_fills')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('volume', 'bigint', (c) => c.notNull())
      .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
      .addColumn('tax', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
      .addColumn('time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_fills_order')
      .unique()
      .on('order_fills')
      .columns(['order_id', 'seq'])
      .execute();
  },
};
