// What the money services share: the ledger, the storage kind (PostgreSQL serialises writers of the
// same accounts with advisory locks), the market's business date and the wall clock of records.
import { lockAccounts, type Db } from '../ledger/ledger-repository.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { CashArrived } from '../margin/cash-arrivals.ts';

export interface MoneyDeps {
  ledger: LedgerService;
  postgres: boolean;
  /** The market's business date (yyyy-mm-dd). */
  today: () => string;
  now: () => number;
  /** Cash transferred in to a margin sub-account repays its debt first (margin/cash-arrivals.ts). */
  arrived?: CashArrived;
}

/** PostgreSQL: holds the accounts' locks until the transaction ends, before their balances are read. */
export async function lockForMove(deps: MoneyDeps, db: Db, accounts: readonly string[]): Promise<void> {
  if (deps.postgres) await lockAccounts(db, accounts);
}
