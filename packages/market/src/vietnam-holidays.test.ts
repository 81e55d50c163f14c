import { describe, expect, it } from 'vitest';
import { vietnamHolidays, vietnamHolidaysBetween } from './vietnam-holidays.ts';

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
});
