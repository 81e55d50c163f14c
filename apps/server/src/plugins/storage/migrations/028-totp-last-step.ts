// Authenticator (TOTP) codes are single use (RFC 6238 §5.2): the customer keeps the time step of the
// last code accepted, and a code of that step or an earlier one is refused (docs/api.md, "Guess
// limits"). Null until a code is accepted; rows written before have none.
import type { Kysely, Migration } from 'kysely';

export const totpLastStepMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').addColumn('last_totp_step', 'bigint').execute();
  },
};
