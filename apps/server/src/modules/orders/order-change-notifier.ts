// After an order's change commits, the notices it raises for its owner (notifications module).
import type { FastifyInstance } from 'fastify';
import { orderNotices } from '../notifications/order-notifications.ts';
import type { OrderEffect } from './order-machine.ts';
import type { OrderRow } from './order-repository.ts';

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
