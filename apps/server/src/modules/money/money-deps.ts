// What the money services share: the ledger (whose balance store serialises writers of the same
// accounts), the market's business date and the wall clock of records.
import type { Db } from '../ledger/ledger-repository.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { CashArrived } from '../margin/cash-arrivals.ts';

export interface MoneyDeps {
  ledger: LedgerService;
  /** The market's business date (yyyy-mm-dd). */
  today: () => string;
  now: () => number;
  /** Cash transferred in to a margin sub-account repays its debt first (margin/cash-arrivals.ts). */
  arrived?: CashArrived;
  /** Refuses shares leaving a margin sub-account in debt when they are needed as collateral (-6668). */
  sharesOut?: (db: Db, o: { sub: string; symbol: string; volume: number }) => Promise<void>;
}

/** Holds the accounts until the transaction ends, before their balances are read (the ledger's lock). */
export function lockForMove(deps: MoneyDeps, db: Db, accounts: readonly string[]): Promise<void> {
  return deps.ledger.lockAccounts(db, accounts);
}
