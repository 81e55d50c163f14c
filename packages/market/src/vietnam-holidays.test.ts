import { describe, expect, it } from 'vitest';
import {
  addTradingDays,
  isTradingDay,
  onOrAfterTradingDay,
  settlementDate,
  tradingDaysBetween,
} from './trading-calendar.ts';
import {
  EXCHANGE_HOLIDAYS,
  NO_HOLIDAYS,
  vietnamHolidays,
  vietnamHolidaysBetween,
} from './vietnam-holidays.ts';

describe('vietnamHolidays', () => {
  it('lists New Year, Tết (two days before to the fourth day), Hùng Kings, 30/4, 1/5 and 2/9 with 3/9', () => {
    expect(vietnamHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-04-30',
      '2027-05-01',
      '2027-09-02',
      '2027-09-03',
      '2027-02-04',
      '2027-02-05',
      '2027-02-06',
      '2027-02-07',
      '2027-02-08',
      '2027-02-09',
      '2027-02-10',
      '2027-04-16',
    ]);
    expect(vietnamHolidays(2040)).toHaveLength(5);
  });
  it('covers every year of a span', () => {
    const days = vietnamHolidaysBetween('2026-12-21', '2027-02-15');
    expect(days).toContain('2026-09-02');
    expect(days).toContain('2027-02-10');
    expect(days).toHaveLength(26);
  });

  it('is the default calendar of every trading-day function: the live market, T+2, dates of events', () => {
    expect(EXCHANGE_HOLIDAYS.includes('2026-09-02')).toBe(true);
    expect(isTradingDay('2026-09-02')).toBe(false);
    expect(isTradingDay('2026-09-02', NO_HOLIDAYS)).toBe(true);
    // A buy on Tuesday 1/9/2026 settles on Monday 7/9 (2/9 and 3/9 closed, then the weekend).
    expect(settlementDate('2026-09-01')).toBe('2026-09-07');
    expect(settlementDate('2026-09-01', NO_HOLIDAYS)).toBe('2026-09-03');
    expect(onOrAfterTradingDay('2027-02-04')).toBe('2027-02-11');
    expect(addTradingDays('2026-04-29', 1)).toBe('2026-05-04');
    expect(tradingDaysBetween('2026-12-31', '2027-01-04')).toBe(1);
  });
});
