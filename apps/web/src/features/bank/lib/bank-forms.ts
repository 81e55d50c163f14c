// Forms of the money transfer screen (react-hook-form + zod). Amounts are typed with or without
// thousands separators; the rules are the server's (@sen/market bank-transfer.ts), so a bad amount
// is caught here first and refused by the server with the same limits.
import { isValidBankAmount } from '@sen/market';
import { z } from 'zod';

const amount = z
  .string()
  .trim()
  .transform((text) => (/^[\d.,\s]+$/.test(text) ? Number(text.replace(/[.,\s]/g, '')) : Number.NaN))
  .refine(isValidBankAmount, 'valid.amount');

export const withdrawSchema = z.object({
  bankAccountId: z.string().regex(/^\d+$/, 'valid.account').transform(Number),
  amount,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'valid.otp'),
});
export type WithdrawInput = z.input<typeof withdrawSchema>;
export type WithdrawValues = z.output<typeof withdrawSchema>;

export const depositSchema = z.object({ amount });
export type DepositInput = z.input<typeof depositSchema>;
