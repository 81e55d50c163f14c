// Customers' notifications as a plugin: decorates `app.notifications` (other modules raise them
// with `app.notifications.notify(input, trx)`), registers NotificationList/NotificationRead, and
// raises the notifications of orders (fills, refusals by the exchange, expiries).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerNotificationCommands } from './notification-commands.ts';
import { NotificationService } from './notification-service.ts';
import { orderNotices } from './order-notifications.ts';
import type { OrderEffect } from '../orders/order-machine.ts';
import type { OrderRow } from '../orders/order-repository.ts';

/** Raises the notifications of one order's change (after its commit); a failure is logged, never thrown. */
export function orderChangeNotifier(app: FastifyInstance) {
  return (before: OrderRow, after: OrderRow, effects: readonly OrderEffect[]): void => {
    const notices = orderNotices({
      id: Number(after.id),
      subAcntNo: after.sub_acnt_no,
      symbol: after.symbol,
      kind: after.kind,
      side: after.side,
      status: after.status,
      previousStatus: before.status,
      messageNo: Number(after.message_no),
      fills: effects.flatMap((e) => (e.type === 'fill' ? [{ volume: e.volume, price: e.price }] : [])),
    });
    for (const notice of notices)
      app.notifications
        .notifyUser(after.username, { ...notice, subAccount: after.sub_acnt_no, ref: String(after.id) })
        .catch((error: unknown) => app.log.error({ err: error }, 'order notification failed'));
  };
}

async function notificationsPlugin(app: FastifyInstance): Promise<void> {
  const service = new NotificationService({
    db: app.storage.db,
    now: () => app.market.clock.marketTime(),
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
