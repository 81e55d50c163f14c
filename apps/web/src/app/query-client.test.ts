import { describe, expect, it } from 'vitest';
import { SectionRequestError } from '@/features/stock-detail/lib/get-section';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never tries a client error again (an unknown symbol answers 404 every time)', () => {
    expect(shouldRetry(0, new SectionRequestError(404, 'Unknown symbol ZZZZ'))).toBe(false);
    expect(shouldRetry(0, new SectionRequestError(400, 'symbol: a symbol is 1-20 letters'))).toBe(false);
  });

  it('tries server and network failures, a timeout and too many requests twice', () => {
    for (const error of [
      new SectionRequestError(500, ''),
      new SectionRequestError(503, ''),
      new SectionRequestError(408, ''),
      new SectionRequestError(429, ''),
      new TypeError('Failed to fetch'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});
