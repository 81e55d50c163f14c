// The ledger entries of margin lending, as pure functions. The customer's side: `credit` (lent cash
// an open buy holds in `blocked`), `debt` (loan principal) and `interest` (accrued), all <= 0, so
// the sub-account's VND sums to its net worth. The house's side: `@MARGIN` pays the cash out and
// takes it back; `@MARGIN:<symbol>` holds the loans and held credit against each symbol (its lending
// room); `@MARGIN-INTEREST` earns the interest.
import { CASH, posting, type Posting } from './ledger-rules.ts';

export const MARGIN_HOUSE = {
  lender: '@MARGIN',
  interest: '@MARGIN-INTEREST',
  room: (symbol: string) => `@MARGIN:${symbol}`,
} as const;

/** A margin buy at entry: `credit` VND lent into the order's blocked cash, held against the symbol. */
export const holdCredit = (sub: string, symbol: string, credit: number): Posting[] => [
  posting(MARGIN_HOUSE.lender, CASH, 'available', -credit),
  posting(sub, CASH, 'blocked', credit),
  posting(sub, CASH, 'credit', -credit),
  posting(MARGIN_HOUSE.room(symbol), CASH, 'credit', credit),
];

/** What an ended buy did not use of its credit goes back to the lender. */
export const releaseCredit = (sub: string, symbol: string, credit: number): Posting[] => [
  posting(MARGIN_HOUSE.lender, CASH, 'available', credit),
  posting(sub, CASH, 'blocked', -credit),
  posting(sub, CASH, 'credit', credit),
  posting(MARGIN_HOUSE.room(symbol), CASH, 'credit', -credit),
];

/** At a fill: the held credit the fill spent becomes a loan (posted in the fill's own entry). */
export const drawLoan = (sub: string, symbol: string, amount: number): Posting[] => [
  posting(sub, CASH, 'credit', amount),
  posting(MARGIN_HOUSE.room(symbol), CASH, 'credit', -amount),
  posting(sub, CASH, 'debt', -amount),
  posting(MARGIN_HOUSE.room(symbol), CASH, 'debt', amount),
];

/** A day's interest on the debt. */
export const accrueInterest = (sub: string, amount: number): Posting[] => [
  posting(sub, CASH, 'interest', -amount),
  posting(MARGIN_HOUSE.interest, CASH, 'available', amount),
];

/** A repayment from available cash: accrued interest first, then principal per symbol (oldest loans first). */
export function repay(sub: string, interest: number, principal: ReadonlyMap<string, number>): Posting[] {
  const postings: Posting[] = [];
  let total = interest;
  if (interest > 0) postings.push(posting(sub, CASH, 'interest', interest));
  for (const [symbol, amount] of principal) {
    if (amount <= 0) continue;
    total += amount;
    postings.push(posting(sub, CASH, 'debt', amount));
    postings.push(posting(MARGIN_HOUSE.room(symbol), CASH, 'debt', -amount));
    postings.push(posting(MARGIN_HOUSE.lender, CASH, 'available', amount));
  }
  postings.push(posting(sub, CASH, 'available', -total));
  return postings;
}
