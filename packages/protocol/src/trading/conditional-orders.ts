// Conditional orders (issue 7, spec §3): trend, take profit, stop loss and purchase orders that the
// broker keeps and sends as an order when the live market reaches their condition.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';
import { orderPriceSchema } from './orders.ts';

const subAccount = z.string().trim().min(1).max(32);
const pin = z.string().regex(/^\d{6}$/, 'PIN must be 6 digits');

export const conditionalOrderTypeSchema = z.enum(['trend', 'takeProfit', 'stopLoss', 'purchase']);

export const conditionalOrderSchema = z.object({
  id: z.string(),
  subAcntNo: z.string(),
  symbol: z.string(),
  side: z.enum(['B', 'S']),
  type: conditionalOrderTypeSchema,
  /** Trigger price (VND); for trend orders the distance from the best price seen (VND). */
  trigger: z.number().int(),
  /** Price of the order sent when triggered: VND or an order-type word. */
  orderPrice: z.union([z.number().int(), z.string()]),
  volume: z.number().int(),
  /** pending, active, activated, final, expired, cancelling, waitForReactivation (spec §3). */
  status: z.string(),
  /** Order number sent on activation, '' before. */
  orderNo: z.string(),
  messageNo: z.number().int(),
  expiry: z.string(),
  /** When it was made, market time (epoch ms; the demo clock's in demo mode). */
  createdAt: z.number().int(),
});
export type ConditionalOrder = z.output<typeof conditionalOrderSchema>;

/**
 * p1 sub-account, p2 symbol, p3 side, p4 type, p5 trigger (VND; trend: distance in VND), p6 order
 * price (VND or type word), p7 volume, p8 PIN, p9 last day (yyyy-mm-dd) it stays active.
 * Stop loss and take profit sell; purchase buys; trend buys after a rise of p5 from the lowest
 * price seen, or sells after a fall of p5 from the highest.
 */
export const newConditionalOrderCommand = defineTradingCommand({
  cmd: 'NewConditionalOrder',
  names: {
    p1: 'subAccount',
    p2: 'symbol',
    p3: 'side',
    p4: 'type',
    p5: 'trigger',
    p6: 'orderPrice',
    p7: 'volume',
    p8: 'pin',
    p9: 'expiry',
  },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: subAccount,
    p2: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z0-9]{1,20}$/)),
    p3: z.enum(['B', 'S']),
    p4: conditionalOrderTypeSchema,
    p5: z.number().int().positive(),
    p6: orderPriceSchema,
    p7: z.number().int().positive().max(100_000_000),
    p8: pin,
    p9: z.iso.date(),
  }),
  reply: conditionalOrderSchema,
});

export const conditionalOrderListCommand = defineTradingCommand({
  cmd: 'ConditionalOrderList',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount }),
  reply: z.array(conditionalOrderSchema),
});

/** p1 sub-account, p2 id, p3 PIN: an active conditional order stops watching the market. */
export const cancelConditionalOrderCommand = defineTradingCommand({
  cmd: 'CancelConditionalOrder',
  names: { p1: 'subAccount', p2: 'id', p3: 'pin' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount, p2: z.string().regex(/^\d{1,12}$/), p3: pin }),
  reply: conditionalOrderSchema,
});
