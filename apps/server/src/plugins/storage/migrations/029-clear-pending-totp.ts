// Pending authenticator secrets made before TotpSetup wanted the trading PIN (and a current code when
// an authenticator is active) are void: a stolen session alone could have had one made, and
// TotpConfirm would still take its code and make it the customer's login authenticator. Every
// secret waiting for TotpConfirm is cleared (those made since the fix too: which ones are is not
// stored); confirmed authenticators (`totp_secret`) stay. A customer who was enrolling asks
// TotpSetup again, with the PIN.
import { sql, type Kysely, type Migration } from 'kysely';

export const clearPendingTotpMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update "customers" set "totp_pending" = null where "totp_pending" is not null`.execute(db);
  },
};
