import {
  errorMessage,
  isSessionError,
  tradingError,
  TRADING_ERROR_CODES,
  type Language,
  type TradingErrorKey,
} from '@sen/market';
import type { TradingReply } from './envelope.ts';

/**
 * Sen's own failure codes of the trading channel, outside the spec's catalogue (spec §8 uses
 * -6xxx, -8xxx, -9xxx and -8): bad input, unknown command, missing or ended session, not logged in
 * (the same codes as the server's trading gateway).
 */
export const PROTOCOL_ERROR_CODES = {
  badRequest: -1,
  unknownCommand: -2,
  invalidSession: -3,
  notLoggedIn: -4,
} as const;

/** Text of Sen's own codes; the session ones use the spec's words so clients end the login (spec §6). */
const PROTOCOL_ERROR_TEXT: Record<keyof typeof PROTOCOL_ERROR_CODES, { vi: string; en: string }> = {
  badRequest: { vi: 'Dữ liệu không hợp lệ', en: 'Invalid input' },
  unknownCommand: { vi: 'Lệnh không được hỗ trợ', en: 'Unknown command' },
  invalidSession: { vi: 'Invalid session', en: 'Invalid session' },
  notLoggedIn: { vi: 'Not logged in', en: 'Not logged in' },
};

/** A successful reply: `okReply([...])` gives `{rc: 1, rs: 'OK', data: [...]}`. */
export function okReply<T>(data: T, rs = 'OK'): TradingReply<T> {
  return { rc: 1, rs, data };
}

/**
 * A failure reply from the market error catalogue, in the user's language:
 * `errorReply('insufficientBuyingPower')` gives `{rc: -6012, rs: 'Sức mua không đủ'}`.
 */
export function errorReply(key: TradingErrorKey | number, language: Language = 'vi'): TradingReply<never> {
  const code = typeof key === 'number' ? key : TRADING_ERROR_CODES[key];
  const entry = tradingError(code);
  if (entry === undefined) throw new RangeError(`no catalogued trading error ${code}`);
  return { rc: code, rs: entry[language] };
}

/** A failure with Sen's own code and, for bad input, the reason: `protocolErrorReply('badRequest', 'p3: ...')`. */
export function protocolErrorReply(
  key: keyof typeof PROTOCOL_ERROR_CODES,
  detail?: string,
  language: Language = 'vi',
): TradingReply<never> {
  const text = PROTOCOL_ERROR_TEXT[key][language];
  return { rc: PROTOCOL_ERROR_CODES[key], rs: detail === undefined ? text : `${text}: ${detail}` };
}

/** The text a client shows for a failed reply (catalogue first, then `rs`, spec §8). */
export function replyErrorText(reply: Pick<TradingReply, 'rc' | 'rs'>, language: Language): string {
  return errorMessage({ messageNo: reply.rc, message: reply.rs }, language);
}

/** True when a failed reply ends the session (an invalid-session message or HTTP 401). */
export function isSessionEndingReply(reply: Pick<TradingReply, 'rc' | 'rs'>, httpStatus?: number): boolean {
  const code = reply.rc;
  return (
    code < 1 &&
    (code === PROTOCOL_ERROR_CODES.invalidSession ||
      code === PROTOCOL_ERROR_CODES.notLoggedIn ||
      isSessionError(reply.rs, httpStatus))
  );
}
