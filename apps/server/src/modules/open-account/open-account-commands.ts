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
      { fullName: p.p1, idNumber: p.p2, phone: p.p3, email: p.p4, province: p.p5, branchCode: p.p6 },
      p.p7,
    );
  });
  registry.register(protocol.openAccountStatusCommand, async (p, ctx) => {
    await count(reads, ctx);
    return requests.status(p.p1, p.p2);
  });
  registry.register(protocol.openAccountVerifyCommand, async (p, ctx) => {
    await count(writes, ctx);
    return requests.verify(p.p1, p.p2, p.p3, p.p4);
  });
  registry.register(protocol.openAccountResendCommand, async (p, ctx) => {
    await count(writes, ctx);
    return requests.resend(p.p1, p.p2, p.p3, p.p4);
  });
  registry.register(protocol.openAccountOutboxCommand, async (p, ctx) => {
    await count(reads, ctx);
    return requests.outbox(p.p1, p.p2);
  });
  registry.register(protocol.activateAccountCommand, async (p, ctx) => {
    await count(writes, ctx);
    return activation.activate({
      username: p.p1,
      temporaryPassword: p.p2,
      newPassword: p.p3,
      confirmPassword: p.p4,
      pin: p.p5,
      confirmPin: p.p6,
    });
  });
}
