import { TRADING_ERROR_CODES, tradingError } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { SenError } from './sen-error.ts';

describe('SenError: the one error of the server, thrown by key', () => {
  it.each([
    ['wrongPin', -8005],
    ['insufficientBuyingPower', -6012],
    ['orderAlreadyProcessed', -6004],
    ['exceedsSafetyRatio', -6032],
  ] as const)('%s carries the catalogue code and its Vietnamese text', (key, rc) => {
    const error = new SenError(key);
    expect(error).toMatchObject({ rc, code: key, message: tradingError(rc)!.vi });
    expect(TRADING_ERROR_CODES[key]).toBe(rc);
  });

  it("Sen's protocol codes -1 ... -4, the session ones ending the client's session", () => {
    expect(new SenError('badRequest').rc).toBe(-1);
    expect(new SenError('invalidSession')).toMatchObject({ rc: -3, endsSession: true });
    expect(new SenError('notLoggedIn').endsSession).toBe(true);
    expect(new SenError('wrongPin').endsSession).toBe(false);
  });

  it('takes a code a pure rule computed, and refuses one outside the catalogue', () => {
    expect(SenError.ofCode(-6021)).toMatchObject({ rc: -6021, code: tradingError(-6021)!.key });
    expect(() => SenError.ofCode(-123_456)).toThrow(/not in the market catalogue/);
  });

  it('fills the placeholders of a catalogue text', () => {
    const withPlaceholder = Object.keys(TRADING_ERROR_CODES).find((key) =>
      /\{\w+\}/.test(tradingError(TRADING_ERROR_CODES[key as keyof typeof TRADING_ERROR_CODES])!.vi),
    ) as keyof typeof TRADING_ERROR_CODES | undefined;
    if (!withPlaceholder) return;
    const text = tradingError(TRADING_ERROR_CODES[withPlaceholder])!.vi;
    const name = /\{(\w+)\}/.exec(text)![1]!;
    expect(new SenError(withPlaceholder, { [name]: 42 }).message).toBe(text.replace(`{${name}}`, '42'));
  });

  it('relays a code and text another node answered, keeping its session meaning', () => {
    expect(SenError.relayed(-6012, 'Sức mua không đủ (leader)')).toMatchObject({
      rc: -6012,
      code: 'insufficientBuyingPower',
      message: 'Sức mua không đủ (leader)',
    });
    expect(SenError.relayed(-3, 'Invalid session').endsSession).toBe(true);
  });

  it('a REST key carries its HTTP status, error word and both texts', () => {
    expect(new SenError('unknownSymbol', { symbol: 'ZZZ' })).toMatchObject({
      status: 404,
      error: 'unknown_symbol',
      rc: -6031,
      text: { en: 'Unknown symbol ZZZ', vi: 'Mã chứng khoán không tồn tại: ZZZ' },
    });
    expect(new SenError('openRequestNotFound').status).toBe(404);
    expect(new SenError('wrongPin')).toMatchObject({ status: 400, error: 'wrongPin' });
  });
});
