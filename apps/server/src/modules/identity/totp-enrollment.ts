// Enrolling an authenticator app (TOTP, RFC 6238 via otplib): setup hands out a secret and its
// otpauth:// URI; the first valid code confirms it, and from then on logins ask for its codes.
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { CustomerRepository } from './customer-repository.ts';

const ISSUER = 'Sen';

export class TotpEnrollment {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly now: () => number,
  ) {}

  async setup(caller: Caller): Promise<{ secret: string; uri: string }> {
    const secret = generateSecret();
    await this.customers.update(caller.customerId, { totp_pending: secret });
    return { secret, uri: generateURI({ issuer: ISSUER, label: caller.username, secret }) };
  }

  async confirm(caller: Caller, code: string): Promise<{ message: string }> {
    const customer = await this.customers.byId(caller.customerId);
    const pending = customer?.totp_pending;
    if (
      !pending ||
      !verifySync({ secret: pending, token: code, epoch: Math.floor(this.now() / 1000), epochTolerance: 30 })
        .valid
    ) {
      throw new SenError('wrongOtp');
    }
    await this.customers.update(caller.customerId, {
      totp_secret: pending,
      totp_pending: null,
      login_otp: 1,
    });
    return { message: 'OK' };
  }
}
