import { afterEach, describe, expect, it } from 'vitest';
import {
  isMarketTimeBetween,
  marketClockStore,
  marketMinuteOfDay,
  marketNow,
  marketTimeOnDay,
  setLocalClock,
  syncMarketClock,
} from './market-clock';

afterEach(() => {
  marketClockStore.set({ offsetMs: null });
  setLocalClock(() => Date.now());
});

describe('market clock', () => {
  it('follows the server time, not the local wall clock', () => {
    let local = 1_000_000;
    setLocalClock(() => local);
    expect(marketNow()).toBeNull();
    syncMarketClock('2026-03-02T10:15:00+07:00');
    expect(new Date(marketNow() ?? 0).toISOString()).toBe('2026-03-02T03:15:00.000Z');
    local += 90_000;
    expect(new Date(marketNow() ?? 0).toISOString()).toBe('2026-03-02T03:16:30.000Z');
  });

  it('computes market minutes of day in UTC+7', () => {
    expect(marketMinuteOfDay(Date.parse('2026-03-02T09:00:00+07:00'))).toBe(540);
    expect(marketMinuteOfDay(Date.parse('2026-03-02T23:59:00+07:00'))).toBe(1439);
    expect(marketMinuteOfDay(Date.parse('2026-03-02T00:30:00+07:00'))).toBe(30);
  });

  it('finds a time of day on the market day', () => {
    const at = Date.parse('2026-03-02T00:30:00+07:00');
    expect(new Date(marketTimeOnDay(at, 9, 0)).toISOString()).toBe('2026-03-02T02:00:00.000Z');
  });

  it('tells whether market time lies in a window', () => {
    setLocalClock(() => 0);
    expect(isMarketTimeBetween(480, 900)).toBe(false);
    syncMarketClock('2026-03-02T14:59:00+07:00');
    expect(isMarketTimeBetween(480, 900)).toBe(true);
    syncMarketClock('2026-03-02T15:00:00+07:00');
    expect(isMarketTimeBetween(480, 900)).toBe(false);
  });
});
