import type { LocalizedText } from './localized-text.ts';

/** One coded failure of an HTTP route outside the trading channel: its status and `error` word. */
export interface RestErrorEntry extends LocalizedText {
  readonly key: string;
  /** The `rc` the failure carries if a trading-shaped reply gives it. */
  readonly code: number;
  readonly status: number;
  /** The `error` field of the REST body `{statusCode, error, message}` (docs/api.md). */
  readonly error: string;
}

/** Builds one entry of an HTTP or realtime failure. */
export const httpErrorEntry = <K extends string>(
  key: K,
  http: { status: number; error: string; code: number },
  vi: string,
  en: string,
): RestErrorEntry & { readonly key: K } => ({ key, ...http, vi, en });

const r = httpErrorEntry;

const BAD_QUERY = { status: 400, error: 'invalid_query', code: -1 };
const BAD_REQUEST = { status: 400, error: 'bad_request', code: -1 };
const UNKNOWN_SYMBOL = { status: 404, error: 'unknown_symbol', code: -6031 };
const NOT_FOUND = { status: 404, error: 'not_found', code: -1 };

/**
 * Failures of the REST routes (board, info, web shell, lists, callbacks): HTTP status, `error` word,
 * the `rc` of the trading channel and the texts (the REST body's `message` is the English one).
 */
export const REST_ERRORS = [
  r('invalidQuery', BAD_QUERY, 'Truy vấn không hợp lệ', 'Invalid query'),
  r('oneIndexId', BAD_QUERY, 'indexId phải nêu đúng một chỉ số', 'indexId names one index'),
  r('badHttpRequest', BAD_REQUEST, 'Yêu cầu không hợp lệ', 'Bad request'),
  r(
    'headersTooLarge',
    { status: 431, error: 'headers_too_large', code: -1 },
    'Phần đầu yêu cầu quá lớn',
    'Request headers too large',
  ),
  r(
    'requestTimeout',
    { status: 408, error: 'request_timeout', code: -1 },
    'Yêu cầu gửi quá chậm',
    'Request not received in time',
  ),
  r('bodyNotJson', BAD_REQUEST, 'Nội dung không phải JSON', 'body is not JSON'),
  r('unknownSymbol', UNKNOWN_SYMBOL, 'Mã chứng khoán không tồn tại: {symbol}', 'Unknown symbol {symbol}'),
  r('unknownSymbols', UNKNOWN_SYMBOL, 'Không mã nào tồn tại: {symbols}', 'Unknown symbols {symbols}'),
  r(
    'unknownSymbolsMore',
    UNKNOWN_SYMBOL,
    'Không mã nào tồn tại: {symbols} và {more} mã khác',
    'Unknown symbols {symbols} and {more} more',
  ),
  r(
    'noCompanyData',
    UNKNOWN_SYMBOL,
    'Không có dữ liệu doanh nghiệp của {symbol}',
    'No company data for {symbol}',
  ),
  r('unknownGroup', NOT_FOUND, 'Không có nhóm {groupId}', 'Unknown group {groupId}'),
  r('unknownNews', NOT_FOUND, 'Không có tin {id}', 'No news {id}'),
  r('noRoute', NOT_FOUND, 'Không có đường dẫn {method} {path}', 'No route {method} {path}'),
  r('unknownList', NOT_FOUND, 'Không có danh sách {name}', 'Unknown list {name}'),
  r(
    'operatorTokenRequired',
    { status: 403, error: 'forbidden', code: -1 },
    'Cần mã của nhân viên vận hành',
    'operator token required',
  ),
  r(
    'bankCallbackOff',
    { status: 503, error: 'not_ready', code: -8 },
    'Chưa cấu hình nhận báo có của ngân hàng',
    'bank callback not configured',
  ),
  r('internalError', { status: 500, error: 'internal', code: -1 }, 'Lỗi hệ thống', 'Internal server error'),
] as const;

/** Name of a REST failure. */
export type RestErrorKey = (typeof REST_ERRORS)[number]['key'];
