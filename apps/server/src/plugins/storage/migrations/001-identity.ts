// Customers, sub-accounts, sessions, OTP and the customer's forms. Written once for SQLite and
// PostgreSQL: only portable column types, identity columns through `autoIncrementId`.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const identityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('pin_hash', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('id_number', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('branch_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('totp_secret', 'text')
      .addColumn('login_otp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('default_sub_account', 'varchar(32)', (c) => c.notNull())
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('retry_after', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sub_accounts')
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('vsd_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sub_accounts_customer').on('sub_accounts').column('customer_id').execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('username', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addColumn('end_reason', 'varchar(32)')
      .execute();
    await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute();
    await db.schema
      .createTable('otp_codes')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('otp_codes_customer')
      .on('otp_codes')
      .columns(['customer_id', 'issued_at'])
      .execute();
    await db.schema
      .createTable('otp_outbox')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('open_account_requests')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('id_number', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull())
      .addColumn('branch_code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
