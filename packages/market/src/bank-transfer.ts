// Pure rules of bank money transfers: the withdrawal fee, the accepted amounts and the statuses of
// spec §3 ("Transfer statuses: pending, complete, bank error, success, unsuccessful").

/** Flat fee of an interbank withdrawal, VND (Napas transfer fee incl. VAT). */
export const BANK_WITHDRAW_FEE = 3_300;
/** Smallest and largest amount of one transfer, VND. */
export const BANK_TRANSFER_MIN = 10_000;
export const BANK_TRANSFER_MAX = 2_000_000_000;

/** Statuses of spec §3 in the order a withdrawal moves along. */
export const BANK_TRANSFER_STATUSES = [
  'pending',
  'complete',
  'bankError',
  'success',
  'unsuccessful',
] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];

/** Statuses after which nothing changes any more. */
export const isFinalBankStatus = (status: BankTransferStatus): boolean =>
  status === 'success' || status === 'unsuccessful' || status === 'bankError';

/** The fee of a withdrawal of `amount` VND. */
export const bankWithdrawFee = (amount: number): number => (amount > 0 ? BANK_WITHDRAW_FEE : 0);

/** True for a whole number of VND within the limits of one transfer. */
export const isValidBankAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' &&
  Number.isSafeInteger(amount) &&
  amount >= BANK_TRANSFER_MIN &&
  amount <= BANK_TRANSFER_MAX;

/** Days from `from` to `to` (yyyy-mm-dd) when the range is valid (from <= to, at most 366 days). */
export function isValidDateRange(from: string, to: string): boolean {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a > b) return false;
  return (b - a) / 86_400_000 <= 366;
}
