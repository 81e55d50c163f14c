import { describe, expect, it } from 'vitest';
import { bankWithdrawFee, isValidBankAmount, isValidDateRange } from './bank-transfer.ts';

describe('bank transfer rules', () => {
  it('accepts whole VND amounts within the limits only', () => {
    expect([10_000, 2_000_000_000, 1_234_567].map(isValidBankAmount)).toEqual([true, true, true]);
    expect(
      [0, -10_000, 9_999, 10_000.5, 2_000_000_001, Number.NaN, 1e20, '10000'].map(isValidBankAmount),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
  it('charges the flat fee', () => {
    expect(bankWithdrawFee(1_000_000)).toBe(3_300);
  });
  it('accepts ranges in order of at most a year', () => {
    expect(isValidDateRange('2026-01-01', '2026-12-31')).toBe(true);
    expect(isValidDateRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(isValidDateRange('2025-01-01', '2026-06-01')).toBe(false);
    expect(isValidDateRange('2026-13-01', '2026-12-01')).toBe(false);
  });
});
