// Trading commands of a customer's price alerts (issue 24 item 1). The server keeps them per
// customer and watches them on the node running the market; a firing is pushed on the private
// channel (`{action:'Event', data:{type:'alert', alert, price, volume}}`) and raised as a
// notification. Kind rules (thresholds, the 50-alert limit) are the market's (`@sen/market`).
import { z } from 'zod';
import { PRICE_ALERT_KINDS, PRICE_ALERT_REPEATS } from '@sen/market';
import { defineTradingCommand } from './command.ts';

const symbol = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9]{1,20}$/, 'symbol code is 1-20 letters or digits'));
const alertId = z.string().regex(/^\d{1,12}$/, 'alert id is a number');

export const priceAlertSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  kind: z.enum(PRICE_ALERT_KINDS),
  /** VND for prices, percent for change, shares for volume; 0 for ceiling and floor. */
  threshold: z.number(),
  repeat: z.enum(PRICE_ALERT_REPEATS),
  /** active (watching), fired (a once-alert that fired), disabled (kept, not watching). */
  status: z.enum(['active', 'fired', 'disabled']),
  /** When it was set and last fired, market time (ISO 8601 with +07:00). */
  createdAt: z.string(),
  firedAt: z.string().nullable(),
  /** The last match price when it last fired (VND), null before. */
  lastPrice: z.number().int().nullable(),
});
export type PriceAlert = z.output<typeof priceAlertSchema>;

/** The customer's alerts, newest first. */
export const alertListCommand = defineTradingCommand({
  cmd: 'AlertList',
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  names: {},
  params: z.strictObject({}),
  reply: z.array(priceAlertSchema),
});

/**
 * p1 symbol, p2 kind, p3 threshold, p4 once|rearm, p5 active (false: kept disabled), p6 the id of
 * the customer's alert to edit (absent: a new alert). Saving an alert arms it again.
 */
export const alertSetCommand = defineTradingCommand({
  cmd: 'AlertSet',
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  names: { p1: 'symbol', p2: 'kind', p3: 'threshold', p4: 'repeat', p5: 'active', p6: 'id' },
  params: z.strictObject({
    p1: symbol,
    p2: z.enum(PRICE_ALERT_KINDS),
    p3: z.number().finite().default(0),
    p4: z.enum(PRICE_ALERT_REPEATS).default('once'),
    p5: z.boolean().default(true),
    p6: alertId.optional(),
  }),
  reply: priceAlertSchema,
});

/** p1 the id of one of the customer's alerts. */
export const alertDeleteCommand = defineTradingCommand({
  cmd: 'AlertDelete',
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  names: { p1: 'id' },
  params: z.strictObject({ p1: alertId }),
  reply: z.object({ id: z.string() }),
});
