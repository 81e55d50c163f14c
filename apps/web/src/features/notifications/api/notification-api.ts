// Notifications of the logged-in customer: the latest page (with the unread count of all of them)
// as one query, refreshed by the private channel's `notification` events and every 30 s.
import { notificationListCommand, notificationReadCommand } from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';

export const PAGE_SIZE = 50;

export const notificationsQuery = (base: string, user: string, limit = PAGE_SIZE) =>
  queryOptions({
    queryKey: ['notifications', user, limit],
    queryFn: () => callTrading(base, notificationListCommand, { limit: limit }),
    refetchInterval: 30_000,
  });

export const markNotificationRead = (base: string, id: number | 'all') =>
  callTrading(base, notificationReadCommand, { id: id });
