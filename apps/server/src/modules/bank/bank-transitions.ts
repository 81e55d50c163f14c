// How the simulated bank moves a withdrawal along (spec §3 statuses), as a pure function: each step
// names the next status and the ledger entry posted with it. Outcomes are predictable in demo:
// - the broker refuses (unsuccessful, hold released) a withdrawal whose amount ends in 13,000 VND
//   (amount mod 100,000 = 13,000), and approves (complete, money debited) every other;
// - the bank fails (bank error, reversing entry) every withdrawal to an account marked `bankError`
//   (each demo customer's second account) and confirms (success) the others.
import type { BankTransferStatus } from '@sen/market';
import type { Posting } from '../ledger/ledger-rules.ts';
import { withdrawComplete, withdrawRelease, withdrawReverse, type Movement } from './bank-entries.ts';

export interface WithdrawalState extends Movement {
  id: number;
  status: BankTransferStatus;
  /** The destination account's demo outcome ('bankError' fails at the bank). */
  outcome: string | null;
}

export interface Step {
  status: BankTransferStatus;
  /** Ledger kind of the entry (its ref is the transfer id), absent when no money moves. */
  entry?: { kind: string; postings: Posting[]; memo: string };
}

/** True when the broker refuses the request (demo rule: amount ending in 13,000 VND). */
const brokerRefuses = (amount: number): boolean => amount % 100_000 === 13_000;

/** The next step of a withdrawal, undefined when it is final. */
export function nextStep(w: WithdrawalState): Step | undefined {
  if (w.status === 'pending') {
    if (brokerRefuses(w.amount))
      return {
        status: 'unsuccessful',
        entry: {
          kind: 'bank-withdraw-release',
          postings: withdrawRelease(w),
          memo: `bank withdrawal ${w.id} refused`,
        },
      };
    return {
      status: 'complete',
      entry: {
        kind: 'bank-withdraw-complete',
        postings: withdrawComplete(w),
        memo: `bank withdrawal ${w.id}`,
      },
    };
  }
  if (w.status === 'complete') {
    if (w.outcome === 'bankError')
      return {
        status: 'bankError',
        entry: {
          kind: 'bank-withdraw-reverse',
          postings: withdrawReverse(w),
          memo: `bank withdrawal ${w.id} returned (bank error)`,
        },
      };
    return { status: 'success' };
  }
  return undefined;
}
