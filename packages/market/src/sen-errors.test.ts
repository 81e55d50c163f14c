import { describe, expect, it } from 'vitest';
import { REALTIME_ERRORS } from './realtime-errors.ts';
import { REST_ERRORS } from './rest-errors.ts';
import { SEN_ERROR_KEYS, senError, senErrorText } from './sen-errors.ts';
import { TRADING_ERRORS, TRADING_ERROR_CODES, tradingError } from './trading-errors.ts';
import { PROTOCOL_ERRORS, PROTOCOL_ERROR_CODES } from './trading-errors-protocol.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('one error catalogue: trading, protocol and REST failures', () => {
  it('names every failure once', () => {
    const keys = [...TRADING_ERRORS, ...PROTOCOL_ERRORS, ...REST_ERRORS, ...REALTIME_ERRORS].map(
      (error) => error.key,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect([...SEN_ERROR_KEYS].sort()).toEqual([...keys].sort());
  });

  it.each(TRADING_ERRORS.map((error) => [error.key, error.code] as const))(
    'trading key %s resolves to %i with both texts',
    (key, code) => {
      const entry = senError(key);
      expect(entry).toMatchObject({ key, code, vi: tradingError(code)!.vi, en: tradingError(code)!.en });
      expect(TRADING_ERROR_CODES[key]).toBe(code);
      expect(placeholders(entry.vi)).toEqual(placeholders(entry.en));
    },
  );

  it.each(PROTOCOL_ERRORS.map((error) => [error.key, error.code] as const))(
    'protocol key %s resolves to %i, outside the spec codes',
    (key, code) => {
      expect(senError(key)).toMatchObject({ code, status: 400 });
      expect(PROTOCOL_ERROR_CODES[key]).toBe(code);
      expect(tradingError(code)).toBeUndefined();
    },
  );

  it.each([...REST_ERRORS, ...REALTIME_ERRORS].map((error) => [error.key] as const))(
    'REST or realtime key %s has an HTTP status, an error word, a known rc and both texts',
    (key) => {
      const entry = senError(key);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.error).toMatch(/^[a-z_]+$/);
      const known = tradingError(entry.code) ?? PROTOCOL_ERRORS.find((error) => error.code === entry.code);
      expect(known, `rc ${entry.code} of ${key}`).toBeDefined();
      expect(entry.vi.length * entry.en.length).toBeGreaterThan(0);
      expect(placeholders(entry.vi)).toEqual(placeholders(entry.en));
    },
  );

  it('gives the HTTP status of trading failures that HTTP routes answer', () => {
    expect(senError('openRequestNotFound').status).toBe(404);
    expect(senError('bankSignatureInvalid').status).toBe(401);
    expect(senError('wrongPin')).toMatchObject({ status: 400, error: 'wrongPin' });
    expect(senError('unknownSymbol')).toMatchObject({ status: 404, error: 'unknown_symbol', code: -6031 });
  });

  it('fills the text of a refusal that is answered, not thrown', () => {
    expect(senErrorText('tooManyDepthStreams', 'en', { max: 4 })).toBe(
      'at most 4 depth streams per connection',
    );
    expect(senErrorText('unknownStreamSymbol', 'vi', { symbol: 'ZZZ' })).toBe('Mã "ZZZ" không tồn tại');
  });
});
