// Conditional orders of the OMS: trend, take profit, stop loss and purchase (spec §3).
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const conditionalOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('conditional_orders')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('username', 'varchar(64)', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('side', 'varchar(1)', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('trigger_price', 'bigint', (c) => c.notNull())
      .addColumn('order_price', 'varchar(16)', (c) => c.notNull())
      .addColumn('volume', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(24)', (c) => c.notNull())
      .addColumn('order_id', 'integer')
      .addColumn('message_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expiry', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('conditional_orders_account')
      .on('conditional_orders')
      .columns(['sub_acnt_no'])
      .execute();
    await db.schema
      .createIndex('conditional_orders_status')
      .on('conditional_orders')
      .columns(['status'])
      .execute();
  },
};
