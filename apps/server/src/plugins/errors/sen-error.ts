// The server's one error type, thrown by a key of the market's error catalogue (`@sen/market`
// `senError`): the spec's §8 codes and Sen's own, Sen's protocol codes -1 ... -4 and the REST
// routes' failures. Codes, HTTP statuses and texts live only there. The trading channel replies
// `{rc, rs}` with the Vietnamese text (spec: messages are Vietnamese; the web client translates by
// code), the REST channel `{statusCode, error, message}` with the English one.
import {
  fillText,
  PROTOCOL_ERRORS,
  senError,
  tradingError,
  type LocalizedText,
  type SenErrorKey,
} from '@sen/market';

type Values = Readonly<Record<string, string | number>>;

/** An expected failure: becomes the reply of its channel and changes nothing. */
export class SenError extends Error {
  override readonly name = 'SenError';
  /** The `rc` of the trading channel. */
  readonly rc: number;
  /** The HTTP status of a REST reply. */
  readonly status: number;
  /** The `error` word of a REST reply. */
  readonly error: string;
  /** The catalogue text in both languages, placeholders filled; `message` is the Vietnamese one. */
  readonly text: LocalizedText;

  /**
   * The failure of a catalogue key, its `{placeholders}` filled from `values`; `relayed` carries
   * the code and text another node already answered (see {@link SenError.relayed}).
   */
  constructor(
    readonly code: SenErrorKey,
    values: Values = {},
    relayed?: { rc: number; rs: string },
    /** What the refusal's reply carries as `data` besides its code and text (null when absent). */
    readonly data?: unknown,
  ) {
    const entry = senError(code);
    const text = relayed
      ? { vi: relayed.rs, en: relayed.rs }
      : { vi: fillText(entry.vi, values), en: fillText(entry.en, values) };
    super(text.vi);
    this.text = text;
    this.rc = relayed?.rc ?? entry.code;
    this.status = entry.status;
    this.error = entry.error;
  }

  /**
   * The failure of a catalogue code a pure rule computed (pre-trade checks, the exchange's reasons);
   * a code outside the catalogue is a programming error, not a refusal.
   */
  static ofCode(rc: number, values?: Values): SenError {
    const entry = tradingError(rc);
    if (!entry) throw new Error(`trading error code ${rc} is not in the market catalogue`);
    return new SenError(entry.key as SenErrorKey, values);
  }

  /** A refusal another node answered (the cluster's leader): its own code and text, unchanged. */
  static relayed(rc: number, rs: string): SenError {
    const entry = tradingError(rc) ?? PROTOCOL_ERRORS.find((error) => error.code === rc);
    const key = (entry?.key ?? 'badRequest') as SenErrorKey;
    return new SenError(key, {}, { rc, rs });
  }

  /** True for errors that end the client's session (spec §6). */
  get endsSession(): boolean {
    return this.code === 'invalidSession' || this.code === 'notLoggedIn';
  }
}
