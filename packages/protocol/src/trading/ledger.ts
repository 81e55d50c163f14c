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
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: subAccount,
  reply: cashBalanceSchema,
});
export const stockBalanceCommand = defineTradingCommand({
  cmd: 'StockBalance',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: subAccount,
  reply: z.array(stockBalanceRowSchema),
});
export const positionsCommand = defineTradingCommand({
  cmd: 'Positions',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: subAccount,
  reply: z.array(positionSchema),
});
/** p1 sub-account, p2 optional symbol, p3 optional price (VND) for the affordable volume. */
export const purchasePowerCommand = defineTradingCommand({
  cmd: 'PurchasePower',
  names: { p1: 'subAccount', p2: 'symbol', p3: 'price' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
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

/**
 * A derivatives position (VN30 index futures) of a sub-account: net contracts (long > 0, short < 0),
 * average opening price and prices in index points x 100 (the futures price unit); money in VND.
 */
export const derivativePositionSchema = z.object({
  symbol: z.string(),
  /** Net contracts: long > 0, short < 0. */
  quantity: z.number().int(),
  long: z.number().int(),
  short: z.number().int(),
  avgPrice: z.number(),
  /** Price of the last daily settlement (mark-to-market), or the average price before the first. */
  settlementPrice: z.number(),
  /** Live price (last match, else reference); null when unknown. */
  marketPrice: z.number().int().nullable(),
  /** VND per index point per contract. */
  multiplier: z.number().int(),
  /** Initial margin of the position at the live price. */
  initialMargin: z.number().int(),
  /** (live - average price) x net contracts x multiplier, null without a live price. */
  unrealisedPnl: z.number().int().nullable(),
  /** Realised P/L of the contracts closed so far. */
  realisedPnl: z.number().int(),
  /** Variation margin settled on the open contracts (daily mark-to-market). */
  variationMargin: z.number().int(),
  /** Fees and tax paid on the contract (trading fees, tax, VSDC fees). */
  charges: z.number().int(),
});
export type DerivativePosition = z.output<typeof derivativePositionSchema>;

/**
 * Margin level of a derivatives account by its margin ratio: `restricted` no new opening orders,
 * `call` margin call, `forceClose` force-close level.
 */
export const derivativeMarginStatusSchema = z.enum(['normal', 'restricted', 'call', 'forceClose']);
export type DerivativeMarginStatus = z.output<typeof derivativeMarginStatusSchema>;

export const derivativeAccountSchema = z.object({
  subAcntNo: z.string(),
  /** Cash held as initial margin of the open positions (part of the cash total). */
  marginHeld: z.number().int(),
  /** Initial margin the open positions require at the live prices. */
  requiredMargin: z.number().int(),
  /** Free cash + margin held + unsettled P/L: what backs the positions. */
  collateral: z.number().int(),
  /** P/L of the open positions since their last daily settlement (not yet in cash). */
  unsettledPnl: z.number().int(),
  /** requiredMargin / collateral (0 without open positions). */
  marginRatio: z.number(),
  marginStatus: derivativeMarginStatusSchema,
  /** Ratios at which opening stops, the margin call and the force-close level start. */
  marginLevels: z.object({ stopOpening: z.number(), call: z.number(), forceClose: z.number() }),
  /** Fees and tax paid on all contracts. */
  charges: z.number().int(),
  positions: z.array(derivativePositionSchema),
});
export type DerivativeAccount = z.output<typeof derivativeAccountSchema>;

export const derivativePositionsCommand = defineTradingCommand({
  cmd: 'DerivativePositions',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: subAccount,
  reply: derivativeAccountSchema,
});
