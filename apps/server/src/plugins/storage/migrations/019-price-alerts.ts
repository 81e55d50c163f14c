// Price alerts of customers (issue 24 item 1): the condition watched on a symbol, its repeat mode
// and status; times are the market clock's (epoch ms). `armed` 0 while a re-arming alert waits for
// its condition to end before it may fire again.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const priceAlertsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('price_alerts')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      // priceAbove | priceBelow | changePctAbove | changePctBelow | ceiling | floor | volumeAbove
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      // VND (prices), percent (change), shares (volume); 0 for ceiling and floor.
      .addColumn('threshold', 'double precision', (c) => c.notNull())
      // once | rearm
      .addColumn('repeat', 'varchar(8)', (c) => c.notNull())
      // active | fired | disabled
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('armed', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('fired_at', 'bigint')
      .addColumn('last_price', 'bigint')
      .execute();
    await db.schema
      .createIndex('price_alerts_customer')
      .on('price_alerts')
      .columns(['customer_id', 'id'])
      .execute();
    await db.schema.createIndex('price_alerts_status').on('price_alerts').columns(['status']).execute();
  },
};
