// A market's phase comes from the server: its last market status of the server's market date, else
// the timetable at the server's market time (a weekend is closed); unknown before the first sync.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetMarketClock, setLocalClock, syncMarketClock } from './market-clock';
import { marketPhaseNow, marketPhasesNow, recordMarketStatus, resetMarketStatus } from './market-phase';

beforeEach(() => setLocalClock(() => 1_000_000));
afterEach(() => {
  resetMarketClock();
  resetMarketStatus();
  setLocalClock(undefined);
});

describe('marketPhaseNow', () => {
  it('is unknown before the server told the time', () => {
    expect(marketPhaseNow('HSX')).toBeNull();
  });

  it.each([
    ['2026-03-02T10:00:00+07:00', 'HSX', 'CONTINUOUS'],
    ['2026-03-02T14:35:00+07:00', 'HSX', 'ATC'],
    ['2026-03-02T09:05:00+07:00', 'HSX', 'ATO'],
    ['2026-03-02T12:00:00+07:00', 'HNX', 'LUNCH'],
    ['2026-03-07T10:00:00+07:00', 'HSX', 'CLOSED'],
  ] as const)('at %s on %s by the server clock: %s', (time, market, phase) => {
    syncMarketClock(time);
    expect(marketPhaseNow(market)).toBe(phase);
  });

  it("takes the server's market status of the day over the timetable, not a past day's", () => {
    syncMarketClock('2026-03-02T10:00:00+07:00');
    recordMarketStatus({ mc: 'STO', phase: 'ATC', marketTime: '2026-03-02T14:30:00+07:00' });
    recordMarketStatus({ mc: '02', phase: 'PLO', marketTime: '2026-02-27T14:45:00+07:00' });
    expect(marketPhaseNow('HSX')).toBe('ATC');
    expect(marketPhaseNow('HNX')).toBe('CONTINUOUS');
    const phases = marketPhasesNow();
    expect(phases).toMatchObject({ HSX: 'ATC', HNX: 'CONTINUOUS' });
    expect(marketPhasesNow()).toBe(phases);
  });
});
