// `Web.sCheckLogin` (spec §7): trimmed username and password, optional OTP (p5), device (p6).
// Wrong credentials never tell whether the username exists; failures slow down, then lock.
import type { CommandParams, LoginCommand, SessionToken } from '@sen/protocol';
import { TradingError } from '../trading-gateway/trading-errors.ts';
import type { CustomerRepository } from './customer-repository.ts';
import { AFTER_SUCCESS, afterFailure, refusal } from './login-throttle.ts';
import type { OtpService } from './otp-service.ts';
import { verifySecret } from './password-hasher.ts';
import type { SessionService } from './session-service.ts';

// A real argon2id hash of a random string: unknown users cost the same time as known ones.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$KlzJCjKPI9eIFXXiy7OB4A$3lmpLd3++406tdZyVdOC9UDNtIUhaxn8hFYhwUuAIMg';

export class LoginService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly sessions: SessionService,
    private readonly otp: OtpService,
    private readonly now: () => number,
  ) {}

  async login(params: CommandParams<LoginCommand>): Promise<SessionToken> {
    const customer = await this.customers.byUsername(params.p1);
    if (!customer) {
      await verifySecret(DUMMY_HASH, params.p2);
      throw new TradingError('wrongCredentials');
    }
    const now = this.now();
    const state = {
      failedLogins: customer.failed_logins,
      retryAfter: customer.retry_after,
      lockedUntil: customer.locked_until,
    };
    const refused = refusal(state, now);
    if (refused?.kind === 'locked') throw new TradingError('locked', { minutes: refused.minutes });
    if (refused?.kind === 'slow') throw new TradingError('slowDown', { seconds: refused.seconds });

    if (!(await verifySecret(customer.password_hash, params.p2))) {
      const next = afterFailure(state, now);
      await this.customers.update(customer.id, {
        failed_logins: next.failedLogins,
        retry_after: next.retryAfter,
        locked_until: next.lockedUntil,
      });
      if (next.lockedUntil > now)
        throw new TradingError('locked', { minutes: Math.ceil((next.lockedUntil - now) / 60_000) });
      throw new TradingError('wrongCredentials');
    }
    if (customer.status === 0) throw new TradingError('accountPending');
    if (customer.status !== 1) throw new TradingError('accountCancelled');
    if (customer.login_otp === 1) {
      if (params.p5 === undefined) {
        await this.otp.issue(customer, 'login');
        throw new TradingError('otpRequired');
      }
      if (!(await this.otp.verify(customer, 'login', params.p5))) throw new TradingError('wrongOtp');
    }
    await this.customers.update(customer.id, {
      failed_logins: AFTER_SUCCESS.failedLogins,
      retry_after: 0,
      locked_until: 0,
    });
    const sid = await this.sessions.create(customer.id, customer.username);
    return { sid, user: customer.username, defaultAcc: customer.default_sub_account };
  }
}
