// Migration 029: authenticator secrets set up before TotpSetup wanted the trading PIN (a stolen
// session alone could have had one made) are still pending, and TotpConfirm took their first code.
// After the migration no pending secret written before it confirms; a confirmed authenticator
// stays; a secret set up afterwards (with the PIN) confirms as usual. On SQLite and PostgreSQL.
import { generateSecret, generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { CustomerRepository } from './customer-repository.ts';
import { OtpService } from './otp-service.ts';
import { PrivateEvents } from './session-events.ts';
import { TotpEnrollment } from './totp-enrollment.ts';

const NOW = 1_795_662_031_000;
/** The code of `secret` at NOW. */
const codeOf = (secret: string) => generateSync({ secret, epoch: Math.floor(NOW / 1000) });

const insertCustomer = (
  t: TestDatabase,
  username: string,
  totp: { secret: string | null; pending: string },
) =>
  t.db
    .insertInto('customers')
    .values({
      username,
      password_hash: 'x',
      pin_hash: 'x',
      full_name: username,
      email: `${username}@x.vn`,
      phone: '0900000000',
      id_number: username,
      address: '',
      branch_code: 'HO',
      status: 1,
      totp_secret: totp.secret,
      totp_pending: totp.pending,
      login_otp: totp.secret === null ? 0 : 1,
      default_sub_account: '',
      failed_logins: 0,
      retry_after: 0,
      locked_until: 0,
      created_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

describe.each(testDatabases('028-totp-last-step'))('migration 029 on %s', (_kind, open) => {
  it('clears the pending secrets written before it: TotpConfirm takes none of their codes', async () => {
    const t = await open();
    try {
      // Both set up with a session alone, before the fix: a first enrolment, and a replacement of
      // an active authenticator.
      const [enrolling, replacing, active] = [generateSecret(), generateSecret(), generateSecret()];
      const first = await insertCustomer(t, 'enrolling', { secret: null, pending: enrolling });
      const second = await insertCustomer(t, 'replacing', { secret: active, pending: replacing });

      expect(await migrateToLatest(t.db, '029-clear-pending-totp')).toEqual(['029-clear-pending-totp']);

      const customers = new CustomerRepository(t.db);
      const otp = new OtpService(t.db, new PrivateEvents(), { demo: false, now: () => NOW });
      // The PIN check is CheckPin's (its own tests): here it passes.
      const totp = new TotpEnrollment(
        customers,
        otp,
        { checkPin: async () => ({ message: 'OK' }) },
        () => NOW,
      );
      const callerOf = (row: { id: number }, username: string) => ({ customerId: row.id, username });

      await expect(totp.confirm(callerOf(first, 'enrolling'), codeOf(enrolling))).rejects.toMatchObject({
        rc: -8105,
      });
      await expect(totp.confirm(callerOf(second, 'replacing'), codeOf(replacing))).rejects.toMatchObject({
        rc: -8105,
      });
      const stored = await t.db
        .selectFrom('customers')
        .select(['username', 'totp_secret', 'totp_pending', 'login_otp'])
        .orderBy('id')
        .execute();
      expect(stored).toEqual([
        { username: 'enrolling', totp_secret: null, totp_pending: null, login_otp: 0 },
        { username: 'replacing', totp_secret: active, totp_pending: null, login_otp: 1 },
      ]);

      // A secret set up after the migration (with the PIN) confirms as usual.
      const { secret } = await totp.setup(callerOf(first, 'enrolling'), '123456', undefined);
      expect(await totp.confirm(callerOf(first, 'enrolling'), codeOf(secret))).toEqual({ message: 'OK' });
      expect(await customers.byId(first.id)).toMatchObject({
        totp_secret: secret,
        totp_pending: null,
        login_otp: 1,
      });
    } finally {
      await t.drop();
    }
  });
});
