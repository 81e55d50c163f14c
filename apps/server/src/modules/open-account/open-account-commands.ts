// Open-account commands on the trading gateway (docs/api.md "Opening an account"). None needs a
// session: the applicant is not a customer yet. Each call counts against its address's limit
// first (refused -8122): the ones that send codes, check codes or passwords, or store a request
// against `writes`; the polled status and outbox against the looser `reads`.
import * as protocol from '@sen/protocol';
import type { AttemptThrottle } from '../identity/attempt-throttle.ts';
import type { CommandContext, CommandRegistry } from '../trading-gateway/command-registry.ts';
import type { AccountActivation } from './account-activation.ts';
import type { OpenAccountService } from './open-account-service.ts';

export interface OpenAccountThrottles {
  writes: AttemptThrottle;
  reads: AttemptThrottle;
}

export function registerOpenAccountCommands(
  registry: CommandRegistry,
  requests: OpenAccountService,
  activation: AccountActivation,
  throttles: OpenAccountThrottles,
): void {
  const count = async (throttle: AttemptThrottle, ctx: CommandContext) => {
    if (ctx.http) await throttle.check(ctx.http);
  };
  const { writes, reads } = throttles;
  registry.register(protocol.openAccountCommand, async (p, ctx) => {
    await count(writes, ctx);
    return requests.open(
      {
        fullName: p.fullName,
        idNumber: p.idNumber,
        phone: p.phone,
        email: p.email,
        province: p.province,
        branchCode: p.branch,
      },
      p.outboxKey,
    );
  });
  registry.register(protocol.openAccountStatusCommand, async (p, ctx) => {
    await count(reads, ctx);
    return requests.status(p.requestId, p.phone);
  });
  registry.register(protocol.openAccountVerifyCommand, async (p, ctx) => {
    await count(writes, ctx);
    return requests.verify(p.requestId, p.phone, p.channel, p.code);
  });
  registry.register(protocol.openAccountResendCommand, async (p, ctx) => {
    await count(writes, ctx);
    return requests.resend(p.requestId, p.phone, p.channel, p.outboxKey);
  });
  registry.register(protocol.openAccountOutboxCommand, async (p, ctx) => {
    await count(reads, ctx);
    return requests.outbox(p.requestId, p.outboxKey);
  });
  registry.register(protocol.activateAccountCommand, async (p, ctx) => {
    await count(writes, ctx);
    return activation.activate({
      username: p.username,
      temporaryPassword: p.temporaryPassword,
      newPassword: p.newPassword,
      confirmPassword: p.confirmPassword,
      pin: p.pin,
      confirmPin: p.confirmPin,
    });
  });
}
