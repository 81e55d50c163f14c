// Enrolling an authenticator app (TOTP, RFC 6238 via otplib): setup hands out a secret and its
// otpauth:// URI; the first valid code confirms it (and is used up), and from then on logins ask for
// its codes. Confirmations count against the account's authenticator-code guess limit (the same
// counter as login, ResetPassword.pt and withdrawals: 5 wrong lock OTP checks 15 minutes, -8124).
// The authenticator is a security setting: as ChangePin wants the current PIN and ChangePassword the
// current password, setup wants the trading PIN (CheckPin's check and guess limit) and, when an
// authenticator is already active, a current code of it (the login's check, limit and single use),
// so a stolen session alone can neither enrol one nor replace the customer's.
import { generateSecret, generateURI } from 'otplib';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { CustomerRepository } from './customer-repository.ts';
import type { OtpService } from './otp-service.ts';
import type { SecurityService } from './security-service.ts';
import { totpStepOf } from './totp-steps.ts';

const ISSUER = 'Sen';

export class TotpEnrollment {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly otp: Pick<OtpService, 'totpAttempt' | 'verifyAuthenticator'>,
    private readonly security: Pick<SecurityService, 'checkPin'>,
    private readonly now: () => number,
  ) {}

  /**
   * A new pending secret, once the caller has proved more than a session: the trading PIN (wrong
   * -8005, locked -8121) and, when an authenticator is active, a current code of it (missing -8104,
   * wrong or used -8105, locked -8124; the code is used up). Nothing changes on a refusal.
   */
  async setup(
    caller: Caller,
    pin: string,
    code: string | undefined,
  ): Promise<{ secret: string; uri: string }> {
    const customer = await this.customers.byId(caller.customerId);
    if (!customer) throw new SenError('invalidSession');
    // Asked before any secret is checked: no PIN guess is spent on a request that cannot succeed.
    if (customer.totp_secret && code === undefined) throw new SenError('otpRequired');
    await this.security.checkPin(caller, pin);
    if (customer.totp_secret && !(await this.otp.verifyAuthenticator(customer, code ?? '')))
      throw new SenError('wrongOtp');
    const secret = generateSecret();
    await this.customers.update(caller.customerId, { totp_pending: secret });
    return { secret, uri: generateURI({ issuer: ISSUER, label: caller.username, secret }) };
  }

  /**
   * The first code of the pending secret makes it the customer's, and it is used up there (its step
   * is the last accepted one, totp-steps.ts): the next check wants a newer code. Each try is claimed
   * against the account's TOTP guess limit before the code is compared (`OtpService.totpAttempt`):
   * wrong -8105, locked -8124 (the right code too). One conditional UPDATE on the pending secret, so
   * of parallel confirmations with the right code one is taken.
   */
  async confirm(caller: Caller, code: string): Promise<{ message: string }> {
    const customer = await this.customers.byId(caller.customerId);
    const pending = customer?.totp_pending;
    if (!pending) throw new SenError('wrongOtp');
    const confirmed = await this.otp.totpAttempt(caller.customerId, async () => {
      const step = totpStepOf(pending, code, this.now());
      if (step === null) return false;
      const result = await this.customers.db
        .updateTable('customers')
        .set({ totp_secret: pending, totp_pending: null, login_otp: 1, last_totp_step: step })
        .where('id', '=', caller.customerId)
        .where('totp_pending', '=', pending)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
    if (!confirmed) throw new SenError('wrongOtp');
    return { message: 'OK' };
  }
}
