import { afterEach, describe, expect, it } from 'vitest';
import {
  advanceMarketClock,
  isMarketTimeBetween,
  marketMinuteOfDay,
  marketNow,
  marketSecondOfDay,
  marketTimeOfLocal,
  marketTimeOnDay,
  resetMarketClock,
  setLocalClock,
  setMarketClockPace,
  syncMarketClock,
} from './market-clock';

afterEach(() => {
  resetMarketClock();
  setLocalClock(undefined);
});

const shown = () => new Date(marketNow() ?? 0).toISOString().slice(11, 19);
const DEMO_10X = { clockSpeed: 10, dayStart: '09:00:00', dayEnd: '15:10:00' };
let local = 0;
/** The clock synced to `marketTime` at `pace`, on a fake local clock (moved by `local += ms`). */
function syncedAt(marketTime: string, pace: Parameters<typeof setMarketClockPace>[0] = DEMO_10X) {
  local = 1_000_000;
  setLocalClock(() => local);
  setMarketClockPace(pace);
  syncMarketClock(marketTime);
}

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
    expect(marketMinuteOfDay(Date.parse('2026-03-02T08:59:59.999+07:00'))).toBe(539);
  });

  it('computes market seconds of day in UTC+7, with their fraction', () => {
    expect(marketSecondOfDay(Date.parse('2026-03-02T09:20:05.250+07:00'))).toBe(33_605.25);
    expect(marketSecondOfDay(Date.parse('2026-03-02T01:00:00Z'))).toBe(8 * 3600);
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

  it('advances at the demo clock speed between syncs, not at the browser clock rate', () => {
    syncedAt('2026-03-02T09:01:00+07:00');
    local += 3_000; // 3 wall seconds: 30 market seconds
    expect(shown()).toBe('02:01:30');
    // Ten wall seconds later the server's ping answer agrees: no jump.
    local += 7_000;
    syncMarketClock('2026-03-02T09:02:40+07:00');
    expect(shown()).toBe('02:02:40');
    expect(marketTimeOfLocal(local - 1_000)).toBe(Date.parse('2026-03-02T09:02:30+07:00'));
  });

  it('never leaves the demo day: holds its last second until the server tells the next day', () => {
    syncedAt('2026-03-02T15:09:50+07:00');
    local += 5_000; // 50 market seconds would pass 15:10
    expect(shown()).toBe('08:09:59');
    syncMarketClock('2026-03-03T09:00:20+07:00');
    expect(shown()).toBe('02:00:20');
  });

  it('never goes backwards: a sync a little behind holds the time until the server catches up', () => {
    syncedAt('2026-03-02T10:00:00+07:00', { clockSpeed: 10 });
    local += 1_000;
    expect(shown()).toBe('03:00:10');
    syncMarketClock('2026-03-02T10:00:06+07:00'); // the answer took 400 ms on the way
    expect(shown()).toBe('03:00:10');
    local += 200;
    expect(shown()).toBe('03:00:10');
    local += 600;
    expect(shown()).toBe('03:00:14');
    // A server whose clock started again (far behind) is followed.
    syncMarketClock('2026-03-02T09:00:00+07:00');
    expect(shown()).toBe('02:00:00');
  });

  it('moves forward only at a market status of a later time (one replayed while catching up is earlier)', () => {
    syncedAt('2026-03-02T15:09:00+07:00');
    advanceMarketClock('2026-03-02T13:00:00+07:00');
    expect(shown()).toBe('08:09:00');
    // The next day's market, catching up from 08:30 to the day's start, replays its 08:45 status.
    advanceMarketClock('2026-03-03T08:45:00+07:00');
    expect(shown()).toBe('08:09:00');
    advanceMarketClock('2026-03-03T09:00:00+07:00');
    local += 1_000;
    expect(shown()).toBe('02:00:10');
  });
});
