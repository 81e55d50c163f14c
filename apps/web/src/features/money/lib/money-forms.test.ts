import { describe, expect, it } from 'vitest';
import { advanceTerms } from './advance-terms-fixture';
import { advanceFormSchema, amountField, daysBefore, volumeField } from './money-forms';

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

  const terms = advanceTerms([
    ['2026-02-27', '2026-03-03', 50_000_000],
    ['2026-03-02', '2026-03-04', 100_000_000],
  ]);

  it.each([
    // 50,000,000 x 0.04% x 1 day + 50,000,000 x 0.04% x 2 days, the earliest proceeds first.
    ['100,000,000', terms, { amount: 100_000_000, fee: 60_000 }],
    ['150,000,000', terms, { amount: 150_000_000, fee: 100_000 }],
    ['150,000,001', terms, 'validation.overAdvanceable'],
    ['20,000', terms, 'validation.belowAdvanceFee'],
    ['20,001', terms, { amount: 20_001, fee: 20_000 }],
    ['100,000', undefined, 'validation.advanceTerms'],
  ] as const)('checks the advance %j against the terms read', (amount, read, expected) => {
    const result = advanceFormSchema(read).safeParse({ amount, pin: '' });
    if (typeof expected === 'string') {
      expect(result.error?.issues).toMatchObject([{ path: ['amount'], message: expected }]);
    } else {
      expect(result.data).toEqual({ ...expected, pin: '' });
    }
  });

  it('counts days back for the default ranges', () => {
    expect(daysBefore('2026-03-01', 30)).toBe('2026-01-30');
  });
});
