// Failures of trading commands by name. Codes and texts come from the one catalogue: Sen's protocol
// codes (-1 ... -4, `@sen/protocol`) and the spec's and Sen's coded errors (`@sen/market`).
// `rs` carries the Vietnamese message (spec: messages are Vietnamese); the web client translates
// by code. Session texts are exactly the spec's, which the client recognises.
import { TRADING_ERROR_CODES, tradingError, WATCHLIST_MESSAGES, type TradingErrorKey } from '@sen/market';
import { protocolErrorReply, type PROTOCOL_ERROR_CODES } from '@sen/protocol';

const protocolCode = (key: keyof typeof PROTOCOL_ERROR_CODES) => protocolErrorReply(key);
const catalogued = (key: TradingErrorKey) => {
  const rc = TRADING_ERROR_CODES[key];
  return { rc, rs: tradingError(rc)?.vi ?? key };
};

export const TRADING_ERRORS = {
  badInput: protocolCode('badRequest'),
  unknownCommand: protocolCode('unknownCommand'),
  invalidSession: protocolCode('invalidSession'),
  notLoggedIn: protocolCode('notLoggedIn'),
  insufficientCash: catalogued('insufficientBuyingPower'),
  insufficientStock: catalogued('insufficientSecurities'),
  accountPending: catalogued('accountAwaitingActivation'),
  accountCannotTrade: catalogued('accountCannotTrade'),
  accountNotAuthorized: catalogued('accountNotAuthorized'),
  cannotViewAccount: catalogued('userCannotViewAccount'),
  wrongPin: catalogued('wrongPin'),
  reusedPassword: catalogued('cannotReuseOldPassword'),
  invalidPassword: catalogued('invalidPassword'),
  wrongCredentials: catalogued('wrongCredentials'),
  slowDown: catalogued('loginSlowDown'),
  locked: catalogued('loginLocked'),
  otpRequired: catalogued('otpRequired'),
  wrongOtp: catalogued('wrongOtp'),
  otpRateLimited: catalogued('otpRateLimited'),
  confirmMismatch: catalogued('confirmationMismatch'),
  sameAsOld: catalogued('sameAsOld'),
  accountCancelled: catalogued('accountCancelled'),
  unknownUser: catalogued('unknownCustomer'),
  demoOnly: catalogued('demoOnly'),
  // Watchlist rules of spec §5 (texts of @sen/market, Vietnamese as every rs).
  watchlistNameRequired: { rc: -8201, rs: WATCHLIST_MESSAGES['watchlist.nameRequired'].vi },
  watchlistNameTooLong: { rc: -8202, rs: WATCHLIST_MESSAGES['watchlist.nameTooLong'].vi },
  watchlistTooMany: { rc: -8203, rs: WATCHLIST_MESSAGES['watchlist.tooMany'].vi },
  watchlistNameExists: { rc: -8204, rs: WATCHLIST_MESSAGES['watchlist.nameExists'].vi },
  watchlistDefaultLocked: { rc: -8205, rs: WATCHLIST_MESSAGES['watchlist.defaultLocked'].vi },
  watchlistNotFound: { rc: -8206, rs: WATCHLIST_MESSAGES['watchlist.notFound'].vi },
  watchlistFull: { rc: -8207, rs: WATCHLIST_MESSAGES['watchlist.full'].vi },
  watchlistSymbolExists: { rc: -8208, rs: WATCHLIST_MESSAGES['watchlist.symbolExists'].vi },
  watchlistMissing: { rc: -8209, rs: 'Danh mục không tồn tại: {id}' },
  watchlistPinnedOutside: { rc: -8210, rs: 'Mã ghim phải nằm trong danh mục: {name}' },
} as const satisfies Readonly<Record<string, { rc: number; rs: string }>>;

export type TradingErrorName = keyof typeof TRADING_ERRORS;

/** An expected failure of a trading command; becomes `{rc, rs}` and changes nothing. */
export class TradingError extends Error {
  override readonly name = 'TradingError';
  readonly rc: number;

  constructor(
    readonly code: TradingErrorName,
    values: Readonly<Record<string, string | number>> = {},
  ) {
    const entry = TRADING_ERRORS[code];
    super(
      entry.rs.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)),
    );
    this.rc = entry.rc;
  }

  /** True for errors that end the client's session (spec §6). */
  get endsSession(): boolean {
    return this.code === 'invalidSession' || this.code === 'notLoggedIn';
  }
}
