// Price alert commands on the trading gateway (docs/api.md, "Price alerts").
import * as protocol from '@sen/protocol';
import { requireCaller, type CommandRegistry } from '../trading-gateway/command-registry.ts';
import type { AlertService } from './alert-service.ts';

export function registerAlertCommands(registry: CommandRegistry, service: AlertService): void {
  const customer = (context: Parameters<typeof requireCaller>[0]) => requireCaller(context).customerId;
  registry.register(protocol.alertListCommand, (_p, ctx) => service.list(customer(ctx)));
  registry.register(protocol.alertSetCommand, (p, ctx) => service.set(customer(ctx), p));
  registry.register(protocol.alertDeleteCommand, (p, ctx) => service.remove(customer(ctx), Number(p.id)));
}
