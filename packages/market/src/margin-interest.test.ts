import { describe, expect, it } from 'vitest';
import { dailyInterest, interestDays, interestDaysOf, loanDueDate } from './margin-interest.ts';

const TET_2026 = ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20'];

describe('interest days', () => {
  it.each([
    ['2025-05-05', '2025-05-06', 1],
    ['2025-05-02', '2025-05-05', 3], // Friday to Monday
    ['2025-12-31', '2026-01-02', 2],
    ['2025-05-06', '2025-05-06', 0],
    ['2025-05-06', '2025-05-05', 0],
  ] as const)('%s to %s: %d days', (from, to, days) => {
    expect(interestDays(from, to)).toBe(days);
  });

  it.each([
    ['a Tuesday', '2025-05-06', [], 1],
    ['a Friday', '2025-05-09', [], 3],
    ['the Friday before Tet', '2026-02-13', TET_2026, 10], // to Monday 23 Feb
    ['the Thursday before 30 April and 1 May', '2025-04-29', ['2025-04-30', '2025-05-01', '2025-05-02'], 6],
  ] as const)('%s carries its days up to the next trading day', (_name, day, holidays, days) => {
    expect(interestDaysOf(day, holidays)).toBe(days);
  });
});

describe('dailyInterest', () => {
  it.each([
    // principal, yearly rate bps, days -> VND
    [100_000_000, 1_350, 1, 36_986],
    [100_000_000, 1_350, 3, 110_959],
    [96_035_000, 1_350, 1, 35_520],
    [1_000_000_000, 1_200, 10, 3_287_671],
    [0, 1_350, 3, 0],
    [100_000_000, 1_350, 0, 0],
  ] as const)('%d at %d bps for %d days: %d', (principal, rate, days, interest) => {
    expect(dailyInterest(principal, rate, days)).toBe(interest);
  });
});

describe('loanDueDate', () => {
  it.each([
    ['2025-05-05', 90, [], '2025-08-04'], // Sunday 3 Aug moves to Monday
    ['2025-05-07', 90, [], '2025-08-05'],
    ['2025-06-04', 90, ['2025-09-01', '2025-09-02'], '2025-09-03'], // National Day holidays
  ] as const)('%s + %d days', (trade, days, holidays, due) => {
    expect(loanDueDate(trade, days, holidays)).toBe(due);
  });
});
