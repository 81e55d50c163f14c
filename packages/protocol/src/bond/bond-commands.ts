// The bond service (`POST {bondBase}`, ARCHITECTURE §4): a JSON body `{cmd, user, session, data}`
// answered `{rc, rs, data}` like the trading service. Every command needs a session; BondBuy and
// BondSellBack also the PIN and a client refId (the same refId gives the same result; another body
// under it is -6004). Money in VND, volumes in bonds (par 100,000 VND), yields annual fractions.
import { z } from 'zod';
import { MAX_TRADING_BODY_LENGTH } from '../trading/envelope.ts';
import { parseJsonText, parseWith, type ParseResult } from '../parse-result.ts';

/** A calendar date yyyy-mm-dd (2027-02-30 or 2027-13-01 is not one). */
const date = z.iso.date('a date yyyy-mm-dd');
const symbol = z.string().regex(/^[A-Z0-9]{3,20}$/, 'a bond code');
const subAcntNo = z.string().trim().min(1).max(32);
/** Bonds of one call: a whole number (zero, negative or above the desk's limit is -6019 from the server). */
const volume = z.number().int();

export const bondRequestSchema = z.object({
  cmd: z.string().min(1).max(32),
  user: z.string().max(64),
  session: z.string().max(256),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type BondRequest = z.output<typeof bondRequestSchema>;

/** Parses a posted body (JSON text) of the bond service. */
export function decodeBondRequest(body: string): ParseResult<BondRequest> {
  if (body.length > MAX_TRADING_BODY_LENGTH) return { ok: false, error: 'body too long' };
  const json = parseJsonText(body);
  return json.ok ? parseWith(bondRequestSchema, json.value) : json;
}

const termYield = z.object({ months: z.number().int().nullable(), yield: z.number() });

/** A bond the desk offers (issuers and ratings are simulated). */
export const bondInfoSchema = z.object({
  symbol: z.string(),
  issuer: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  simulated: z.literal(true),
  rating: z.string(),
  par: z.number().int(),
  coupon: z.number(),
  frequency: z.number().int(),
  issueDate: z.string(),
  maturityDate: z.string(),
  nextCouponDate: z.string().nullable(),
  minAmount: z.number().int(),
  /** Bonds the desk can still sell. */
  available: z.number().int(),
  /** Whether the desk sells it today (not matured, not within 30 days of maturity). */
  offered: z.boolean(),
  tradeDate: z.string(),
  sellYield: z.number(),
  buyBackYield: z.number(),
  /** Today's clean price and accrued interest per bond, VND. */
  cleanPrice: z.number().int(),
  accrued: z.number().int(),
  buyBackPrice: z.number().int(),
  /** Yield to the customer by holding term in months (null: to maturity). */
  termYields: z.array(termYield),
});
export type BondInfo = z.output<typeof bondInfoSchema>;

export const bondFlowSchema = z.object({
  date: z.string(),
  kind: z.enum(['coupon', 'principal']),
  gross: z.number().int(),
  tax: z.number().int(),
  net: z.number().int(),
});
export type BondFlow = z.output<typeof bondFlowSchema>;

const tradeFigures = {
  cleanPrice: z.number().int(),
  accrued: z.number().int(),
  value: z.number().int(),
  fee: z.number().int(),
  tax: z.number().int(),
  amount: z.number().int(),
};

export const bondQuoteSchema = z.object({
  symbol: z.string(),
  volume: z.number().int(),
  tradeDate: z.string(),
  ...tradeFigures,
  flows: z.array(bondFlowSchema),
  sellBack: z.object({ date: z.string(), ...tradeFigures }).nullable(),
  /** Annual yield to the customer after fees and taxes (XIRR, actual/365). */
  yield: z.number(),
});
export type BondQuote = z.output<typeof bondQuoteSchema>;

export const bondOrderSchema = z.object({
  id: z.number().int(),
  refId: z.string(),
  subAcntNo: z.string(),
  side: z.enum(['buy', 'sell']),
  symbol: z.string(),
  volume: z.number().int(),
  ...tradeFigures,
  tradeDate: z.string(),
  /** When the desk filled it, market time ISO 8601. */
  time: z.string(),
});
export type BondOrder = z.output<typeof bondOrderSchema>;

export const bondHoldingSchema = z.object({
  symbol: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  volume: z.number().int(),
  /** What the holding cost (settlement amounts paid, less the cost of bonds sold back). */
  cost: z.number().int(),
  /** What the desk would pay for it today, net of fee and tax. */
  sellBackAmount: z.number().int(),
  buyBackPrice: z.number().int(),
  maturityDate: z.string(),
  flows: z.array(bondFlowSchema),
});
export type BondHolding = z.output<typeof bondHoldingSchema>;

export const bondPaymentSchema = z.object({
  date: z.string(),
  kind: z.enum(['buy', 'sell', 'coupon', 'principal']),
  symbol: z.string(),
  /** Cash into (+) or out of (-) the sub-account. */
  amount: z.number().int(),
  /** Coupons: personal income tax withheld. */
  tax: z.number().int(),
  ref: z.string(),
});
export type BondPayment = z.output<typeof bondPaymentSchema>;

const trade = z.strictObject({
  subAcntNo,
  symbol,
  volume,
  pin: z.string().min(1).max(32),
  refId: z.string().min(1).max(64),
  /** The clean price per bond the customer confirmed; a different price today is -8605. */
  cleanPrice: z.number().int().positive().optional(),
});

/** Each command: its data schema (what the client sends) and its reply's data schema. */
export const BOND_COMMANDS = {
  BondList: { data: z.strictObject({}), reply: z.array(bondInfoSchema) },
  BondQuote: {
    data: z.strictObject({ symbol, volume, tradeDate: date.optional(), sellDate: date.optional() }),
    reply: bondQuoteSchema,
  },
  BondBuy: { data: trade, reply: bondOrderSchema },
  BondSellBack: { data: trade, reply: bondOrderSchema },
  BondHoldings: { data: z.strictObject({ subAcntNo }), reply: z.array(bondHoldingSchema) },
  BondOrders: {
    data: z.strictObject({ subAcntNo, limit: z.number().int().min(1).max(500).default(100) }),
    reply: z.array(bondOrderSchema),
  },
  BondCashflows: {
    data: z.strictObject({ subAcntNo }),
    reply: z.object({
      paid: z.array(bondPaymentSchema),
      upcoming: z.array(bondFlowSchema.extend({ symbol: z.string() })),
    }),
  },
} as const;
export type BondCommandName = keyof typeof BOND_COMMANDS;
export type BondCommandData<C extends BondCommandName> = z.output<(typeof BOND_COMMANDS)[C]['data']>;
export type BondCommandInput<C extends BondCommandName> = z.input<(typeof BOND_COMMANDS)[C]['data']>;
export type BondCommandReply<C extends BondCommandName> = z.output<(typeof BOND_COMMANDS)[C]['reply']>;

export const isBondCommand = (cmd: string): cmd is BondCommandName => Object.hasOwn(BOND_COMMANDS, cmd);
