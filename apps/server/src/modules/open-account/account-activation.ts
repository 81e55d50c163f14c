// The first login of a customer the back office created (issue 29): with the temporary password
// of the SMS, the customer sets a new password and a trading PIN; customer and sub-accounts become
// 1 activated and the request `activated`. The temporary password counts against the login's
// guess limit (the same counter as `Web.sCheckLogin`). Until then the login answers -6017. An
// unknown or ineligible username costs one hash check too (DUMMY_HASH), as a known one does.
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { CustomerRepository } from '../identity/customer-repository.ts';
import { GuessCounter, LOGIN_COLUMNS, throwUnlessRight } from '../identity/guess-counter.ts';
import { LOGIN_ERRORS } from '../identity/login-service.ts';
import { LOGIN_RULES } from '../identity/login-throttle.ts';
import { DUMMY_HASH, hashSecret, verifySecret } from '../identity/password-hasher.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

export interface ActivationRequest {
  username: string;
  temporaryPassword: string;
  newPassword: string;
  confirmPassword: string;
  pin: string;
  confirmPin: string;
}

export class AccountActivation {
  private readonly counter: GuessCounter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly customers: CustomerRepository,
    private readonly marketNow: () => number,
    now: () => number,
  ) {
    this.counter = new GuessCounter(db, LOGIN_COLUMNS, LOGIN_RULES, now);
  }

  async activate(r: ActivationRequest): Promise<{ message: string }> {
    if (r.newPassword !== r.confirmPassword || r.pin !== r.confirmPin)
      throw new SenError('confirmationMismatch');
    if (r.newPassword === r.temporaryPassword) throw new SenError('cannotReuseOldPassword');
    const customer = await this.customers.byUsername(r.username);
    const request = customer
      ? await this.db
          .selectFrom('open_account_requests')
          .select('id')
          .where('customer_id', '=', customer.id)
          .where('status', '=', 'approved')
          .executeTakeFirst()
      : undefined;
    // Anyone else (unknown, already active, not opened here) gets the wrong-credentials answer after
    // the same one hash check a real attempt costs: the time does not tell which usernames exist.
    if (!customer || customer.status !== 0 || !request) {
      await verifySecret(DUMMY_HASH, r.temporaryPassword);
      throw new SenError('wrongCredentials');
    }
    const attempt = await this.counter.attempt(customer.id, () =>
      verifySecret(customer.password_hash, r.temporaryPassword),
    );
    throwUnlessRight(attempt, LOGIN_ERRORS);
    const [passwordHash, pinHash] = await Promise.all([hashSecret(r.newPassword), hashSecret(r.pin)]);
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('customers')
        .set({ password_hash: passwordHash, pin_hash: pinHash, status: 1 })
        .where('id', '=', customer.id)
        .where('status', '=', 0)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new SenError('wrongCredentials');
      await trx
        .updateTable('sub_accounts')
        .set({ status: 1 })
        .where('customer_id', '=', customer.id)
        .execute();
      await trx
        .updateTable('open_account_requests')
        .set({ status: 'activated', activated_at: this.marketNow() })
        .where('id', '=', request.id)
        .execute();
    });
    return { message: 'OK' };
  }
}
