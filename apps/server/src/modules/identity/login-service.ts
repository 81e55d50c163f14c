// `Web.sCheckLogin` (spec §7): trimmed username and password, optional OTP, device.
// Wrong credentials never tell whether the username exists; failures slow down, then lock.
import type { CommandParams, LoginCommand, SessionToken } from '@sen/protocol';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { Customer, CustomerRepository } from './customer-repository.ts';
import { GuessCounter, LOGIN_COLUMNS, throwUnlessRight, type GuessErrors } from './guess-counter.ts';
import { LOGIN_RULES } from './login-throttle.ts';
import type { OtpService } from './otp-service.ts';
import { DUMMY_HASH, verifySecret } from './password-hasher.ts';
import type { SessionService } from './session-service.ts';

/** A username and password's errors (also an account activation's temporary password). */
export const LOGIN_ERRORS: GuessErrors = {
  locked: 'loginLocked',
  slow: 'loginSlowDown',
  wrong: 'wrongCredentials',
};

export class LoginService {
  private readonly counter: GuessCounter;

  constructor(
    private readonly customers: CustomerRepository,
    private readonly sessions: SessionService,
    private readonly otp: OtpService,
    now: () => number,
  ) {
    this.counter = new GuessCounter(customers.db, LOGIN_COLUMNS, LOGIN_RULES, now);
  }

  async login(params: CommandParams<LoginCommand>): Promise<SessionToken> {
    const customer = await this.checkPassword(params.username, params.password);
    if (customer.login_otp === 1) {
      if (params.otp === undefined) {
        await this.otp.issue(customer, 'login', { outboxKey: params.outboxKey });
        // Which code to give: the app's, or the SMS just sent (the password was right: the
        // customer's own setting, told to nobody else).
        throw new SenError('otpRequired', {}, undefined, { method: customer.totp_secret ? 'totp' : 'sms' });
      }
      if (!(await this.otp.verify(customer, 'login', params.otp))) throw new SenError('wrongOtp');
    }
    const sid = await this.sessions.create(customer.id, customer.username);
    return { sid, user: customer.username, defaultAcc: customer.default_sub_account };
  }

  /**
   * The login's check of a username and password (also `TotpRecover`'s): an unknown username
   * answers as a wrong password after the same hash work; the login's guess limit; the account's
   * status. The customer when all pass.
   */
  async checkPassword(username: string, password: string): Promise<Customer> {
    const customer = await this.customers.byUsername(username);
    if (!customer) {
      await verifySecret(DUMMY_HASH, password);
      throw new SenError('wrongCredentials');
    }
    // Claimed before the slow hash check: parallel guesses count at once; a right password gives
    // its claim back, or starts the counter again (guess-counter.ts). OTP guesses have their own limits.
    const attempt = await this.counter.attempt(customer.id, () =>
      verifySecret(customer.password_hash, password),
    );
    throwUnlessRight(attempt, LOGIN_ERRORS);
    if (customer.status === 0) throw new SenError('accountAwaitingActivation');
    if (customer.status !== 1) throw new SenError('accountCancelled');
    return customer;
  }
}
