import { describe, expect, it } from 'vitest';
import {
  addDays,
  addTradingDays,
  calendarDate,
  isTradingDay,
  isWeekend,
  onOrAfterTradingDay,
  onOrBeforeTradingDay,
  settlementDate,
  tradingDaysBetween,
} from './trading-calendar.ts';

// Reunification Day and Labour Day 2025.
const holidays = ['2025-04-30', '2025-05-01'];

describe('trading days', () => {
  it.each([
    ['2025-05-03', true, false],
    ['2025-05-04', true, false],
    ['2025-05-05', false, true],
    ['2025-04-30', false, false],
  ])('%s weekend %s trading %s', (date, weekend, trading) => {
    expect(isWeekend(date)).toBe(weekend);
    expect(isTradingDay(date, holidays)).toBe(trading);
  });
  it.each([
    ['2025-05-02', 2, '2025-05-06'],
    ['2025-04-29', 2, '2025-05-05'],
    ['2025-04-28', 1, '2025-04-29'],
    ['2025-05-06', -2, '2025-05-02'],
    ['2025-05-05', -1, '2025-05-02'],
    ['2025-05-05', 0, '2025-05-05'],
    ['2025-12-31', 1, '2026-01-01'],
  ])('%s + %d trading days = %s', (date, n, expected) => {
    expect(addTradingDays(date, n, holidays)).toBe(expected);
  });
  it('settles on T+2', () => {
    expect(settlementDate('2025-04-29', holidays)).toBe('2025-05-05');
    expect(settlementDate('2025-05-08')).toBe('2025-05-12');
  });
  it('finds trading days around holidays', () => {
    expect(onOrAfterTradingDay('2025-04-30', holidays)).toBe('2025-05-02');
    expect(onOrBeforeTradingDay('2025-05-01', holidays)).toBe('2025-04-29');
    expect(tradingDaysBetween('2025-04-29', '2025-05-06', holidays)).toBe(3);
    expect(tradingDaysBetween('2025-05-06', '2025-05-06')).toBe(0);
  });
  it('does calendar arithmetic and refuses bad dates', () => {
    expect(calendarDate(2024, 2, 29)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('05/05/2025', 1)).toThrow(RangeError);
  });
});
