// Trading commands that move money and shares (issue 16): cash advance on unsettled sales, internal
// cash and stock transfers between a customer's own sub-accounts, and the cash and stock statements
// read from the ledger. Money in VND integers, volumes in shares, dates yyyy-mm-dd (market dates).
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';

const subAccount = z.string().trim().min(1).max(32);
const pin = z.string().regex(/^\d{6}$/, 'PIN must be 6 digits');
const refId = z.string().min(1).max(64);
/** A money amount: a whole number of VND, at least 1, at most 10^13 (ten thousand billion). */
export const moneyAmountSchema = z.number().int().positive().max(10_000_000_000_000);
const symbol = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9]{1,20}$/));
const marketDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-mm-dd');

/** Statuses of a cash advance: paid out, then repaid by the sale's settlement. */
export const cashAdvanceStatusSchema = z.enum(['disbursed', 'repaid']);
/** Statuses of an internal transfer (done at once, in one ledger entry). */
export const internalTransferStatusSchema = z.enum(['complete']);

export const cashAdvanceItemSchema = z.object({
  tradeDate: z.string(),
  settleDate: z.string(),
  /** Net proceeds of the day's sales (after fee and tax). */
  proceeds: z.number().int(),
  advanced: z.number().int(),
  advanceable: z.number().int(),
});

export const cashAdvanceInfoSchema = z.object({
  subAcntNo: z.string(),
  businessDate: z.string(),
  advanceable: z.number().int(),
  /** Fee per day in parts per million (400 = 0.04% a day). */
  ratePpmPerDay: z.number().int(),
  minFee: z.number().int(),
  items: z.array(cashAdvanceItemSchema),
});
export type CashAdvanceInfo = z.output<typeof cashAdvanceInfoSchema>;

export const cashAdvanceSchema = z.object({
  id: z.number().int(),
  subAcntNo: z.string(),
  refId: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  netAmount: z.number().int(),
  /** The latest settlement date the advance is drawn from (it is repaid then). */
  settleDate: z.string(),
  status: cashAdvanceStatusSchema,
  businessDate: z.string(),
  createdAt: z.number().int(),
});
export type CashAdvance = z.output<typeof cashAdvanceSchema>;

export const cashTransferSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  refId: z.string(),
  amount: z.number().int(),
  note: z.string(),
  status: internalTransferStatusSchema,
  businessDate: z.string(),
  createdAt: z.number().int(),
});
export type CashTransfer = z.output<typeof cashTransferSchema>;

export const stockTransferSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  refId: z.string(),
  symbol: z.string(),
  volume: z.number().int(),
  status: internalTransferStatusSchema,
  businessDate: z.string(),
  createdAt: z.number().int(),
});
export type StockTransfer = z.output<typeof stockTransferSchema>;

const statementRow = {
  entryId: z.number().int(),
  date: z.string(),
  /** Market time of day the entry was recorded, HH:MM:SS. */
  time: z.string(),
  kind: z.string(),
  vi: z.string(),
  en: z.string(),
};
export const cashStatementSchema = z.object({
  subAcntNo: z.string(),
  from: z.string(),
  to: z.string(),
  opening: z.number().int(),
  closing: z.number().int(),
  rows: z.array(
    z.object({
      ...statementRow,
      debit: z.number().int(),
      credit: z.number().int(),
      balance: z.number().int(),
    }),
  ),
});
export type CashStatement = z.output<typeof cashStatementSchema>;

export const stockStatementSchema = z.object({
  subAcntNo: z.string(),
  from: z.string(),
  to: z.string(),
  symbols: z.array(
    z.object({
      symbol: z.string(),
      opening: z.number().int(),
      closing: z.number().int(),
      rows: z.array(
        z.object({
          ...statementRow,
          in: z.number().int(),
          out: z.number().int(),
          /** Change of the shares still to come (T+2 purchase, pending listing): + credited, - arrived. */
          pending: z.number().int(),
          balance: z.number().int(),
        }),
      ),
    }),
  ),
});
export type StockStatement = z.output<typeof stockStatementSchema>;

const range = { p1: subAccount, p2: marketDate, p3: marketDate };

/** p1 sub-account: what can be advanced, the fee terms and one item per sale day not yet settled. */
export const cashAdvanceInfoCommand = defineTradingCommand({
  cmd: 'CashAdvanceInfo',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount }),
  reply: cashAdvanceInfoSchema,
});

/** p1 sub-account, p2 amount (VND, drawn from the proceeds; the fee comes out of it), p3 PIN, p4 refId. */
export const cashAdvanceCommand = defineTradingCommand({
  cmd: 'CashAdvance',
  names: { p1: 'subAccount', p2: 'amount', p3: 'pin', p4: 'refId' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: subAccount, p2: moneyAmountSchema, p3: pin, p4: refId }),
  reply: cashAdvanceSchema,
});

/** p1 sub-account, p2 from date, p3 to date (at most a year): the advances made in the range. */
export const cashAdvanceHistoryCommand = defineTradingCommand({
  cmd: 'CashAdvanceHistory',
  names: { p1: 'subAccount', p2: 'from', p3: 'to' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject(range),
  reply: z.array(cashAdvanceSchema),
});

/** p1 from sub-account, p2 to sub-account (the same customer's), p3 amount, p4 note, p5 PIN, p6 refId. */
export const cashTransferCommand = defineTradingCommand({
  cmd: 'CashTransfer',
  names: { p1: 'fromSubAccount', p2: 'toSubAccount', p3: 'amount', p4: 'note', p5: 'pin', p6: 'refId' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: subAccount,
    p2: subAccount,
    p3: moneyAmountSchema,
    p4: z.string().max(200),
    p5: pin,
    p6: refId,
  }),
  reply: cashTransferSchema,
});

/** p1 sub-account, p2 from date, p3 to date: the transfers out of and into it. */
export const cashTransferHistoryCommand = defineTradingCommand({
  cmd: 'CashTransferHistory',
  names: { p1: 'subAccount', p2: 'from', p3: 'to' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject(range),
  reply: z.array(cashTransferSchema),
});

/** p1 from sub-account, p2 to sub-account, p3 symbol, p4 volume (shares), p5 PIN, p6 refId. */
export const stockTransferCommand = defineTradingCommand({
  cmd: 'StockTransfer',
  names: { p1: 'fromSubAccount', p2: 'toSubAccount', p3: 'symbol', p4: 'volume', p5: 'pin', p6: 'refId' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({
    p1: subAccount,
    p2: subAccount,
    p3: symbol,
    p4: z.number().int().positive().max(1_000_000_000),
    p5: pin,
    p6: refId,
  }),
  reply: stockTransferSchema,
});

export const stockTransferHistoryCommand = defineTradingCommand({
  cmd: 'StockTransferHistory',
  names: { p1: 'subAccount', p2: 'from', p3: 'to' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject(range),
  reply: z.array(stockTransferSchema),
});

/** p1 sub-account, p2 from date, p3 to date: settled cash (available, blocked, margin) from the ledger. */
export const cashStatementCommand = defineTradingCommand({
  cmd: 'CashStatement',
  names: { p1: 'subAccount', p2: 'from', p3: 'to' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject(range),
  reply: cashStatementSchema,
});

/** p1 sub-account, p2 from date, p3 to date, p4 optional symbol: held shares per symbol. */
export const stockStatementCommand = defineTradingCommand({
  cmd: 'StockStatement',
  names: { p1: 'subAccount', p2: 'from', p3: 'to', p4: 'symbol' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ ...range, p4: symbol.optional() }),
  reply: stockStatementSchema,
});
