import { describe, expect, it } from 'vitest';
import { dateRangeSchema } from './date-range';

describe('date range', () => {
  it('takes ranges of real dates, from not after to, at most 366 days', () => {
    expect(dateRangeSchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    for (const range of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2025-01-01', to: '2026-01-03' },
    ])
      expect(dateRangeSchema.safeParse(range).error?.issues[0]?.message).toBe('dateRange.invalidRange');
  });

  it('says which field is not a date (an incomplete or impossible dd/mm/yyyy)', () => {
    const issues = (range: { from: string; to: string }) =>
      dateRangeSchema
        .safeParse(range)
        .error?.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['from:dateRange.invalidDate']);
    expect(issues({ from: '2026-03-01', to: '31/12/20' })).toEqual(['to:dateRange.invalidDate']);
    expect(issues({ from: '', to: '' })).toEqual(['from:dateRange.invalidDate', 'to:dateRange.invalidDate']);
  });
});
