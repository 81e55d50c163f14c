import {
  errorMessage,
  PROTOCOL_ERROR_CODES,
  senError,
  type ProtocolErrorKey,
  isSessionError,
  tradingError,
  TRADING_ERROR_CODES,
  type Language,
  type TradingErrorKey,
} from '@sen/market';
import type { TradingReply } from './envelope.ts';

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

/** A failure with Sen's own code (market catalogue, -1 ... -4) and, for bad input, the reason: `protocolErrorReply('badRequest', 'p3: ...')`. */
export function protocolErrorReply(
  key: ProtocolErrorKey,
  detail?: string,
  language: Language = 'vi',
): TradingReply<never> {
  const entry = senError(key);
  return { rc: entry.code, rs: detail === undefined ? entry[language] : `${entry[language]}: ${detail}` };
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
