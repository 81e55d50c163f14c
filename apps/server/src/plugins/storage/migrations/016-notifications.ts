// Notifications of customers (issue 16 item 6): one row per event, newest read first.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('sub_acnt_no', 'varchar(16)')
      .addColumn('ref', 'varchar(64)')
      .addColumn('text_vi', 'text', (c) => c.notNull())
      .addColumn('text_en', 'text', (c) => c.notNull())
      // JSON of the figures the texts carry (amount, symbol, status ...), or null.
      .addColumn('data', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('notifications_customer')
      .on('notifications')
      .columns(['customer_id', 'id'])
      .execute();
  },
};
