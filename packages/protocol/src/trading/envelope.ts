import * as z from '../zod-mini.ts';
import { parseJsonText, parseWith, type ParseResult } from '../parse-result.ts';

/** Longest accepted trading request body, in characters (a request is a few hundred bytes). */
export const MAX_TRADING_BODY_LENGTH = 64 * 1024;

/** Request groups: L login, B raw-message replies, others mapped messages (spec §6). */
export const requestGroupSchema = z
  .string()
  .check(z.regex(/^[A-Z]{1,8}$/, 'group must be 1-8 capital letters'));

/** A positional parameter's key: `p1`..`p99`. */
const PARAM_KEY = /^p[1-9]\d?$/;

/** A positional parameter `pN` of a trading command. */
export const paramKeySchema = z.string().check(z.regex(PARAM_KEY));

/** `data` of a trading request: the command name and its positional parameters p1..pN. */
export const commandDataSchema = z
  .catchall(z.object({ cmd: z.string().check(z.minLength(1), z.maxLength(64)) }), z.unknown())
  .check(
    z.superRefine((data: { cmd: string } & Record<string, unknown>, ctx) => {
      // Every request's keys pass here: the pattern itself, not a schema parse (its result objects) a key.
      for (const key of Object.keys(data)) {
        if (key !== 'cmd' && !PARAM_KEY.test(key)) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown key "${key}" (only cmd and p1..p99)`,
            path: [key],
          });
        }
      }
    }),
  );
export type CommandData = z.output<typeof commandDataSchema>;

/**
 * The trading RPC envelope (ARCHITECTURE §4), strict: a key other than these five is bad input
 * (-1), as an unknown key of `data` is.
 */
export const tradingRequestSchema = z.strictObject({
  group: requestGroupSchema,
  user: z.string().check(z.maxLength(64)),
  session: z.string().check(z.maxLength(256)),
  channel: z._default(z.string().check(z.minLength(1), z.maxLength(4)), 'W'),
  data: commandDataSchema,
});
export type TradingRequest = z.output<typeof tradingRequestSchema>;
export type TradingRequestInput = z.input<typeof tradingRequestSchema>;

/** Reply of every trading and bond call: `rc < 1` is failure and `rs` then carries the message. */
export const tradingReplySchema = z.object({
  rc: z.int(),
  rs: z.string(),
  data: z.optional(z.unknown()),
});
export type TradingReply<T = unknown> = { rc: number; rs: string; data?: T };

/** True when a reply code means success (`rc >= 1`). */
export function isOkReply(reply: Pick<TradingReply, 'rc'>): boolean {
  return reply.rc >= 1;
}

/** Serialises a request as the body posted with content type application/x-www-form-urlencoded. */
export function encodeTradingRequest(request: TradingRequestInput): string {
  return JSON.stringify(tradingRequestSchema.parse(request));
}

/**
 * The JSON text of a posted body: the text itself, or the same text percent-encoded by a form
 * encoder (e.g. `%7B%22group%22...`, or `{...}=` when a form parser took the JSON as a key).
 */
export function formBodyText(body: string): ParseResult<string> {
  let text = body.trim();
  if (text.startsWith('%7B') || text.startsWith('%7b')) {
    try {
      text = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return { ok: false, error: 'body is not valid percent-encoding' };
    }
  }
  if (text.endsWith('=') && text.startsWith('{')) text = text.slice(0, -1);
  return { ok: true, value: text };
}

/** Parses a posted body (formBodyText) as a trading request. */
export function decodeTradingRequest(body: string): ParseResult<TradingRequest> {
  if (body.length > MAX_TRADING_BODY_LENGTH)
    return { ok: false, error: `body longer than ${MAX_TRADING_BODY_LENGTH} characters` };
  const text = formBodyText(body);
  if (!text.ok) return text;
  const json = parseJsonText(text.value);
  if (!json.ok) return json;
  return parseWith(tradingRequestSchema, json.value);
}

/** Parses a reply received from the trading or bond service. */
export function decodeTradingReply(input: unknown): ParseResult<TradingReply> {
  return parseWith(tradingReplySchema, input);
}
