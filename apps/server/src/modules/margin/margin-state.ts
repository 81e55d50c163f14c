// A margin sub-account's state read from the ledger: cash, debt (principal), accrued interest, the
// credit open buys hold, and its securities at market value. The ratio's "debt" counts all three
// liabilities (held credit sits in the blocked cash it was lent into, so it nets out).
import type { MarginPosition } from '@sen/market';
import { groupedSums, type Db } from '../ledger/ledger-repository.ts';
import { CASH } from '../ledger/ledger-rules.ts';

/** Live price of a symbol in VND (last match, else reference), undefined when unknown. */
export type PriceOf = (symbol: string) => number | undefined;

interface Holding {
  symbol: string;
  /** Held, blocked and receivable shares. */
  total: number;
  available: number;
  price: number;
}

export interface MarginState {
  /** Available, blocked and receivable cash, VND. */
  cash: number;
  available: number;
  /** Cash receivable (sale proceeds before settlement), VND. */
  receivableCash: number;
  debt: number;
  interest: number;
  heldCredit: number;
  holdings: Holding[];
  marketValue: number;
}

export async function readMarginState(db: Db, sub: string, price: PriceOf): Promise<MarginState> {
  const state: MarginState = {
    cash: 0,
    available: 0,
    receivableCash: 0,
    debt: 0,
    interest: 0,
    heldCredit: 0,
    holdings: [],
    marketValue: 0,
  };
  const shares = new Map<string, { total: number; available: number }>();
  for (const g of await groupedSums(db, sub)) {
    if (g.asset === CASH) {
      if (g.bucket === 'debt') state.debt -= g.amount;
      else if (g.bucket === 'interest') state.interest -= g.amount;
      else if (g.bucket === 'credit') state.heldCredit -= g.amount;
      else if (g.bucket === 'available' || g.bucket === 'blocked' || g.bucket === 'receivable') {
        state.cash += g.amount;
        if (g.bucket === 'available') state.available += g.amount;
        if (g.bucket === 'receivable') state.receivableCash += g.amount;
      }
      continue;
    }
    if (g.bucket !== 'available' && g.bucket !== 'blocked' && g.bucket !== 'receivable') continue;
    const s = shares.get(g.asset) ?? { total: 0, available: 0 };
    s.total += g.amount;
    if (g.bucket === 'available') s.available += g.amount;
    shares.set(g.asset, s);
  }
  for (const [symbol, s] of [...shares].sort(([a], [b]) => a.localeCompare(b))) {
    if (s.total === 0) continue;
    const p = price(symbol) ?? 0;
    state.holdings.push({ symbol, total: s.total, available: s.available, price: p });
    state.marketValue += s.total * p;
  }
  return state;
}

/** The ratio's inputs: the liabilities together as debt. */
export const positionOf = (s: MarginState): MarginPosition => ({
  marketValue: s.marketValue,
  cash: s.cash,
  debt: s.debt + s.interest + s.heldCredit,
});
