import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateLong,
  formatDateTime,
  formatMonthYear,
  formatTime,
  formatTimeShort,
  intlDateParts,
  marketDateOf,
  marketDateParts,
} from './format-date.ts';

describe('market-time formatting', () => {
  it.each([
    ['2025-05-05T02:15:00Z', '09:15:00', '09:15', '05/05/2025'],
    ['2025-05-04T18:00:00Z', '01:00:00', '01:00', '05/05/2025'],
    ['2025-12-31T16:59:59Z', '23:59:59', '23:59', '31/12/2025'],
    ['2025-05-05T09:15:00+07:00', '09:15:00', '09:15', '05/05/2025'],
  ])('%s -> %s %s %s in both languages', (iso, time, short, date) => {
    for (const language of ['vi', 'en'] as const) {
      expect(formatTime(iso, language)).toBe(time);
      expect(formatTimeShort(iso, language)).toBe(short);
      expect(formatDate(iso, language)).toBe(date);
    }
    expect(formatTime(iso)).toBe(time);
  });
  it('accepts Date and epoch milliseconds', () => {
    const ms = Date.UTC(2025, 4, 5, 7, 30, 5);
    expect(formatDateTime(ms)).toBe('05/05/2025 14:30:05');
    expect(formatDateTime(new Date(ms), 'en')).toBe('05/05/2025 14:30:05');
    expect(marketDateOf(ms)).toBe('2025-05-05');
  });
  it('reads the fields of any moment as the zone database does (UTC+7 without Intl since 1975)', () => {
    const from = Date.UTC(1960, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.constantFrom('vi', 'en'), (ms, language) => {
        expect(marketDateParts(ms, language)).toEqual(intlDateParts(ms, language));
      }),
      { numRuns: 2_000 },
    );
    for (const ms of [
      Date.UTC(1975, 5, 12, 16, 59, 59),
      Date.UTC(1975, 5, 12, 17),
      Date.UTC(2026, 0, 1, 16, 59, 59),
    ])
      expect(marketDateParts(ms)).toEqual(intlDateParts(ms));
  });
  it('refuses what is not a date', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError);
  });
  it.each([
    ['vi', '5 tháng 5, 2025', 'tháng 5 năm 2025'],
    ['en', '5 May 2025', 'May 2025'],
  ] as const)('writes dates in words in %s', (language, long, month) => {
    expect(formatDateLong('2025-05-05T02:15:00Z', language)).toBe(long);
    expect(formatMonthYear('2025-05-05T02:15:00Z', language)).toBe(month);
  });
});
