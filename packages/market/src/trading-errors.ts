import type { TradingError } from './trading-error-entry.ts';
export type { TradingError } from './trading-error-entry.ts';
import { ORDER_ERRORS } from './trading-errors-orders.ts';
import { SYSTEM_ERRORS } from './trading-errors-system.ts';
import { IDENTITY_ERRORS } from './trading-errors-identity.ts';
import { WATCHLIST_ERRORS } from './trading-errors-watchlists.ts';
import { MONEY_ERRORS } from './trading-errors-money.ts';
import { AUTH_LIMIT_ERRORS } from './trading-errors-auth-limits.ts';
import { BOND_ERRORS } from './trading-errors-bonds.ts';
import { BANK_ERRORS } from './trading-errors-bank.ts';
import { CORPORATE_ERRORS } from './trading-errors-corporate.ts';
import { MARGIN_ERRORS } from './trading-errors-margin.ts';
import { OPEN_ACCOUNT_ERRORS } from './trading-errors-open-account.ts';
import { ALERT_ERRORS } from './trading-errors-alerts.ts';
export { WATCHLIST_RULE_OF_CODE } from './trading-errors-watchlists.ts';

/** The error catalogue of spec §8 and Sen's own identity, watchlist and guess-limit codes, Vietnamese and English. */
export const TRADING_ERRORS = [
  ...ORDER_ERRORS,
  ...SYSTEM_ERRORS,
  ...IDENTITY_ERRORS,
  ...WATCHLIST_ERRORS,
  ...MONEY_ERRORS,
  ...AUTH_LIMIT_ERRORS,
  ...BOND_ERRORS,
  ...BANK_ERRORS,
  ...CORPORATE_ERRORS,
  ...MARGIN_ERRORS,
  ...OPEN_ACCOUNT_ERRORS,
  ...ALERT_ERRORS,
] as const;

/** Name of a catalogued trading error. */
export type TradingErrorKey = (typeof TRADING_ERRORS)[number]['key'];

const BY_CODE = new Map<number, TradingError>(TRADING_ERRORS.map((error) => [error.code, error]));

/** The catalogue entry of a code, e.g. tradingError(-6012)?.en === 'Insufficient buying power'. */
export function tradingError(code: number | string): TradingError | undefined {
  return BY_CODE.get(Number(code));
}

/** Codes by name for code that raises them, e.g. TRADING_ERROR_CODES.insufficientBuyingPower === -6012. */
export const TRADING_ERROR_CODES = Object.fromEntries(
  TRADING_ERRORS.map((error) => [error.key, error.code]),
) as Readonly<Record<TradingErrorKey, number>>;
