// Customers' notifications as a plugin: decorates `app.notifications` (other modules raise them
// with `app.notifications.notify(input, trx)`), registers NotificationList/NotificationRead;
// the orders module raises the notices of orders (fills, refusals, expiries; order-change-notifier.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerNotificationCommands } from './notification-commands.ts';
import { NotificationService } from './notification-service.ts';

async function notificationsPlugin(app: FastifyInstance): Promise<void> {
  const service = new NotificationService({
    db: app.storage.db,
    now: () => app.market.now(),
    push: (username, data) => app.privateEvents.push(username, { action: 'Event', data }),
  });
  app.decorate('notifications', service);
  registerNotificationCommands(app.trading, service);
}

export default fp(notificationsPlugin, {
  name: 'sen-notifications',
  dependencies: ['sen-storage', 'sen-market', 'sen-trading-gateway', 'sen-identity'],
});

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}
