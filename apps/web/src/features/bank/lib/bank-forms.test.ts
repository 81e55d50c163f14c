import { describe, expect, it } from 'vitest';
import { depositSchema, withdrawSchema } from './bank-forms';

describe('money transfer forms', () => {
  it('reads amounts with separators and refuses bad ones', () => {
    expect(depositSchema.parse({ amount: '1,000,000' }).amount).toBe(1_000_000);
    expect(depositSchema.parse({ amount: '2.500.000' }).amount).toBe(2_500_000);
    for (const bad of ['', '0', '-5', '1e9', '9999', 'abc', '3000000000'])
      expect(depositSchema.safeParse({ amount: bad }).success, bad).toBe(false);
  });
  it('needs an account and a 6-digit OTP', () => {
    expect(withdrawSchema.safeParse({ bankAccountId: '', amount: '100000', otp: '123456' }).success).toBe(
      false,
    );
    expect(withdrawSchema.safeParse({ bankAccountId: '1', amount: '100000', otp: '12345' }).success).toBe(
      false,
    );
    expect(withdrawSchema.parse({ bankAccountId: '1', amount: '100000', otp: '123456' })).toEqual({
      bankAccountId: 1,
      amount: 100_000,
      otp: '123456',
    });
  });
});
