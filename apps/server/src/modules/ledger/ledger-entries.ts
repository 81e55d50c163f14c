// The entries the brokerage posts, as pure functions from a business event to balanced postings.
import { CASH, HOUSE, posting, type Posting } from './ledger-rules.ts';

export const depositCash = (sub: string, amount: number): Posting[] => [
  posting(HOUSE.bank, CASH, 'available', -amount),
  posting(sub, CASH, 'available', amount),
];

export const depositSecurities = (sub: string, symbol: string, quantity: number, cost: number): Posting[] => [
  posting(HOUSE.depository, symbol, 'available', -quantity, { cost: -cost }),
  posting(sub, symbol, 'available', quantity, { cost }),
];

/** Moves an asset between available and blocked (order entry blocks, cancel/expiry unblocks). */
export const block = (sub: string, asset: string, amount: number): Posting[] => [
  posting(sub, asset, 'available', -amount),
  posting(sub, asset, 'blocked', amount),
];
export const unblock = (sub: string, asset: string, amount: number): Posting[] => [
  posting(sub, asset, 'blocked', -amount),
  posting(sub, asset, 'available', amount),
];

export interface Fill {
  sub: string;
  symbol: string;
  quantity: number;
  /** VND per share. */
  price: number;
  /** Broker fee plus, for sales, the sales tax, VND. */
  fee: number;
  settleDate: string;
}

/** A buy fill: blocked cash pays the clearing house and fees; the shares are receivable at T+2. */
export function buyFill(f: Fill): Posting[] {
  const gross = f.quantity * f.price;
  const cost = gross + f.fee;
  return [
    posting(f.sub, CASH, 'blocked', -cost),
    posting(HOUSE.clearing, CASH, 'available', gross),
    posting(HOUSE.fees, CASH, 'available', f.fee),
    posting(HOUSE.clearing, f.symbol, 'available', -f.quantity, { cost: -cost }),
    posting(f.sub, f.symbol, 'receivable', f.quantity, { settleDate: f.settleDate, cost }),
  ];
}

/** A sell fill: blocked shares leave with their average cost; the proceeds net of fees are receivable at T+2. */
export function sellFill(f: Fill, costOut: number): Posting[] {
  const gross = f.quantity * f.price;
  return [
    posting(f.sub, f.symbol, 'blocked', -f.quantity, { cost: -costOut }),
    posting(HOUSE.clearing, f.symbol, 'available', f.quantity, { cost: costOut }),
    posting(HOUSE.clearing, CASH, 'available', -gross),
    posting(HOUSE.fees, CASH, 'available', f.fee),
    posting(f.sub, CASH, 'receivable', gross - f.fee, { settleDate: f.settleDate }),
  ];
}

/** Settlement day: a receivable becomes available. */
export const settle = (sub: string, asset: string, settleDate: string, amount: number): Posting[] => [
  posting(sub, asset, 'receivable', -amount, { settleDate }),
  posting(sub, asset, 'available', amount),
];
