// The brokerage's margin policy as data (market-rules §6.3): which stocks it lends against and how
// much, how much it lends per account and per symbol, the call and force-sell ratios, the interest
// rate and the loan term. Every figure is a default a deployment replaces (the server reads its
// ratios and rate from the environment); ratios are basis points of value (5,000 = 50%).
import type { MarketId } from './markets.ts';

export interface MarginPolicy {
  /** Ratio under which the customer gets a margin call (market rules: maintenance not below 30%). */
  readonly callBps: number;
  /** Ratio under which the broker force-sells until the ratio is back at the call ratio. */
  readonly forceSellBps: number;
  /** Yearly interest rate on loans, basis points; accrues per calendar day (365-day year). */
  readonly annualRateBps: number;
  /** Calendar days from a loan's trade date to its due date. */
  readonly loanDays: number;
  /** Days before the due date from which a loan counts as near due. */
  readonly nearDueDays: number;
  /** Credit limit of a margin sub-account without its own, VND. */
  readonly creditLimit: number;
}

export const DEFAULT_MARGIN_POLICY: MarginPolicy = {
  callBps: 4_000,
  forceSellBps: 3_000,
  annualRateBps: 1_350,
  loanDays: 90,
  nearDueDays: 7,
  creditLimit: 2_000_000_000,
};

/** What the lending rules need of a listed security. */
export interface MarginCandidate {
  market: MarketId;
  kind: string;
  /** In the VN30 or HNX30 basket. */
  inBasket: boolean;
  /** 0 (least traded) ... 1 (most traded). */
  popularity: number;
}

/**
 * Share of a purchase's value the broker lends, basis points (the initial margin ratio is the rest):
 * HOSE and HNX stocks only; the VN30 and HNX30 baskets 50%, other liquid stocks 40% or 30% by trading
 * interest, thin stocks, UPCOM, ETFs, warrants and futures nothing.
 * @example lendBpsOf({ market: 'HSX', kind: 'stock', inBasket: true, popularity: 0.1 }) === 5000
 */
export function lendBpsOf(c: MarginCandidate): number {
  if (c.kind !== 'stock' || (c.market !== 'HSX' && c.market !== 'HNX')) return 0;
  if (c.inBasket) return 5_000;
  if (c.popularity >= 0.6) return 4_000;
  if (c.popularity >= 0.35) return 3_000;
  return 0;
}

/**
 * The house's lending room of one symbol (what it lends against it across all customers), VND:
 * 500 billion for a 50% stock, 200 billion for 40%, 50 billion for 30%, none otherwise.
 */
export function lendingRoomOf(lendBps: number): number {
  if (lendBps >= 5_000) return 500_000_000_000;
  if (lendBps >= 4_000) return 200_000_000_000;
  if (lendBps > 0) return 50_000_000_000;
  return 0;
}
