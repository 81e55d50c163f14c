// Each loan's outstanding principal, derived: the ledger holds the account's debt; repayments go to
// the oldest loans first, so what was repaid in total (principal lent minus debt) is taken from the
// loans in order. A repayment's principal is split per symbol the same way (the house's lending room).
import type { LoanRow } from './margin-repository.ts';

export interface LoanBalance {
  loan: LoanRow;
  outstanding: number;
}

/** Outstanding principal of each loan (oldest first) for the account's current debt. */
export function loanBalances(loans: readonly LoanRow[], debt: number): LoanBalance[] {
  const lent = loans.reduce((sum, l) => sum + l.principal, 0);
  let repaid = Math.max(0, lent - debt);
  return loans.map((loan) => {
    const paid = Math.min(loan.principal, repaid);
    repaid -= paid;
    return { loan, outstanding: loan.principal - paid };
  });
}

/** How a principal repayment splits across symbols: the oldest outstanding loans first. */
export function repaymentBySymbol(balances: readonly LoanBalance[], amount: number): Map<string, number> {
  const split = new Map<string, number>();
  let left = amount;
  for (const { loan, outstanding } of balances) {
    if (left <= 0) break;
    const part = Math.min(outstanding, left);
    if (part <= 0) continue;
    split.set(loan.symbol, (split.get(loan.symbol) ?? 0) + part);
    left -= part;
  }
  if (left > 0) throw new Error(`repayment of ${amount} exceeds the loans`);
  return split;
}
