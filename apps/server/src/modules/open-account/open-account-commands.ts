// Open-account commands on the trading gateway (docs/api.md "Opening an account"). None needs a
// session: the applicant is not a customer yet.
import * as protocol from '@sen/protocol';
import type { CommandRegistry } from '../trading-gateway/command-registry.ts';
import type { AccountActivation } from './account-activation.ts';
import type { OpenAccountService } from './open-account-service.ts';

export function registerOpenAccountCommands(
  registry: CommandRegistry,
  requests: OpenAccountService,
  activation: AccountActivation,
): void {
  registry.register(protocol.openAccountCommand, (p) =>
    requests.open(
      { fullName: p.p1, idNumber: p.p2, phone: p.p3, email: p.p4, province: p.p5, branchCode: p.p6 },
      p.p7,
    ),
  );
  registry.register(protocol.openAccountStatusCommand, (p) => requests.status(p.p1, p.p2));
  registry.register(protocol.openAccountVerifyCommand, (p) => requests.verify(p.p1, p.p2, p.p3, p.p4));
  registry.register(protocol.openAccountResendCommand, (p) => requests.resend(p.p1, p.p2, p.p3, p.p4));
  registry.register(protocol.openAccountOutboxCommand, (p) => requests.outbox(p.p1, p.p2));
  registry.register(protocol.activateAccountCommand, (p) =>
    activation.activate({
      username: p.p1,
      temporaryPassword: p.p2,
      newPassword: p.p3,
      confirmPassword: p.p4,
      pin: p.p5,
      confirmPin: p.p6,
    }),
  );
}
