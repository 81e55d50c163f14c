// Trading commands of the order management system (issue 7): new, edit and cancel orders, the
// order lists and one order's detail with its fills. Prices are VND integers (futures: index
// points x 100) or an order-type word; volumes are shares or contracts.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';

const subAccount = z.string().trim().min(1).max(32);
const symbol = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9]{1,20}$/));
const pin = z.string().regex(/^\d{6}$/, 'PIN must be 6 digits');
const orderNo = z.string().trim().min(1).max(32);
const refId = z.string().min(1).max(64);
/** A limit price (VND integer) or the order-type word typed in the price box. */
export const orderPriceSchema = z.union([
  z.number().int().positive(),
  z.enum(['ATO', 'ATC', 'MP', 'MTL', 'MOK', 'MAK', 'PLO']),
]);

/** One order as the order book shows it. `status` is the spec's code (P, M, X, C, R, W suffix ...). */
export const orderSchema = z.object({
  orderNo: z.string(),
  refId: z.string(),
  subAcntNo: z.string(),
  symbol: z.string(),
  market: z.string(),
  side: z.enum(['B', 'S']),
  orderType: z.string(),
  /** Limit price now carried; null for market-price types. */
  price: z.number().int().nullable(),
  volume: z.number().int(),
  matchedVolume: z.number().int(),
  /** Volume-weighted price of the matches, 0 before any. */
  avgMatchPrice: z.number(),
  status: z.string(),
  /** The spec §8 code of a rejection, 0 otherwise. */
  messageNo: z.number().int(),
  nextSession: z.boolean(),
  tradeDate: z.string(),
  /** When it was placed, market time (epoch ms; the demo clock's in demo mode). */
  createdAt: z.number().int(),
  /** Its last change, market time (epoch ms). */
  updatedAt: z.number().int(),
});
export type Order = z.output<typeof orderSchema>;

export const orderFillSchema = z.object({
  seq: z.number().int(),
  price: z.number().int(),
  volume: z.number().int(),
  fee: z.number().int(),
  tax: z.number().int(),
  time: z.number().int(),
});
export type OrderFill = z.output<typeof orderFillSchema>;

/**
 * p1 sub-account, p2 symbol, p3 side, p4 price (VND or type word), p5 volume, p6 PIN, p7 client refId,
 * p8 signature (`orderSignature` of price, side, volume, account, symbol, refId), p9 next session.
 */
export const newOrderCommand = defineTradingCommand({
  cmd: 'NewOrder',
  names: {
    p1: 'subAccount',
    p2: 'symbol',
    p3: 'side',
    p4: 'price',
    p5: 'volume',
    p6: 'pin',
    p7: 'refId',
    p8: 'signature',
    p9: 'nextSession',
  },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: subAccount,
    p2: symbol,
    p3: z.enum(['B', 'S']),
    p4: orderPriceSchema,
    p5: z.number().int().positive().max(100_000_000),
    p6: pin,
    p7: refId,
    p8: z.string().regex(/^[0-9a-fA-F]{64}$/),
    p9: z.boolean().optional(),
  }),
  reply: orderSchema,
});

/** p1 sub-account, p2 order number, p3 new price (VND), p4 new total volume (one of them), p5 PIN. */
export const editOrderCommand = defineTradingCommand({
  cmd: 'EditOrder',
  names: { p1: 'subAccount', p2: 'orderNo', p3: 'price', p4: 'volume', p5: 'pin' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: subAccount,
    p2: orderNo,
    p3: z.number().int().positive().optional(),
    p4: z.number().int().positive().optional(),
    p5: pin,
  }),
  reply: orderSchema,
});

/** p1 sub-account, p2 order number, p3 PIN. */
export const cancelOrderCommand = defineTradingCommand({
  cmd: 'CancelOrder',
  names: { p1: 'subAccount', p2: 'orderNo', p3: 'pin' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount, p2: orderNo, p3: pin }),
  reply: orderSchema,
});

/** p1 sub-account, p2 list (today, nextSession, history), p3/p4 optional yyyy-mm-dd range of history. */
export const orderListCommand = defineTradingCommand({
  cmd: 'OrderList',
  names: { p1: 'subAccount', p2: 'list', p3: 'from', p4: 'to' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z
    .strictObject({
      p1: subAccount,
      p2: z.enum(['today', 'nextSession', 'history']),
      p3: z.iso.date().optional(),
      p4: z.iso.date().optional(),
    })
    .refine((p) => p.p3 === undefined || p.p4 === undefined || p.p3 <= p.p4, {
      message: 'the first day of the range must not be after its last',
      path: ['p4'],
    }),
  reply: z.array(orderSchema),
});

/** p1 sub-account, p2 order number: the order with its fills. */
export const orderDetailCommand = defineTradingCommand({
  cmd: 'OrderDetail',
  names: { p1: 'subAccount', p2: 'orderNo' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount, p2: orderNo }),
  reply: z.object({ order: orderSchema, fills: z.array(orderFillSchema) }),
});

export type NewOrderCommand = typeof newOrderCommand;
export type EditOrderCommand = typeof editOrderCommand;
export type CancelOrderCommand = typeof cancelOrderCommand;
export type OrderListCommand = typeof orderListCommand;
export type OrderDetailCommand = typeof orderDetailCommand;
