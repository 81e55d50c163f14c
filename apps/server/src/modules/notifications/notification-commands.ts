// Notification commands on the trading gateway (docs/api.md, "Notifications").
import * as protocol from '@sen/protocol';
import { requireCaller, type CommandRegistry } from '../trading-gateway/command-registry.ts';
import type { NotificationService } from './notification-service.ts';

export function registerNotificationCommands(registry: CommandRegistry, service: NotificationService): void {
  registry.register(protocol.notificationListCommand, (p, ctx) =>
    service.list(requireCaller(ctx).customerId, p.limit, p.before, p.unreadOnly),
  );
  registry.register(protocol.notificationReadCommand, (p, ctx) =>
    service.read(requireCaller(ctx).customerId, p.id),
  );
}
