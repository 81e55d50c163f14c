// Trading commands of margin lending (issue 17): the account's margin figures, its loans, repaying
// by hand, and the operator's test hook of the simulated market (demo clock with
// SEN_MARGIN_TEST_HOOKS=on only). Money in VND, ratios as fractions (0.5 = 50%).
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';

const subAccount = z.string().trim().min(1).max(32);

export const marginStatusSchema = z.enum(['normal', 'call', 'force-sell']);
export type MarginStatus = z.output<typeof marginStatusSchema>;

export const marginInfoSchema = z.object({
  subAcntNo: z.string(),
  /** Loan principal outstanding. */
  debt: z.number().int(),
  /** Interest accrued and not paid yet. */
  interest: z.number().int(),
  /** Credit held by open margin buys (lent when they fill). */
  heldCredit: z.number().int(),
  creditLimit: z.number().int(),
  /** Available, blocked and receivable cash. */
  cash: z.number().int(),
  cashAvailable: z.number().int(),
  /** Securities at market value. */
  marketValue: z.number().int(),
  /** Market value plus cash. */
  assets: z.number().int(),
  /** (assets - debt) / assets, cash netted against the debt first; 1 without debt. */
  ratio: z.number(),
  callRatio: z.number(),
  forceSellRatio: z.number(),
  status: marginStatusSchema,
  /** Yearly interest rate (0.135 = 13.5%), accrued per calendar day. */
  annualRate: z.number(),
});
export type MarginInfo = z.output<typeof marginInfoSchema>;

export const marginLoanSchema = z.object({
  loanId: z.number().int(),
  symbol: z.string(),
  orderNo: z.string(),
  tradeDate: z.string(),
  dueDate: z.string(),
  principal: z.number().int(),
  /** What is left of the principal (repayments go to the oldest loans first). */
  outstanding: z.number().int(),
  status: z.enum(['open', 'near-due', 'past-due', 'repaid']),
});
export type MarginLoan = z.output<typeof marginLoanSchema>;

export const marginRepaySchema = z.object({
  subAcntNo: z.string(),
  refId: z.string(),
  amount: z.number().int(),
  /** Of the amount: interest paid, then principal. */
  interestPaid: z.number().int(),
  principalPaid: z.number().int(),
  debt: z.number().int(),
  interest: z.number().int(),
});

/** p1 margin sub-account. */
export const marginInfoCommand = defineTradingCommand({
  cmd: 'MarginInfo',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount }),
  reply: marginInfoSchema,
});

/** p1 margin sub-account: its loans, oldest first. */
export const marginDebtListCommand = defineTradingCommand({
  cmd: 'MarginDebtList',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount }),
  reply: z.array(marginLoanSchema),
});

/** p1 margin sub-account, p2 amount (VND), p3 PIN, p4 client refId (same refId, same result). */
export const marginRepayCommand = defineTradingCommand({
  cmd: 'MarginRepay',
  names: { p1: 'subAccount', p2: 'amount', p3: 'pin', p4: 'refId' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: subAccount,
    p2: z.number().int(),
    p3: z.string().min(1).max(32),
    p4: z.string().trim().min(1).max(64),
  }),
  reply: marginRepaySchema,
});

/**
 * Operator test hook (demo clock with SEN_MARGIN_TEST_HOOKS=on only, -8111 otherwise): p1 `next-day`
 * moves the demo clock to the next trading day's start; p1 `shift` moves p2's simulated fair value
 * by p3 percent (-50 ... 50).
 */
export const marginTestMarketCommand = defineTradingCommand({
  cmd: 'MarginTestMarket',
  names: { p1: 'action', p2: 'symbol', p3: 'percent' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({
    p1: z.enum(['next-day', 'shift']),
    p2: z
      .string()
      .regex(/^[A-Z0-9]{1,20}$/)
      .optional(),
    p3: z.number().min(-50).max(50).optional(),
  }),
  reply: z.object({ marketTime: z.string() }),
});
