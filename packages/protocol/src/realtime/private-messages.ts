import * as z from '../zod-mini.ts';
import { tradingAccountSchema } from '../trading/accounts.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';

/** Socket.IO event of private messages (after `register`). */
export const PRIVATE_EVENT = 'private';

/** Kinds of `Event` pushed to a registered client. */
export const PRIVATE_EVENT_TYPES = [
  'order',
  'balance',
  'position',
  'notification',
  'transfer',
  'advance',
  'rights',
  'alert',
] as const;
export type PrivateEventType = (typeof PRIVATE_EVENT_TYPES)[number];

/**
 * `{action: 'Event', data}`: an order status, balance change or notification. `data.type` says which;
 * the rest of `data` is the area's payload (defined beside its trading command schemas).
 */
export const privateEventSchema = z.object({
  action: z.literal('Event'),
  data: z.looseObject({ type: z.enum(PRIVATE_EVENT_TYPES) }),
});
/** `{action: 'logout'}`: the session ended elsewhere. */
export const logoutMessageSchema = z.object({ action: z.literal('logout'), message: z.optional(z.string()) });
/** `{action: 'error', message}`: the server could not accept a frame. */
export const errorFrameSchema = z.object({ action: z.literal('error'), message: z.string() });
/** `{action: 'ping'}`: keep-alive answer. */
export const pingMessageSchema = z.object({ action: z.literal('ping'), data: z.optional(z.unknown()) });
/**
 * Acknowledgement of `register`: `ok` says whether it was accepted (what Sen's readers use),
 * `message` why not; `data` repeats it as `'OK'`/`'NOK'`, the form the client family reads.
 * Build it with {@link registerAck} so the two always agree.
 */
export const registerAckSchema = z.object({
  action: z.literal('register'),
  ok: z.boolean(),
  message: z.optional(z.string()),
  data: z.enum(['OK', 'NOK']),
});
/** Reply to a registered client's `{action:'ListAccount'}`: its sub-accounts (as the ListAccount command). */
export const listAccountMessageSchema = z.object({
  action: z.literal('ListAccount'),
  data: z.array(tradingAccountSchema),
});
/**
 * The facts of one symbol a ticket needs, with the brokerage's margin data (spec §8: "symbol info
 * also returns margin data"). Prices in canonical units (VND; futures index points x 100).
 */
export const symbolInfoSchema = z.object({
  symbol: z.string(),
  market: z.string(),
  kind: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  tradingDate: z.string(),
  reference: z.int(),
  ceiling: z.int(),
  floor: z.int(),
  /** Last match price, 0 before the first match of the day. */
  last: z.int(),
  /** Share of the position value the brokerage lends, percent (0: not marginable). */
  marginRatio: z.number(),
});
export type SymbolInfo = z.output<typeof symbolInfoSchema>;
/** Reply to `getSymbolInfo`. */
export const symbolInfoMessageSchema = z.object({
  action: z.literal('getSymbolInfo'),
  data: symbolInfoSchema,
});

/** Any message on the `private` event. */
export const privateMessageSchema = z.discriminatedUnion('action', [
  privateEventSchema,
  logoutMessageSchema,
  errorFrameSchema,
  pingMessageSchema,
  registerAckSchema,
  listAccountMessageSchema,
  symbolInfoMessageSchema,
]);
export type PrivateMessage = z.output<typeof privateMessageSchema>;
export type PrivateEvent = z.output<typeof privateEventSchema>;

/** Parses a message received on `private`. */
export function parsePrivateMessage(input: unknown): ParseResult<PrivateMessage> {
  return parseWith(privateMessageSchema, input);
}

/** Builds an `Event` push: `privateEvent('order', {orderNo: '1', status: 'M'})`. */
export function privateEvent(type: PrivateEventType, payload: Record<string, unknown>): PrivateEvent {
  return { action: 'Event', data: { ...payload, type } };
}

/** The error frame sent on `private` (or `public` before login) for a frame the server refused. */
export function errorFrame(message: string): z.output<typeof errorFrameSchema> {
  return { action: 'error', message };
}

/** The acknowledgement of a `register` frame: `registerAck(true)` is `{action:'register', ok:true, data:'OK'}`. */
export function registerAck(ok: boolean, message?: string): z.output<typeof registerAckSchema> {
  const data = ok ? 'OK' : 'NOK';
  return message === undefined ? { action: 'register', ok, data } : { action: 'register', ok, message, data };
}
