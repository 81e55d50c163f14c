import { z } from 'zod';
import { parseJsonText, parseWith, type ParseResult } from '../parse-result.ts';
import { isOddLotRoom, MAX_SYMBOLS_PER_FRAME, SYMBOL_PATTERN, type OddLotRoom } from './symbols.ts';

/** Socket.IO event on which clients send their frames. */
export const REGS_EVENT = 'regs';
/** Longest accepted `regs` frame, in characters. */
export const MAX_REGS_FRAME_LENGTH = 32 * 1024;

/** A parsed client frame (ARCHITECTURE §5). */
/** `listKey`: the frame named its symbols with the key `list` (the VPS copy of the family). */
export type ClientFrame =
  | { type: 'join'; symbols: string[]; oddLot: OddLotRoom[]; listKey?: true }
  | { type: 'leave'; symbols: string[]; oddLot: OddLotRoom[]; listKey?: true }
  | { type: 'join-depth'; symbol: string; side: 'B' | 'S'; listKey?: true }
  | { type: 'leave-depth'; symbol: string; side: 'B' | 'S'; listKey?: true }
  | { type: 'ping'; mode: string }
  | { type: 'register'; user: string; session: string }
  /** Private (after `register`): the caller's sub-accounts, answered `{action:'ListAccount', data}`. */
  | { type: 'list-account' }
  /** Private: one symbol's facts with its margin ratio, answered `{action:'getSymbolInfo', data}`. */
  | { type: 'symbol-info'; symbol: string };

const listFrameSchema = z
  .object({ action: z.enum(['join', 'leave']), data: z.string().optional(), list: z.string().optional() })
  .refine((f) => f.data !== undefined || f.list !== undefined, {
    message: 'join/leave needs data (or list)',
  });
const pingFrameSchema = z.object({
  action: z.literal('ping'),
  mode: z.string().max(16).default('sync'),
  data: z.unknown().optional(),
});
const registerFrameSchema = z.object({
  action: z.literal('register'),
  data: z.object({ user: z.string().min(1).max(64), session: z.string().min(1).max(256) }),
});
const listAccountFrameSchema = z.object({ action: z.literal('ListAccount'), data: z.unknown().optional() });
const symbolInfoFrameSchema = z.object({
  action: z.literal('getSymbolInfo'),
  data: z
    .string()
    .trim()
    .transform((text) => text.toUpperCase())
    .pipe(z.string().regex(SYMBOL_PATTERN, 'getSymbolInfo needs a symbol code as data')),
});
const anyFrameSchema = z.object({
  action: z.enum(['join', 'leave', 'ping', 'register', 'ListAccount', 'getSymbolInfo']),
});

/** The schemas of the `regs` frames by action (the AsyncAPI reference of the server documents them). */
export const CLIENT_FRAME_SCHEMAS = {
  join: listFrameSchema,
  leave: listFrameSchema,
  ping: pingFrameSchema,
  register: registerFrameSchema,
  ListAccount: listAccountFrameSchema,
  getSymbolInfo: symbolInfoFrameSchema,
} as const;

/** Splits `"FPT,VNM"`; `"FPT,S"` is a depth request; `ODD_HSX`/`ODD_HNX` are odd-lot rooms. */
function parseList(action: 'join' | 'leave', text: string): ParseResult<ClientFrame> {
  const items = text
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== '');
  if (items.length === 0) return { ok: false, error: `${action} needs at least one symbol` };
  if (items.length > MAX_SYMBOLS_PER_FRAME)
    return { ok: false, error: `at most ${MAX_SYMBOLS_PER_FRAME} symbols per frame` };
  const [first, second] = items;
  if (items.length === 2 && first !== undefined && (second === 'B' || second === 'S')) {
    if (!SYMBOL_PATTERN.test(first)) return { ok: false, error: `invalid symbol "${first}"` };
    return {
      ok: true,
      value: { type: action === 'join' ? 'join-depth' : 'leave-depth', symbol: first, side: second },
    };
  }
  const symbols: string[] = [];
  const oddLot: OddLotRoom[] = [];
  for (const item of items) {
    if (isOddLotRoom(item)) {
      if (!oddLot.includes(item)) oddLot.push(item);
    } else if (SYMBOL_PATTERN.test(item)) {
      if (!symbols.includes(item)) symbols.push(item);
    } else {
      return { ok: false, error: `invalid symbol "${item.slice(0, 24)}"` };
    }
  }
  return { ok: true, value: { type: action, symbols, oddLot } };
}

/** Parses a `regs` frame (a JSON string, or an already-decoded object) into a typed frame or an error. */
export function parseClientFrame(raw: unknown): ParseResult<ClientFrame> {
  let input = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_REGS_FRAME_LENGTH)
      return { ok: false, error: `frame longer than ${MAX_REGS_FRAME_LENGTH} characters` };
    const json = parseJsonText(raw);
    if (!json.ok) return json;
    input = json.value;
  }
  const head = parseWith(anyFrameSchema, input);
  if (!head.ok) return { ok: false, error: `unknown frame: ${head.error}` };
  switch (head.value.action) {
    case 'join':
    case 'leave': {
      const frame = parseWith(listFrameSchema, input);
      if (!frame.ok) return frame;
      const list = parseList(frame.value.action, frame.value.data ?? frame.value.list ?? '');
      if (!list.ok || frame.value.data !== undefined) return list;
      return { ok: true, value: { ...list.value, listKey: true } as ClientFrame };
    }
    case 'ping': {
      const frame = parseWith(pingFrameSchema, input);
      return frame.ok ? { ok: true, value: { type: 'ping', mode: frame.value.mode } } : frame;
    }
    case 'register': {
      const frame = parseWith(registerFrameSchema, input);
      return frame.ok ? { ok: true, value: { type: 'register', ...frame.value.data } } : frame;
    }
    case 'ListAccount': {
      const frame = parseWith(listAccountFrameSchema, input);
      return frame.ok ? { ok: true, value: { type: 'list-account' } } : frame;
    }
    case 'getSymbolInfo': {
      const frame = parseWith(symbolInfoFrameSchema, input);
      return frame.ok ? { ok: true, value: { type: 'symbol-info', symbol: frame.value.data } } : frame;
    }
  }
}

/** Serialises a frame as the JSON string a client emits on `regs`. */
export function encodeClientFrame(frame: ClientFrame): string {
  switch (frame.type) {
    case 'join':
    case 'leave':
      return JSON.stringify({ action: frame.type, data: [...frame.symbols, ...frame.oddLot].join(',') });
    case 'join-depth':
    case 'leave-depth':
      return JSON.stringify({
        action: frame.type === 'join-depth' ? 'join' : 'leave',
        data: `${frame.symbol},${frame.side}`,
      });
    case 'ping':
      return JSON.stringify({ action: 'ping', mode: frame.mode, data: ' ' });
    case 'register':
      return JSON.stringify({ action: 'register', data: { user: frame.user, session: frame.session } });
    case 'list-account':
      return JSON.stringify({ action: 'ListAccount' });
    case 'symbol-info':
      return JSON.stringify({ action: 'getSymbolInfo', data: frame.symbol });
  }
}

/** The ping a client sends every 10 s: `{"action":"ping","mode":"sync","data":" "}`. */
export const PING_FRAME = encodeClientFrame({ type: 'ping', mode: 'sync' });
