// Security settings of spec §1: change password (then log in again), change and check the PIN,
// change the default sub-account, forgot password (OTP) and its reset through ResetPassword.pt.
// Every PIN check (CheckPin, ChangePin, the order PIN gate) claims an attempt before the hash
// check, which a right PIN gives back (guess-counter.ts): 5 wrong lock the PIN for 15 minutes
// (-8121); ChangePassword's current password counts
// against the login's limit. ForgotPassword and ResetPassword.pt count
// in the per-address and global attempt throttle (-8122).
import {
  formBodyText,
  parseJsonText,
  parseWith,
  protocolErrorReply,
  resetPasswordRequestSchema,
} from '@sen/protocol';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { AccountAccess } from './account-access.ts';
import type { AttemptThrottle } from './attempt-throttle.ts';
import type { Customer, CustomerRepository } from './customer-repository.ts';
import {
  GuessCounter,
  LOGIN_COLUMNS,
  PIN_COLUMNS,
  throwUnlessRight,
  type GuessErrors,
} from './guess-counter.ts';
import { LOGIN_RULES, SECRET_RULES } from './login-throttle.ts';
import type { OtpService } from './otp-service.ts';
import { hashSecret, verifySecret } from './password-hasher.ts';
import type { SessionService } from './session-service.ts';

const OK = { message: 'OK' };
/** A PIN's errors: wrong -8005, locked -8121, slowed down -8122. */
const PIN_ERRORS: GuessErrors = { locked: 'pinLocked', slow: 'tooManyAttempts', wrong: 'wrongPin' };

export class SecurityService {
  private readonly pins: GuessCounter;
  private readonly passwords: GuessCounter;

  constructor(
    private readonly customers: CustomerRepository,
    private readonly sessions: SessionService,
    private readonly otp: OtpService,
    private readonly access: AccountAccess,
    private readonly throttle: AttemptThrottle,
    now: () => number,
  ) {
    this.pins = new GuessCounter(customers.db, PIN_COLUMNS, SECRET_RULES, now);
    this.passwords = new GuessCounter(customers.db, LOGIN_COLUMNS, LOGIN_RULES, now);
  }

  /** One PIN check within the guess limit: wrong -8005, locked -8121. */
  private async verifyPin(customer: Customer, pin: string): Promise<void> {
    const attempt = await this.pins.attempt(customer.id, () => verifySecret(customer.pin_hash, pin));
    throwUnlessRight(attempt, PIN_ERRORS);
  }

  private async customer(caller: Caller): Promise<Customer> {
    const customer = await this.customers.byId(caller.customerId);
    if (!customer) throw new SenError('invalidSession');
    return customer;
  }

  async changePassword(
    caller: Caller,
    oldPassword: string,
    newPassword: string,
    confirm: string,
  ): Promise<typeof OK> {
    if (newPassword !== confirm) throw new SenError('confirmationMismatch');
    if (newPassword === oldPassword) throw new SenError('cannotReuseOldPassword');
    const customer = await this.customer(caller);
    // The current password counts against the login's limit: a stolen session guesses no faster.
    const attempt = await this.passwords.attempt(customer.id, () =>
      verifySecret(customer.password_hash, oldPassword),
    );
    throwUnlessRight(attempt, { locked: 'loginLocked', slow: 'loginSlowDown', wrong: 'invalidPassword' });
    await this.customers.update(customer.id, { password_hash: await hashSecret(newPassword) });
    await this.sessions.endAll(customer.id, 'password-changed');
    return OK;
  }

  async changePin(caller: Caller, oldPin: string, newPin: string, confirm: string): Promise<typeof OK> {
    if (newPin !== confirm) throw new SenError('confirmationMismatch');
    if (newPin === oldPin) throw new SenError('sameAsOld');
    const customer = await this.customer(caller);
    await this.verifyPin(customer, oldPin);
    await this.customers.update(customer.id, { pin_hash: await hashSecret(newPin) });
    return OK;
  }

  /** Throws -8005 for a wrong PIN, -8121 while it is locked (the OMS calls this before an order). */
  async checkPin(caller: Caller, pin: string): Promise<typeof OK> {
    await this.verifyPin(await this.customer(caller), pin);
    return OK;
  }

  /** What identifies the customer's current PIN (its stored hash, never sent): PIN gates key on it. */
  async pinStamp(caller: Caller): Promise<string> {
    const hash = await this.customers.pinHash(caller.customerId);
    if (hash === undefined) throw new SenError('invalidSession');
    return hash;
  }

  async changeDefaultAccount(caller: Caller, subAcntNo: string): Promise<{ defaultAcc: string }> {
    await this.access.requireActive(caller, subAcntNo);
    await this.customers.update(caller.customerId, { default_sub_account: subAcntNo });
    return { defaultAcc: subAcntNo };
  }

  /** Forgot password, step 1: username plus the registered phone or email sends an OTP. */
  async forgotPassword(
    username: string,
    contact: string,
    outboxKey: string | undefined,
    request: FastifyRequest | undefined,
  ): Promise<typeof OK> {
    if (request) await this.throttle.check(request);
    const customer = await this.customers.byUsername(username);
    const matches =
      customer &&
      customer.status === 1 &&
      (customer.phone === contact || customer.email.toLowerCase() === contact.toLowerCase());
    if (!customer || !matches) throw new SenError('unknownCustomer');
    await this.otp.issue(customer, 'reset-password', { outboxKey });
    return OK;
  }

  /** `POST /trading/ResetPassword.pt`: replies with `http` 200 on success, 400 otherwise. */
  async resetPassword(
    body: string,
    request: FastifyRequest,
  ): Promise<{ http: number; rc: number; rs: string }> {
    try {
      await this.throttle.check(request);
      return await this.reset(body);
    } catch (error) {
      if (error instanceof SenError) return { http: 400, rc: error.rc, rs: error.message };
      throw error;
    }
  }

  private async reset(body: string): Promise<{ http: number; rc: number; rs: string }> {
    // Bad input reads like the rest of the trading channel: rc -1, "Dữ liệu không hợp lệ: <reason>".
    const fail = (error: SenError | string) =>
      typeof error === 'string'
        ? { http: 400, ...protocolErrorReply('badRequest', error) }
        : { http: 400, rc: error.rc, rs: error.message };
    const text = formBodyText(body);
    if (!text.ok) return fail(text.error);
    const json = parseJsonText(text.value);
    if (!json.ok) return fail(json.error);
    const parsed = parseWith(resetPasswordRequestSchema, json.value);
    if (!parsed.ok) return fail(parsed.error);
    const request = parsed.value;
    if (request.newPassword !== request.confirmPassword) return fail(new SenError('confirmationMismatch'));
    const customer = await this.customers.byUsername(request.user);
    if (!customer || customer.status !== 1) return fail(new SenError('wrongOtp'));
    if (!(await this.otp.verify(customer, 'reset-password', request.otp)))
      return fail(new SenError('wrongOtp'));
    await this.customers.update(customer.id, {
      password_hash: await hashSecret(request.newPassword),
      failed_logins: 0,
      retry_after: 0,
      locked_until: 0,
    });
    await this.sessions.endAll(customer.id, 'password-changed');
    return { http: 200, rc: 1, rs: 'OK' };
  }
}
