import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('writes market dates day first in both languages', () => {
    expect(formatDay('2026-11-23', 'vi')).toBe('23/11/2026');
    expect(formatDay('2026-11-23', 'en')).toBe('23/11/2026');
  });
  it('leaves other text alone', () => {
    expect(formatDay('2019', 'vi')).toBe('2019');
  });
});
