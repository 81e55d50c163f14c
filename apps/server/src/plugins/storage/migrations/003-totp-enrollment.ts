// A TOTP secret waits here between TotpSetup and TotpConfirm (never used for login before).
import type { Kysely, Migration } from 'kysely';

export const totpEnrollmentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').addColumn('totp_pending', 'text').execute();
  },
};
