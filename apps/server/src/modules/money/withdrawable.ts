// What cash may leave a sub-account (internal transfer; later bank withdrawals): its available
// cash, which already excludes what orders block and what is receivable. A margin sub-account will
// also hold back what its margin needs (issue 17): that rule belongs here and only here.
import { CASH } from '../ledger/ledger-rules.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { Db } from '../ledger/ledger-repository.ts';

export async function withdrawableCash(ledger: LedgerService, db: Db, sub: string): Promise<number> {
  return Math.max(0, await ledger.available(db, sub, CASH));
}
