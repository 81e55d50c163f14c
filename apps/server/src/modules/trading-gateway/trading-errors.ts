// Failures of trading commands by name. Codes and texts come from the one catalogue: Sen's protocol
// codes (-1 ... -4, `@sen/protocol`) and the spec's and Sen's coded errors (`@sen/market`).
// `rs` carries the Vietnamese message (spec: messages are Vietnamese); the web client translates
// by code. Session texts are exactly the spec's, which the client recognises.
import { TRADING_ERROR_CODES, tradingError, type TradingErrorKey } from '@sen/market';
import { protocolErrorReply, type PROTOCOL_ERROR_CODES } from '@sen/protocol';

const protocolCode = (key: keyof typeof PROTOCOL_ERROR_CODES) => protocolErrorReply(key);
const catalogued = (key: TradingErrorKey) => {
  const rc = TRADING_ERROR_CODES[key];
  return { rc, rs: tradingError(rc)?.vi ?? key };
};

const TRADING_ERRORS = {
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
  // Guess limits (Sen's codes -8121 ... -8124, docs/api.md "Guess limits").
  pinLocked: catalogued('pinLocked'),
  tooManyAttempts: catalogued('tooManyAttempts'),
  otpVoided: catalogued('otpVoided'),
  otpLocked: catalogued('otpLocked'),
  // Watchlist rules of spec §5 (Sen's codes -8201 ... -8210 in the @sen/market catalogue).
  watchlistNameRequired: catalogued('watchlistNameRequired'),
  watchlistNameTooLong: catalogued('watchlistNameTooLong'),
  watchlistTooMany: catalogued('watchlistTooMany'),
  watchlistNameExists: catalogued('watchlistNameExists'),
  watchlistDefaultLocked: catalogued('watchlistDefaultLocked'),
  watchlistNotFound: catalogued('watchlistNotFound'),
  watchlistFull: catalogued('watchlistFull'),
  watchlistSymbolExists: catalogued('watchlistSymbolExists'),
  watchlistMissing: catalogued('watchlistMissing'),
  watchlistPinnedOutside: catalogued('watchlistPinnedOutside'),
  // Margin lending (Sen's codes -8351 ... -8354).
  notMarginAccount: catalogued('notMarginAccount'),
  repayExceedsDebt: catalogued('repayExceedsDebt'),
  repayExceedsCash: catalogued('repayExceedsCash'),
  invalidAmount: catalogued('invalidAmount'),
  // Opening an account (Sen's codes -8141 ... -8145).
  idNumberTaken: catalogued('idNumberTaken'),
  phoneTaken: catalogued('phoneTaken'),
  emailTaken: catalogued('emailTaken'),
  openRequestNotFound: catalogued('openRequestNotFound'),
  openRequestNotVerifying: catalogued('openRequestNotVerifying'),
  newAccountCannotTrade: catalogued('newAccountCannotTrade'),
} as const satisfies Readonly<Record<string, { rc: number; rs: string }>>;

export type TradingErrorName = keyof typeof TRADING_ERRORS;

/** An expected failure of a trading command; becomes `{rc, rs}` and changes nothing. */
export class TradingError extends Error {
  override readonly name = 'TradingError';
  readonly rc: number;
  /** The failure's name in TRADING_ERRORS; undefined for a code given straight from the catalogue. */
  readonly code: TradingErrorName | undefined;

  /**
   * A named failure (its `{placeholders}` filled from `values`), or a coded one from the market's
   * catalogue, `{ rc, rs }` (the order codes of spec §8: see orders/order-rejection.ts).
   */
  constructor(
    failure: TradingErrorName | { rc: number; rs: string },
    values: Readonly<Record<string, string | number>> = {},
  ) {
    const entry = typeof failure === 'string' ? TRADING_ERRORS[failure] : failure;
    super(
      entry.rs.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)),
    );
    this.rc = entry.rc;
    this.code = typeof failure === 'string' ? failure : undefined;
  }

  /** True for errors that end the client's session (spec §6). */
  get endsSession(): boolean {
    return this.code === 'invalidSession' || this.code === 'notLoggedIn';
  }
}
