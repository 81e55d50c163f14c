// Identity and security-setting commands on the trading gateway (docs/api.md, "Identity").
import * as protocol from '@sen/protocol';
import { requireCaller, type CommandRegistry } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { AccountAccess } from './account-access.ts';
import type { AttemptThrottle } from './attempt-throttle.ts';
import type { CustomerRepository } from './customer-repository.ts';
import type { FormsService } from './forms-service.ts';
import type { LoginService } from './login-service.ts';
import type { OtpService } from './otp-service.ts';
import { BANKS, PROVINCES } from '../trading-gateway/reference-data.ts';
import type { SecurityService } from './security-service.ts';
import type { SessionService } from './session-service.ts';
import type { TotpEnrollment } from './totp-enrollment.ts';
import type { TotpRecovery } from './totp-recovery.ts';

export interface IdentityServices {
  customers: CustomerRepository;
  login: LoginService;
  sessions: SessionService;
  security: SecurityService;
  access: AccountAccess;
  otp: OtpService;
  forms: FormsService;
  totp: TotpEnrollment;
  recovery: TotpRecovery;
  throttle: AttemptThrottle;
}

/** Shows the last 3 characters only (account info never returns full identifiers). */
const mask = (value: string) =>
  value.length <= 3 ? value : `${'*'.repeat(value.length - 3)}${value.slice(-3)}`;

export function registerIdentityCommands(registry: CommandRegistry, s: IdentityServices): void {
  registry.register(protocol.loginCommand, async (p, ctx) => {
    if (ctx.http) await s.throttle.check(ctx.http);
    return s.login.login(p);
  });
  registry.register(protocol.listAccountCommand, (_p, ctx) => s.access.list(requireCaller(ctx)));
  registry.register(protocol.logoutCommand, async (_p, ctx) => {
    await s.sessions.logout(ctx.request.session);
    return { message: 'OK' };
  });
  registry.register(protocol.changePasswordCommand, (p, ctx) =>
    s.security.changePassword(requireCaller(ctx), p.oldPassword, p.newPassword, p.confirmation),
  );
  registry.register(protocol.changePinCommand, (p, ctx) =>
    s.security.changePin(requireCaller(ctx), p.oldPin, p.newPin, p.confirmation),
  );
  registry.register(protocol.checkPinCommand, (p, ctx) => s.security.checkPin(requireCaller(ctx), p.pin));
  registry.register(protocol.changeAccountCommand, (p, ctx) =>
    s.security.changeDefaultAccount(requireCaller(ctx), p.subAccount),
  );
  registry.register(protocol.accountInfoCommand, async (_p, ctx) => {
    const c = await s.customers.byId(requireCaller(ctx).customerId);
    if (!c) throw new SenError('invalidSession');
    return {
      username: c.username,
      fullName: c.full_name,
      email: c.email,
      phone: mask(c.phone),
      idNumber: mask(c.id_number),
      address: c.address,
      branchCode: c.branch_code,
      status: c.status,
      defaultAcc: c.default_sub_account,
      otpMethod: c.totp_secret ? ('totp' as const) : ('sms' as const),
    };
  });
  registry.register(protocol.totpSetupCommand, (p, ctx) => s.totp.setup(requireCaller(ctx), p.pin, p.code));
  registry.register(protocol.totpConfirmCommand, (p, ctx) => s.totp.confirm(requireCaller(ctx), p.code));
  // A lost authenticator app, from the login: an entry point like the login (address throttle).
  registry.register(protocol.totpRecoverCommand, async (p, ctx) => {
    if (ctx.http) await s.throttle.check(ctx.http);
    return s.recovery.recover(p);
  });
  registry.register(protocol.forgotPasswordCommand, (p, ctx) =>
    s.security.forgotPassword(p.username, p.contact, p.outboxKey, ctx.http),
  );
  // Only the messages sent for this outbox key (the browser that asked), never a user's others.
  registry.register(protocol.otpOutboxCommand, async (p) => {
    const customer = await s.customers.byUsername(p.username);
    return customer ? s.otp.outbox(customer.id, p.outboxKey) : [];
  });
  registry.register(protocol.contactCommand, async (p, ctx) => {
    const caller = ctx.request.session
      ? await s.sessions.resolve(ctx.request.user, ctx.request.session)
      : undefined;
    return s.forms.contact(caller?.customerId ?? null, {
      name: p.name,
      email: p.email,
      phone: p.phone ?? '',
      subject: p.subject,
      message: p.message,
    });
  });
  registry.register(protocol.listBankCommand, () => BANKS);
  registry.register(protocol.listProvinceCommand, () => PROVINCES);
}
