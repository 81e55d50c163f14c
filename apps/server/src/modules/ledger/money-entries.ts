// The entries of money movements (issue 16), as pure functions from a movement to balanced postings.
// A cash advance hands the sale's receivable to the broker's advance account (@ADVANCE) and pays the
// customer the amount less the fee at once; on the settlement date that receivable repays the
// advance (`advanceRepayment`: @ADVANCE's receivable becomes its available cash again), posted by
// the money module with the advance's status (the ledger's T+2 settlement leaves @ADVANCE alone).
import type { AdvancePart } from '@sen/market';
import { CASH, HOUSE, posting, type Posting } from './ledger-rules.ts';

/** The broker's account that funds cash advances and holds the receivables they were drawn from. */
export const ADVANCE_ACCOUNT = '@ADVANCE';

/** Advance of the parts' sum; `fee` goes to the broker's fees, the rest to the customer's cash. */
export function cashAdvance(sub: string, parts: readonly AdvancePart[], fee: number): Posting[] {
  const amount = parts.reduce((sum, p) => sum + p.amount, 0);
  return [
    ...parts.flatMap((p) => [
      posting(sub, CASH, 'receivable', -p.amount, { settleDate: p.settleDate }),
      posting(ADVANCE_ACCOUNT, CASH, 'receivable', p.amount, { settleDate: p.settleDate }),
    ]),
    posting(ADVANCE_ACCOUNT, CASH, 'available', -amount),
    posting(sub, CASH, 'available', amount - fee),
    posting(HOUSE.fees, CASH, 'available', fee),
  ];
}

/** Cash between two sub-accounts of one customer. */
export const cashTransfer = (from: string, to: string, amount: number): Posting[] => [
  posting(from, CASH, 'available', -amount),
  posting(to, CASH, 'available', amount),
];

/** Free shares between two sub-accounts of one customer, with their share of the average cost. */
export const stockTransfer = (
  from: string,
  to: string,
  symbol: string,
  quantity: number,
  cost: number,
): Posting[] => [
  posting(from, symbol, 'available', -quantity, { cost: -cost }),
  posting(to, symbol, 'available', quantity, { cost }),
];

/** The settlement date of part of an advance: the receivable it was drawn from repays it. */
export const advanceRepayment = (settleDate: string, amount: number): Posting[] => [
  posting(ADVANCE_ACCOUNT, CASH, 'receivable', -amount, { settleDate }),
  posting(ADVANCE_ACCOUNT, CASH, 'available', amount),
];
