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
      {
        fullName: p.fullName,
        idNumber: p.idNumber,
        phone: p.phone,
        email: p.email,
        province: p.province,
        branchCode: p.branch,
      },
      p.outboxKey,
    ),
  );
  registry.register(protocol.openAccountStatusCommand, (p) => requests.status(p.requestId, p.phone));
  registry.register(protocol.openAccountVerifyCommand, (p) =>
    requests.verify(p.requestId, p.phone, p.channel, p.code),
  );
  registry.register(protocol.openAccountResendCommand, (p) =>
    requests.resend(p.requestId, p.phone, p.channel, p.outboxKey),
  );
  registry.register(protocol.openAccountOutboxCommand, (p) => requests.outbox(p.requestId, p.outboxKey));
  registry.register(protocol.activateAccountCommand, (p) =>
    activation.activate({
      username: p.username,
      temporaryPassword: p.temporaryPassword,
      newPassword: p.newPassword,
      confirmPassword: p.confirmPassword,
      pin: p.pin,
      confirmPin: p.confirmPin,
    }),
  );
}
