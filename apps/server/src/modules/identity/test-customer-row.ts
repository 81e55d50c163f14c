// For tests: a customers row to insert, active, with no authenticator and no guesses counted;
// `changes` sets the columns a test is about (its hashes, its status).
import type { Insertable } from 'kysely';
import type { CustomersTable } from '../../plugins/storage/database-schema.ts';

export function testCustomerRow(
  username: string,
  changes: Partial<Insertable<CustomersTable>> = {},
): Insertable<CustomersTable> {
  return {
    username,
    password_hash: 'x',
    pin_hash: 'x',
    full_name: username,
    email: `${username}@x.vn`,
    phone: '0900000000',
    id_number: '001',
    address: '',
    branch_code: 'HO',
    status: 1,
    totp_secret: null,
    totp_pending: null,
    login_otp: 0,
    default_sub_account: '',
    failed_logins: 0,
    retry_after: 0,
    locked_until: 0,
    created_at: 1,
    ...changes,
  };
}
