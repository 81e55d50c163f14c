// Trading commands that read the ledger of one sub-account (p1). Money in VND, quantities in shares.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';

const subAccount = z.strictObject({ p1: z.string().trim().min(1).max(32) });
const receivable = z.object({ settleDate: z.string(), amount: z.number().int() });

export const cashBalanceSchema = z.object({
  subAcntNo: z.string(),
  available: z.number().int(),
  blocked: z.number().int(),
  receivable: z.array(receivable),
  total: z.number().int(),
});
export type CashBalance = z.output<typeof cashBalanceSchema>;

export const stockBalanceRowSchema = z.object({
  symbol: z.string(),
  available: z.number().int(),
  blocked: z.number().int(),
  receivable: z.array(receivable),
  total: z.number().int(),
});
export type StockBalanceRow = z.output<typeof stockBalanceRowSchema>;

export const positionSchema = z.object({
  symbol: z.string(),
  quantity: z.number().int(),
  avgCost: z.number(),
  costValue: z.number().int(),
  marketPrice: z.number().int().nullable(),
  marketValue: z.number().int().nullable(),
  profit: z.number().int().nullable(),
  profitPct: z.number().nullable(),
});
export type Position = z.output<typeof positionSchema>;

export const purchasePowerSchema = z.object({
  subAcntNo: z.string(),
  cashAvailable: z.number().int(),
  purchasePower: z.number().int(),
  /** Shares affordable at p3 price for p2 symbol (0 without them). */
  maxVolume: z.number().int(),
});

export const cashBalanceCommand = defineTradingCommand({
  cmd: 'CashBalance',
  group: 'B',
  requiresSession: true,
  params: subAccount,
  reply: cashBalanceSchema,
});
export const stockBalanceCommand = defineTradingCommand({
  cmd: 'StockBalance',
  group: 'B',
  requiresSession: true,
  params: subAccount,
  reply: z.array(stockBalanceRowSchema),
});
export const positionsCommand = defineTradingCommand({
  cmd: 'Positions',
  group: 'B',
  requiresSession: true,
  params: subAccount,
  reply: z.array(positionSchema),
});
/** p1 sub-account, p2 optional symbol, p3 optional price (VND) for the affordable volume. */
export const purchasePowerCommand = defineTradingCommand({
  cmd: 'PurchasePower',
  group: 'B',
  requiresSession: true,
  params: z.strictObject({
    p1: z.string().trim().min(1).max(32),
    p2: z
      .string()
      .regex(/^[A-Z0-9]{1,20}$/)
      .optional(),
    p3: z.number().int().positive().optional(),
  }),
  reply: purchasePowerSchema,
});
