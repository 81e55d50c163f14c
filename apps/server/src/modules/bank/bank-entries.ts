// The ledger entries of bank money transfers, as pure functions from a step of a transfer to
// balanced postings. A withdrawal first holds amount + fee (available -> blocked, still the
// customer's); the broker's approval pays the amount to the house bank and the fee to fees; a
// withdrawal refused before approval releases the hold; a bank error after approval is undone by a
// reversing entry (house bank and fees pay it back to available). A deposit credits available.
import { CASH, HOUSE, posting, type Posting } from '../ledger/ledger-rules.ts';

export interface Movement {
  sub: string;
  amount: number;
  fee: number;
}

export const withdrawHold = (m: Movement): Posting[] => [
  posting(m.sub, CASH, 'available', -(m.amount + m.fee)),
  posting(m.sub, CASH, 'blocked', m.amount + m.fee),
];

export const withdrawRelease = (m: Movement): Posting[] => [
  posting(m.sub, CASH, 'blocked', -(m.amount + m.fee)),
  posting(m.sub, CASH, 'available', m.amount + m.fee),
];

export const withdrawComplete = (m: Movement): Posting[] => [
  posting(m.sub, CASH, 'blocked', -(m.amount + m.fee)),
  posting(HOUSE.bank, CASH, 'available', m.amount),
  ...(m.fee > 0 ? [posting(HOUSE.fees, CASH, 'available', m.fee)] : []),
];

export const withdrawReverse = (m: Movement): Posting[] => [
  posting(HOUSE.bank, CASH, 'available', -m.amount),
  ...(m.fee > 0 ? [posting(HOUSE.fees, CASH, 'available', -m.fee)] : []),
  posting(m.sub, CASH, 'available', m.amount + m.fee),
];

export const bankDeposit = (m: Pick<Movement, 'sub' | 'amount'>): Posting[] => [
  posting(HOUSE.bank, CASH, 'available', -m.amount),
  posting(m.sub, CASH, 'available', m.amount),
];
