import { TRADING_ERROR_CODES, tradingError } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { TradingError } from './trading-errors.ts';

describe('TradingError: the one error of the trading channel, thrown by key', () => {
  it.each([
    ['wrongPin', -8005],
    ['insufficientBuyingPower', -6012],
    ['orderAlreadyProcessed', -6004],
    ['exceedsSafetyRatio', -6032],
  ] as const)('%s carries the catalogue code and its Vietnamese text', (key, rc) => {
    const error = new TradingError(key);
    expect(error).toMatchObject({ rc, code: key, message: tradingError(rc)!.vi });
    expect(TRADING_ERROR_CODES[key]).toBe(rc);
  });

  it("Sen's protocol codes -1 ... -4, the session ones ending the client's session", () => {
    expect(new TradingError('badRequest').rc).toBe(-1);
    expect(new TradingError('invalidSession')).toMatchObject({ rc: -3, endsSession: true });
    expect(new TradingError('notLoggedIn').endsSession).toBe(true);
    expect(new TradingError('wrongPin').endsSession).toBe(false);
  });

  it('takes a code a pure rule computed, and refuses one outside the catalogue', () => {
    expect(TradingError.ofCode(-6021)).toMatchObject({ rc: -6021, code: tradingError(-6021)!.key });
    expect(() => TradingError.ofCode(-123_456)).toThrow(/not in the market catalogue/);
  });

  it('fills the placeholders of a catalogue text', () => {
    const withPlaceholder = Object.keys(TRADING_ERROR_CODES).find((key) =>
      /\{\w+\}/.test(tradingError(TRADING_ERROR_CODES[key as keyof typeof TRADING_ERROR_CODES])!.vi),
    ) as keyof typeof TRADING_ERROR_CODES | undefined;
    if (!withPlaceholder) return;
    const text = tradingError(TRADING_ERROR_CODES[withPlaceholder])!.vi;
    const name = /\{(\w+)\}/.exec(text)![1]!;
    expect(new TradingError(withPlaceholder, { [name]: 42 }).message).toBe(text.replace(`{${name}}`, '42'));
  });
});
