import type { Language } from './format-date.ts';
import { fillText, type LocalizedText } from './localized-text.ts';
import { REALTIME_ERRORS, type RealtimeErrorKey } from './realtime-errors.ts';
import { REST_ERRORS, type RestErrorKey } from './rest-errors.ts';
import { TRADING_ERRORS, type TradingErrorKey } from './trading-errors.ts';
import { PROTOCOL_ERRORS, type ProtocolErrorKey } from './trading-errors-protocol.ts';

/** Name of any failure Sen answers: a trading code (spec §8 and Sen's), a protocol, REST or realtime one. */
export type SenErrorKey = TradingErrorKey | ProtocolErrorKey | RestErrorKey | RealtimeErrorKey;

/** One entry of the catalogue as every channel reads it. */
export interface SenErrorEntry extends LocalizedText {
  readonly key: SenErrorKey;
  /** The `rc` / `messageNo` of the trading channel. */
  readonly code: number;
  /** The HTTP status when an HTTP route answers the failure with one (400 unless the entry says). */
  readonly status: number;
  /** The `error` word of a REST body: the REST entry's, else the key. */
  readonly error: string;
}

/** HTTP statuses of trading failures that HTTP routes answer (operator API, bank callback). */
const HTTP_STATUS_OF: Partial<Record<TradingErrorKey, number>> = {
  openRequestNotFound: 404,
  openRequestDecided: 409,
  openRequestNotVerified: 409,
  bankSignatureInvalid: 401,
  virtualAccountUnknown: 404,
  bankTransactionConflict: 409,
};

const ENTRIES = new Map<string, SenErrorEntry>([
  ...[...TRADING_ERRORS, ...PROTOCOL_ERRORS].map(({ key, code, vi, en }): [string, SenErrorEntry] => [
    key,
    { key, code, vi, en, error: key, status: HTTP_STATUS_OF[key as TradingErrorKey] ?? 400 },
  ]),
  ...[...REST_ERRORS, ...REALTIME_ERRORS].map((entry): [string, SenErrorEntry] => [entry.key, entry]),
]);

/** Every key of the catalogue (a test walks them). */
export const SEN_ERROR_KEYS = [...ENTRIES.keys()] as readonly SenErrorKey[];

/**
 * The catalogue entry of a key, e.g. senError('wrongPin').code === -8005 and
 * senError('unknownSymbol').status === 404.
 */
export function senError(key: SenErrorKey): SenErrorEntry {
  const entry = ENTRIES.get(key);
  if (entry === undefined) throw new RangeError(`no catalogued error ${key}`);
  return entry;
}

/**
 * The text of a key in a language, placeholders filled, for a refusal that is answered rather than
 * thrown (realtime frames): senErrorText('tooManyDepthStreams', 'en', { max: 4 }).
 */
export function senErrorText(
  key: SenErrorKey,
  language: Language,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fillText(senError(key)[language], values);
}
