import * as z from '../zod-mini.ts';
import { defineTradingCommand } from './command.ts';

/** Account status on the wire: 0 pending activation, 1 activated, anything else cancelled. */
export type AccountStatus = 'pending' | 'active' | 'cancelled';

/** A trading (sub-)account of the logged-in customer (spec §3 "Trading account"). */
export const tradingAccountSchema = z.object({
  acntNo: z.string().check(z.minLength(1), z.maxLength(32)),
  subAcntNo: z.string().check(z.minLength(1), z.maxLength(32)),
  vsdAcntNo: z.string().check(z.maxLength(32)),
  defaultSubAccount: z.string().check(z.maxLength(32)),
  status: z.optional(z.int()),
});
export type TradingAccount = z.output<typeof tradingAccountSchema>;

/** Reads the wire status code: `accountStatus(0) === 'pending'`, `accountStatus(7) === 'cancelled'`. */
export function accountStatus(code: number): AccountStatus {
  if (code === 0) return 'pending';
  if (code === 1) return 'active';
  return 'cancelled';
}

/** Writes an account status as its wire code (cancelled is 2). */
export function accountStatusCode(status: AccountStatus): number {
  return status === 'pending' ? 0 : status === 'active' ? 1 : 2;
}

/** A sub-account is a margin account when its number starts with M, else a normal one. */
export function isMarginSubAccount(subAcntNo: string): boolean {
  return subAcntNo.startsWith('M');
}

/** The account label of spec §3: `accountLabel('M0001') === 'M0001 Margin'`, `'00001 Thường'` otherwise. */
export function accountLabel(account: Pick<TradingAccount, 'subAcntNo'>): string {
  return `${account.subAcntNo} ${isMarginSubAccount(account.subAcntNo) ? 'Margin' : 'Thường'}`;
}

/** `ListAccount` (group B): no parameters, replies with the customer's sub-accounts. */
export const listAccountCommand = defineTradingCommand({
  cmd: 'ListAccount',
  names: {},
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({}),
  reply: z.array(tradingAccountSchema),
});
export type ListAccountCommand = typeof listAccountCommand;
