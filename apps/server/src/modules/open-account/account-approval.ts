// What an approval creates (issue 29), inside the decision's transaction: the customer (username =
// account number 068C + 6 digits, status 0 pending activation, a random temporary password and an
// unknown PIN) with a normal and a margin sub-account, status 0 and without a depository (VSD)
// number yet. The first login (`ActivateAccount`) sets the password and PIN.
import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { CustomerRepository } from '../identity/customer-repository.ts';
import { hashSecret } from '../identity/password-hasher.ts';
import { accountNumberOf, normalSubAccountOf } from './account-numbers.ts';
import type { OpenAccountRequest } from './open-account-service.ts';

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const temporaryPassword = () =>
  Array.from({ length: 10 }, () => TEMP_ALPHABET[randomInt(0, TEMP_ALPHABET.length)]).join('');

/** The secrets of a new customer, hashed before the transaction (argon2 is slow). */
export interface NewCustomerSecrets {
  password: string;
  passwordHash: string;
  pinHash: string;
}

export async function newCustomerSecrets(): Promise<NewCustomerSecrets> {
  const password = temporaryPassword();
  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(password),
    hashSecret(temporaryPassword()), // unknown to anyone: the PIN is set at the first login
  ]);
  return { password, passwordHash, pinHash };
}

/** Creates the customer and its two sub-accounts of an approved request; returns the username. */
export async function createCustomerOf(
  trx: Transaction<Database>,
  customers: CustomerRepository,
  request: OpenAccountRequest,
  secrets: NewCustomerSecrets,
  now: number,
): Promise<string> {
  const acntNo = accountNumberOf(request.id);
  const normal = normalSubAccountOf(request.id);
  const customerId = await customers.insert(
    {
      username: acntNo,
      password_hash: secrets.passwordHash,
      pin_hash: secrets.pinHash,
      full_name: request.full_name,
      email: request.email,
      phone: request.phone,
      id_number: request.id_number,
      address: request.province,
      branch_code: request.branch_code,
      status: 0,
      totp_secret: null,
      totp_pending: null,
      login_otp: 0,
      default_sub_account: normal,
      failed_logins: 0,
      retry_after: 0,
      locked_until: 0,
      created_at: now,
    },
    trx,
  );
  for (const sub of [normal, `M${acntNo.slice(-6)}`])
    await customers.insertSubAccount(
      {
        sub_acnt_no: sub,
        acnt_no: acntNo,
        vsd_acnt_no: '',
        customer_id: customerId,
        status: 0,
        created_at: now,
      },
      trx,
    );
  await trx
    .updateTable('open_account_requests')
    .set({ customer_id: customerId })
    .where('id', '=', request.id)
    .execute();
  return acntNo;
}
