// Trading commands of a customer's notifications (issue 16 item 6): every money movement and its
// status changes, fills, orders the exchange refuses or expires, margin calls. The server keeps them
// per customer and pushes each new one on the private channel (`{action:'Event', data:{type:
// 'notification', notification}}`); the list is the truth, the push a hint to read it again.
import * as z from '../zod-mini.ts';
import { defineTradingCommand } from './command.ts';

/**
 * Every kind the server raises (its `notify` takes only these), so each has its name on the web's
 * notifications screen (tested there); a reply still reads any string, as an older client would.
 */
export const NOTIFICATION_KINDS = [
  'order-fill',
  'order-rejected',
  'order-expired',
  'bank-withdraw',
  'bank-deposit',
  'cash-advance',
  'cash-transfer',
  'stock-transfer',
  'margin-call',
  'force-sell',
  'loan-due',
  'margin-repay',
  'price-alert',
  'entitlement',
  'cash-dividend',
  'stock-dividend',
  'bonus-shares',
  'rights-registration',
  'rights-lapsed',
  'shares-listed',
  'bond-buy',
  'bond-sellback',
  'bond-coupon',
  'bond-principal',
  'totp-removed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.int(),
  /** What happened: `order-fill`, `order-rejected`, `order-expired`, `cash-advance`, `bank-withdraw`, ... */
  kind: z.string(),
  subAcntNo: z.nullable(z.string()),
  /** The id of what it is about (order id, request id), when there is one. */
  ref: z.nullable(z.string()),
  vi: z.string(),
  en: z.string(),
  data: z.nullable(z.record(z.string(), z.unknown())),
  /** When it was raised, market time (ISO 8601 with +07:00). */
  time: z.string(),
  read: z.boolean(),
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  /** Unread notifications of the customer (all of them, not only this page). */
  unread: z.int(),
  items: z.array(notificationSchema),
});
export type NotificationPage = z.output<typeof notificationPageSchema>;

/** p1 how many (1-200, default 50), p2 only those older than this id (paging), p3 only unread ones. */
export const notificationListCommand = defineTradingCommand({
  cmd: 'NotificationList',
  names: { p1: 'limit', p2: 'before', p3: 'unreadOnly' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({
    p1: z._default(z.int().check(z.minimum(1), z.maximum(200)), 50),
    p2: z.optional(z.int().check(z.positive())),
    p3: z._default(z.boolean(), false),
  }),
  reply: notificationPageSchema,
});

/** p1 a notification id, or `all`: marks it (them) read; answers the unread count after. */
export const notificationReadCommand = defineTradingCommand({
  cmd: 'NotificationRead',
  names: { p1: 'id' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({ p1: z.union([z.int().check(z.positive()), z.literal('all')]) }),
  reply: z.object({ unread: z.int() }),
});
