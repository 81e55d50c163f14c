import { tradingErrorEntry as e } from './trading-error-entry.ts';

/**
 * Sen's own failure codes of the trading channel, outside the spec's catalogue (spec §8 uses -6xxx,
 * -8xxx, -9xxx and -8): bad input, unknown command, missing or ended session, not logged in. The
 * session texts are the spec's own words (in both languages) so clients end the login (spec §6).
 * They are not looked up by `tradingError(code)`: a -1 reply's `rs` carries the reason of the bad
 * input, which a client shows as sent.
 */
export const PROTOCOL_ERRORS = [
  e(-1, 'badRequest', 'Dữ liệu không hợp lệ', 'Invalid input'),
  e(-2, 'unknownCommand', 'Lệnh không được hỗ trợ', 'Unknown command'),
  e(-3, 'invalidSession', 'Invalid session', 'Invalid session'),
  e(-4, 'notLoggedIn', 'Not logged in', 'Not logged in'),
] as const;

/** Name of one of Sen's protocol failures. */
export type ProtocolErrorKey = (typeof PROTOCOL_ERRORS)[number]['key'];

/** Codes of Sen's protocol failures by name: PROTOCOL_ERROR_CODES.notLoggedIn === -4. */
export const PROTOCOL_ERROR_CODES = Object.fromEntries(
  PROTOCOL_ERRORS.map((error) => [error.key, error.code]),
) as { readonly [K in ProtocolErrorKey]: Extract<(typeof PROTOCOL_ERRORS)[number], { key: K }>['code'] };
