import type { Language } from './format-date.ts';
import type { LocalizedText } from './localized-text.ts';
import { tradingError } from './trading-errors.ts';

/** General messages of spec §8 (notices, session, empty data) in both languages. */
export const GENERAL_MESSAGES = {
  unknownError: { vi: 'Lỗi không xác định!', en: 'Unknown error!' },
  unknownErrorOf: { vi: 'Lỗi không xác định: {call}', en: 'Unknown error: {call}' },
  noData: { vi: 'Không có dữ liệu!', en: 'No data found!' },
  sessionClosed: {
    vi: 'Phiên làm việc đã đóng, vui lòng đăng nhập lại.',
    en: 'Your session is closed, please re-login.',
  },
  loginAgain: { vi: 'Vui lòng đăng nhập lại để tiếp tục.', en: 'Please log in again to continue.' },
  sessionExpired: {
    vi: 'Phiên làm việc đã kết thúc. Nhấn Đồng ý để đăng nhập lại.',
    en: 'Your session has ended. Press Agree to log in again.',
  },
  invalidSession: { vi: 'Phiên đăng nhập không hợp lệ', en: 'Invalid session' },
  genericError: { vi: 'Có lỗi xảy ra, vui lòng thử lại sau', en: 'An error occurred, try again later' },
  error: { vi: 'Lỗi', en: 'Error' },
  notice: { vi: 'Thông báo', en: 'Notice' },
  orderFailed: { vi: 'Đặt lệnh không thành công', en: 'Order failed' },
  cannotFetchData: { vi: 'Không lấy được dữ liệu chỉ số', en: 'Cannot fetch index data' },
  loading: { vi: 'Đang tải...', en: 'Loading...' },
} as const satisfies Readonly<Record<string, LocalizedText>>;

/** Key of a general message. */
export type GeneralMessageKey = keyof typeof GENERAL_MESSAGES;

/** A failure reply as the trading channel gives it: `rc`/`messageNo` and the server's `rs`/`message`. */
export interface ErrorReply {
  readonly messageNo?: number | string | null;
  readonly message?: string | null;
}

const isGeneralKey = (key: string): key is GeneralMessageKey => Object.hasOwn(GENERAL_MESSAGES, key);

/**
 * Text to show for a failed request (spec §8): the catalogue text of `messageNo` in the chosen
 * language, else the server's message (a general message key is translated, any other text shown
 * as sent), else "Error" for an unknown code, else the generic "An error occurred, try again later".
 * @example errorMessage({ messageNo: -6012 }, 'en') === 'Insufficient buying power'
 * @example errorMessage({ messageNo: -1, message: 'Sai mã' }, 'en') === 'Sai mã'
 */
export function errorMessage(reply: ErrorReply, language: Language): string {
  const code = reply.messageNo;
  const known = code === null || code === undefined || code === '' ? undefined : tradingError(code);
  const message = reply.message?.trim();
  if (known) return fillFromMessage(known[language], message);
  if (message) return isGeneralKey(message) ? GENERAL_MESSAGES[message][language] : message;
  if (code !== null && code !== undefined && code !== '') return GENERAL_MESSAGES.error[language];
  return GENERAL_MESSAGES.genericError[language];
}

/**
 * Fills a catalogue text's `{placeholders}` with the numbers of the server's message, in order
 * (`'... sau {seconds} giây'` with `'... sau 30 giây'` gives `'... sau 30 giây'`); when the message
 * lacks them the server's own text is shown rather than a bare placeholder.
 */
function fillFromMessage(text: string, message: string | undefined): string {
  if (!text.includes('{')) return text;
  const numbers = message?.match(/\d+/g) ?? [];
  let index = 0;
  const filled = text.replace(/\{\w+\}/g, (whole) => numbers[index++] ?? whole);
  return /\{\w+\}/.test(filled) && message ? message : filled;
}

/** Server replies that mean the session is over (spec §6): they end the login. */
export const SESSION_ERROR_MARKERS: readonly string[] = [
  'Not logged in',
  'Invalid session',
  'InvalidSessionException',
  'NotLoginException',
];

/** True when a reply ends the session: HTTP 401 or a message naming an invalid session. */
export function isSessionError(message: string | null | undefined, httpStatus?: number): boolean {
  if (httpStatus === 401) return true;
  return SESSION_ERROR_MARKERS.some((marker) => (message ?? '').includes(marker));
}
