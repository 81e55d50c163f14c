// The server's one error type of the trading channel, thrown by key: a key of the market's error
// catalogue (`@sen/market`: the spec's §8 codes and Sen's own, with their Vietnamese and English
// texts) or one of Sen's protocol codes -1 ... -4 (`@sen/protocol`). Codes and texts live only in
// those catalogues: `rs` carries the catalogue's Vietnamese text (spec: messages are Vietnamese) and
// the web client translates by code. The session texts are exactly the spec's.
import { TRADING_ERROR_CODES, tradingError, type TradingErrorKey } from '@sen/market';
import { PROTOCOL_ERROR_CODES, protocolErrorReply } from '@sen/protocol';

type ProtocolErrorKey = keyof typeof PROTOCOL_ERROR_CODES;
/** What the server can refuse a trading command with. */
export type TradingFailureKey = TradingErrorKey | ProtocolErrorKey;

const isProtocolKey = (key: string): key is ProtocolErrorKey => Object.hasOwn(PROTOCOL_ERROR_CODES, key);

function entryOf(key: TradingFailureKey): { rc: number; rs: string } {
  if (isProtocolKey(key)) return protocolErrorReply(key);
  const rc = TRADING_ERROR_CODES[key];
  // Every key of TRADING_ERROR_CODES has its catalogue entry (both come from TRADING_ERRORS).
  return { rc, rs: tradingError(rc)!.vi };
}

/** An expected failure of a trading command; becomes `{rc, rs}` and changes nothing. */
export class TradingError extends Error {
  override readonly name = 'TradingError';
  readonly rc: number;
  readonly code: TradingFailureKey;

  /** The failure of a catalogue key, its `{placeholders}` filled from `values`. */
  constructor(key: TradingFailureKey, values: Readonly<Record<string, string | number>> = {}) {
    const entry = entryOf(key);
    super(
      entry.rs.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    );
    this.rc = entry.rc;
    this.code = key;
  }

  /**
   * The failure of a catalogue code a pure rule computed (pre-trade checks, the exchange's reasons);
   * a code outside the catalogue is a programming error, not a refusal.
   */
  static ofCode(rc: number, values?: Readonly<Record<string, string | number>>): TradingError {
    const entry = tradingError(rc);
    if (!entry) throw new Error(`trading error code ${rc} is not in the market catalogue`);
    return new TradingError(entry.key as TradingErrorKey, values);
  }

  /** True for errors that end the client's session (spec §6). */
  get endsSession(): boolean {
    return this.code === 'invalidSession' || this.code === 'notLoggedIn';
  }
}
