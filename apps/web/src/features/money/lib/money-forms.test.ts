import { describe, expect, it } from 'vitest';
import { amountField, daysBefore, volumeField } from './money-forms';

describe('money forms', () => {
  it.each([
    ['30000000', 30_000_000],
    ['30,000,000', 30_000_000],
    ['30.000.000', 30_000_000],
    [' 1 500 000 ', 1_500_000],
  ])('reads the amount %j as %i', (text, value) => {
    expect(amountField.parse(text)).toBe(value);
  });

  it.each(['', '0', '-5', '1.5', '1,50', '12,3456', 'abc', '1e6', '99999999999999'])(
    'refuses the amount %j with its message',
    (text) => {
      const result = amountField.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.amount');
    },
  );

  it('refuses a volume over a billion shares', () => {
    expect(volumeField.parse('1,000')).toBe(1_000);
    expect(volumeField.safeParse('1000000001').success).toBe(false);
  });

  it('counts days back for the default ranges', () => {
    expect(daysBefore('2026-03-01', 30)).toBe('2026-01-30');
  });
});
