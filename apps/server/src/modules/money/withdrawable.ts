// What cash may leave a sub-account (internal transfer, bank withdrawal): its available cash,
// which already excludes what orders block and what is receivable; on a margin sub-account, less
// what it owes (debt and accrued interest): cash there repays the broker's loan before it may leave.
import { isMarginSubAccount } from '@sen/protocol';
import { CASH } from '../ledger/ledger-rules.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import { groupedSums, type Db } from '../ledger/ledger-repository.ts';

export async function withdrawableCash(ledger: LedgerService, db: Db, sub: string): Promise<number> {
  const available = await ledger.available(db, sub, CASH);
  if (!isMarginSubAccount(sub)) return Math.max(0, available);
  // The margin module keeps the debt and the interest as negative buckets of the sub-account's cash.
  const owed = (await groupedSums(db, sub, CASH))
    .filter((g) => g.bucket === 'debt' || g.bucket === 'interest')
    .reduce((sum, g) => sum - g.amount, 0);
  return Math.max(0, available - owed);
}
