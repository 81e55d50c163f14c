// Guess limits (issue 20): counters of PIN and authenticator-code attempts on the customer, wrong
// tries per SMS code, and the outbox key that binds a demo SMS to the browser that asked for it.
// SQLite adds one column per statement.
import type { Kysely, Migration } from 'kysely';

const COUNTERS = ['pin_failures', 'otp_failures'] as const;
const TIMES = ['pin_retry_after', 'pin_locked_until', 'otp_retry_after', 'otp_locked_until'] as const;

export const guessLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of COUNTERS)
      await db.schema
        .alterTable('customers')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    for (const column of TIMES)
      await db.schema
        .alterTable('customers')
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema
      .alterTable('otp_codes')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('otp_outbox').addColumn('key_hash', 'varchar(64)').execute();
  },
};
