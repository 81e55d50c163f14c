import { describe, expect, it } from 'vitest';
import { marketSecondsOfDay, toMarketClockTime, toMarketIso } from './market-time.ts';

describe('market time', () => {
  const nineFifteenHcm = Date.UTC(2026, 10, 23, 2, 15, 7); // 09:15:07 in Ho Chi Minh City

  it('formats ISO with the +07:00 offset', () => {
    expect(toMarketIso(nineFifteenHcm)).toBe('2026-11-23T09:15:07+07:00');
  });

  it('crosses midnight into the next market day', () => {
    expect(toMarketIso(Date.UTC(2026, 10, 23, 17, 30))).toBe('2026-11-24T00:30:00+07:00');
  });

  it('gives HH:MM:SS and seconds of the market day', () => {
    expect(toMarketClockTime(nineFifteenHcm)).toBe('09:15:07');
    expect(marketSecondsOfDay(nineFifteenHcm)).toBe(9 * 3600 + 15 * 60 + 7);
  });
});
