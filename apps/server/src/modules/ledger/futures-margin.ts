// Margin risk of a derivatives account (market-rules §6.3). Sen keeps futures in the customer's
// sub-account, so the collateral is the sub-account's cash that is free or held as margin, plus the
// P/L of the open contracts since their last daily settlement (marked to the live price):
//   margin ratio = required initial margin (17% at the live price) / collateral.
// Levels (margin usage, as SSI publishes them; brokers set their own): from 75% no new opening
// order, from 85% margin call (add cash or close), from 90% force-close level. Sen flags the
// levels and refuses opening orders past 75% (-6032); it does not close positions by itself.
import type { FuturesCash, FuturesHolding } from './futures-rules.ts';
import { FUTURES_VND_PER_PRICE_UNIT, futuresInitialMargin } from '@sen/market';
import { markPrice } from './futures-rules.ts';

export const MARGIN_LEVELS = {
  /** No new opening order may take the ratio above this. */
  stopOpening: 0.75,
  /** Margin call: the customer must add cash or close contracts. */
  call: 0.85,
  /** Force-close level. */
  forceClose: 0.9,
} as const;

export type MarginStatus = 'normal' | 'restricted' | 'call' | 'forceClose';

/** Highest ratio reported (collateral gone or negative). */
export const MAX_MARGIN_RATIO = 10;

export interface MarginRisk {
  /** Initial margin of the open contracts at the live prices, VND. */
  required: number;
  /** Free cash + margin held + unsettled P/L, VND. */
  collateral: number;
  /** P/L of the open contracts since their last daily settlement, at the live prices, VND. */
  unsettledPnl: number;
  /** required / collateral (0 without open contracts, at most MAX_MARGIN_RATIO). */
  ratio: number;
  status: MarginStatus;
}

/** Live price of a contract in units (points x 100), undefined when unknown. */
export type FuturesPrice = (symbol: string) => number | undefined;

/** Ratio of `required` to `collateral`, capped; 0 when nothing is required. */
function marginRatio(required: number, collateral: number): number {
  if (required <= 0) return 0;
  if (collateral <= 0) return MAX_MARGIN_RATIO;
  return Math.min(MAX_MARGIN_RATIO, required / collateral);
}

export function marginStatusOf(ratio: number): MarginStatus {
  if (ratio >= MARGIN_LEVELS.forceClose) return 'forceClose';
  if (ratio >= MARGIN_LEVELS.call) return 'call';
  if (ratio >= MARGIN_LEVELS.stopOpening) return 'restricted';
  return 'normal';
}

/** The account's margin risk at the live prices (a contract without one keeps its last mark). */
export function marginRisk(
  holdings: ReadonlyMap<string, FuturesHolding>,
  cash: FuturesCash,
  price: FuturesPrice,
): MarginRisk {
  let required = 0;
  let unsettledPnl = 0;
  for (const [symbol, h] of holdings) {
    if (h.quantity === 0) continue;
    const live = price(symbol) ?? markPrice(h);
    required += futuresInitialMargin(live, h.quantity);
    unsettledPnl += Math.round(
      h.quantity * live * FUTURES_VND_PER_PRICE_UNIT - (h.openValue + h.variationMargin),
    );
  }
  const collateral = cash.available + cash.margin + unsettledPnl;
  const ratio = marginRatio(required, collateral);
  return { required, collateral, unsettledPnl, ratio, status: marginStatusOf(ratio) };
}

/** Contracts of an order that open (add to |net position|) rather than close, given the net position. */
export function openingContracts(net: number, side: 'B' | 'S', volume: number): number {
  const closable = side === 'B' ? Math.max(0, -net) : Math.max(0, net);
  return Math.max(0, volume - closable);
}

/**
 * Whether an opening order stays within the stop-opening level: the margin of its opening
 * contracts and of the account's other open futures orders (`pendingMargin`, blocked cash that is
 * no longer free) are added to the required margin, the blocked cash back to the collateral.
 */
export function withinOpeningLimit(risk: MarginRisk, openingMargin: number, pendingMargin: number): boolean {
  if (openingMargin <= 0) return true;
  const ratio = marginRatio(risk.required + pendingMargin + openingMargin, risk.collateral + pendingMargin);
  return ratio <= MARGIN_LEVELS.stopOpening;
}
