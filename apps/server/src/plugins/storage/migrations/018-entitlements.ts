// Entitlements of corporate actions (issue 18): one row per event and sub-account holding the stock
// at the record date, with what it receives and how far it has been paid.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const entitlementsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('entitlements')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('sub_acnt_no', 'varchar(16)', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      // Shares held at the record date (trades before the ex-date).
      .addColumn('shares', 'bigint', (c) => c.notNull())
      // Cash dividends: VND before tax and the tax withheld; shares: new shares (rights: the maximum).
      .addColumn('cash', 'bigint', (c) => c.notNull())
      .addColumn('tax', 'bigint', (c) => c.notNull())
      .addColumn('new_shares', 'bigint', (c) => c.notNull())
      // Rights: VND per new share, the subscription period and the shares registered so far.
      .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('period_start', 'varchar(10)')
      .addColumn('period_end', 'varchar(10)')
      .addColumn('registered', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('ex_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('record_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('payment_date', 'varchar(10)')
      .addColumn('listing_date', 'varchar(10)')
      // entitled -> paid (cash credited, or new shares credited pending listing)
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('entitlements_event_sub', ['event_id', 'sub_acnt_no'])
      .execute();
    // Rights registrations: each paid from cash, the new shares receivable until listing.
    await db.schema
      .createTable('rights_registrations')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('entitlement_id', 'integer', (c) => c.notNull())
      .addColumn('sub_acnt_no', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('volume', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('rights_registrations_ref', ['sub_acnt_no', 'ref_id'])
      .execute();
    await db.schema
      .createIndex('entitlements_sub')
      .on('entitlements')
      .columns(['sub_acnt_no', 'id'])
      .execute();
  },
};
