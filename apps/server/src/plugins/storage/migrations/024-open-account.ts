// Open-account requests that end in an account (issue 29): a request's status and verification
// times, and the codes and demo outbox of an applicant who is not a customer yet (the same rules as
// the customers' `otp_codes` and `otp_outbox`, otp-service.ts). SQLite adds one column per statement.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const openAccountMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const requests = () => db.schema.alterTable('open_account_requests');
    await requests()
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('received'))
      .execute();
    await requests().addColumn('key_hash', 'varchar(64)').execute();
    await requests().addColumn('phone_verified_at', 'bigint').execute();
    await requests().addColumn('email_verified_at', 'bigint').execute();
    await requests().addColumn('verified_at', 'bigint').execute();
    await requests().addColumn('decided_at', 'bigint').execute();
    await requests().addColumn('customer_id', 'integer').execute();
    await requests().addColumn('activated_at', 'bigint').execute();
    await db.schema
      .createIndex('open_account_requests_status')
      .on('open_account_requests')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createTable('open_account_codes')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('request_id', 'integer', (c) => c.notNull().references('open_account_requests.id'))
      .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('open_account_codes_request')
      .on('open_account_codes')
      .columns(['request_id', 'issued_at'])
      .execute();
    await db.schema
      .createTable('open_account_outbox')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('request_id', 'integer', (c) => c.notNull().references('open_account_requests.id'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('key_hash', 'varchar(64)')
      .execute();
  },
};
