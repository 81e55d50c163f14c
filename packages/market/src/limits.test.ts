import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_ID, DEFAULT_WATCHLIST_ID, OTP_LIMIT, TIMING, WATCHLIST_LIMITS } from './limits.ts';

// The spec's numbers (§9), kept here so a change to one is a deliberate, reviewed change.
describe('spec §9 constants', () => {
  it.each([
    ['pingIntervalMs', 10_000],
    ['maxMissedPings', 4],
    ['queueIntervalMs', 50],
    ['queueBatchSize', 10],
    ['flashMs', 500],
    ['highlightMs', 1_500],
    ['toastMs', 2_500],
    ['loadingWarrantsMs', 1_000],
    ['loadingOddLotsMs', 2_000],
    ['sessionTtlMinutes', 30],
    ['sessionTtlMs', 1_800_000],
    ['indexRefreshMs', 60_000],
    ['derivativesIndexRefreshMs', 10_000],
    ['miniChartRefreshMs', 300_000],
  ] as const)('%s = %d', (name, value) => {
    expect(TIMING[name]).toBe(value);
  });
  it('limits watchlists and OTPs', () => {
    expect(WATCHLIST_LIMITS).toEqual({ maxLists: 15, maxNameLength: 20, maxSymbols: 100 });
    expect(OTP_LIMIT).toEqual({ maxRequests: 5, windowMs: 120_000 });
    expect([DEFAULT_WATCHLIST_ID, DEFAULT_CATEGORY_ID]).toEqual(['mac-dinh', 'vn30']);
  });
});
