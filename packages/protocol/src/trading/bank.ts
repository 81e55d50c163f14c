// Bank money transfers (group B): the customer's registered beneficiary bank accounts, withdrawals
// with an SMS OTP, deposits to each sub-account's virtual account, and their history. Money in VND.
// Amounts are checked by the server (coded refusals -8701 ...), so any number passes the schema.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';
import { outboxKeySchema } from './plain-text.ts';

const sub = z.string().trim().min(1).max(32);
const refId = z.string().trim().min(1).max(64);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Shown masked except the last 4 digits. */
  accountNo: z.string(),
  holder: z.string(),
  /** Demo only: what the simulated bank does with withdrawals to this account. */
  demoOutcome: z.enum(['success', 'bankError']).nullable(),
});
export type BankAccount = z.output<typeof bankAccountSchema>;

export const bankTransferStatusSchema = z.enum([
  'pending',
  'complete',
  'bankError',
  'success',
  'unsuccessful',
]);

export const bankTransferSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['withdraw', 'deposit']),
  subAcntNo: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: bankTransferStatusSchema,
  /** Withdrawal: the destination; deposit: the paying bank as the callback named it. */
  bankName: z.string(),
  accountNo: z.string(),
  refId: z.string(),
  /** Market date (yyyy-mm-dd) and time (ISO 8601, +07:00) of the request and of its last change. */
  businessDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  note: z.string(),
});
export type BankTransfer = z.output<typeof bankTransferSchema>;

/** The caller's beneficiary bank accounts. */
export const listBankAccountCommand = defineTradingCommand({
  cmd: 'ListBankAccount',
  names: {},
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({}),
  reply: z.array(bankAccountSchema),
});

/** p1 sub-account: its virtual account number for deposits, the fee and limits of a withdrawal. */
export const bankTransferInfoCommand = defineTradingCommand({
  cmd: 'BankTransferInfo',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: sub }),
  reply: z.object({
    subAcntNo: z.string(),
    virtualAccount: z.string(),
    beneficiaryBank: z.string(),
    withdrawFee: z.number().int(),
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
    /** Cash that can be withdrawn now (available, not blocked for orders, not receivable). */
    withdrawable: z.number().int(),
    demo: z.boolean(),
  }),
});

/**
 * Sends the SMS OTP of a withdrawal (5 per 2 minutes; nothing is sent to authenticator-app users);
 * p1 the browser's outbox key: in demo mode only `OtpOutbox` with that key shows the SMS.
 */
export const bankWithdrawOtpCommand = defineTradingCommand({
  cmd: 'BankWithdrawOtp',
  names: { p1: 'outboxKey' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({ p1: z.optional(outboxKeySchema) }),
  reply: z.object({ method: z.enum(['sms', 'totp']) }),
});

/** p1 sub-account, p2 bank account id, p3 amount, p4 OTP, p5 refId: the withdrawal (pending). */
export const bankWithdrawCommand = defineTradingCommand({
  cmd: 'BankWithdraw',
  names: { p1: 'subAccount', p2: 'bankAccountId', p3: 'amount', p4: 'otp', p5: 'refId' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: sub,
    // A database integer id: anything else is malformed (-1), an id nobody has is -8702.
    p2: z.number().int().min(1).max(2_147_483_647),
    p3: z.number(),
    p4: z.string().max(16),
    p5: refId,
  }),
  reply: bankTransferSchema,
});

/** Demo only: p1 sub-account, p2 amount, p3 refId: the simulated bank pays into the virtual account. */
export const bankSimulateDepositCommand = defineTradingCommand({
  cmd: 'BankSimulateDeposit',
  names: { p1: 'subAccount', p2: 'amount', p3: 'refId' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: sub, p2: z.number(), p3: refId }),
  reply: bankTransferSchema,
});

/** p1 sub-account, p2 from, p3 to (yyyy-mm-dd, at most a year): deposits and withdrawals, newest first. */
export const bankTransferHistoryCommand = defineTradingCommand({
  cmd: 'BankTransferHistory',
  names: { p1: 'subAccount', p2: 'from', p3: 'to' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: sub, p2: date, p3: date }),
  reply: z.array(bankTransferSchema),
});

/** Body of the bank's deposit callback (`POST /bank/callback`, header `x-sen-signature`). */
export const bankCallbackSchema = z.strictObject({
  txnId: z.string().trim().min(1).max(64),
  virtualAccount: z.string().trim().min(1).max(32),
  amount: z.number(),
  bankName: z.string().max(64).default(''),
  note: z.string().max(200).default(''),
});
export type BankCallback = z.output<typeof bankCallbackSchema>;
