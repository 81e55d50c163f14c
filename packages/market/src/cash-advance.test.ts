import { describe, expect, it } from 'vitest';
import { advanceFee, calendarDaysUntil, planAdvance } from './cash-advance.ts';

describe('cash advance fee (0.04% a day, minimum 20,000 VND)', () => {
  it.each([
    // today, settlement date, amount, days, fee
    ['2025-05-05', '2025-05-07', 100_000_000, 2, 80_000], // Monday's sale advanced on Monday
    ['2025-05-02', '2025-05-06', 100_000_000, 4, 160_000], // Friday's sale: the weekend counts
    ['2025-05-06', '2025-05-07', 250_000_000, 1, 100_000], // T+1: one day left
    ['2025-05-05', '2025-05-07', 10_000_000, 2, 20_000], // 8,000 by the rate: the minimum
    ['2025-05-05', '2025-05-07', 30_000_001, 2, 24_000], // 24,000.0008 rounds to 24,000
    ['2025-05-07', '2025-05-07', 100_000_000, 1, 40_000], // never fewer than one day
  ])('%s -> %s, %i VND: %i days, fee %i', (today, settle, amount, days, fee) => {
    expect(calendarDaysUntil(today, settle)).toBe(days);
    expect(advanceFee(today, [{ settleDate: settle, amount }])).toBe(fee);
  });

  it('sums the parts of several settlement dates before applying the minimum', () => {
    const parts = [
      { settleDate: '2025-05-07', amount: 50_000_000 },
      { settleDate: '2025-05-08', amount: 50_000_000 },
    ];
    // 50m x 0.04% x 2 + 50m x 0.04% x 3 = 40,000 + 60,000
    expect(advanceFee('2025-05-05', parts)).toBe(100_000);
    expect(advanceFee('2025-05-05', parts, { ratePpmPerDay: 350, minFee: 0 })).toBe(87_500);
  });

  it('draws the earliest settlement first and refuses more than the proceeds', () => {
    const proceeds = [
      { settleDate: '2025-05-08', amount: 30 },
      { settleDate: '2025-05-07', amount: 50 },
    ];
    expect(planAdvance(60, proceeds)).toEqual([
      { settleDate: '2025-05-07', amount: 50 },
      { settleDate: '2025-05-08', amount: 10 },
    ]);
    expect(planAdvance(80, proceeds)).toHaveLength(2);
    expect(planAdvance(81, proceeds)).toBeUndefined();
  });
});
