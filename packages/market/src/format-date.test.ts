import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateLong,
  formatDateTime,
  formatMonthYear,
  formatTime,
  formatTimeShort,
  marketDateOf,
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
