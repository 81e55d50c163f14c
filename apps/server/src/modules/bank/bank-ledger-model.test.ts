// A fast-check model of the ledger under bank transfers: random sequences of withdrawals (to an
// account that succeeds or fails at the bank, amounts the broker refuses), steps of the simulated
// bank, deposits, sales whose proceeds are receivable, and day changes that settle them. Each entry
// posts only when the ledger would (no customer bucket below zero); every entry balances, the books
// sum to zero per asset, receivables are never withdrawn, and once every transfer is final the
// customer holds exactly what came in minus the successful withdrawals and their fees.
import fc from 'fast-check';
import { bankWithdrawFee, isValidBankAmount } from '@sen/market';
import { describe, expect, it } from 'vitest';
import {
  CASH,
  HOUSE,
  assertBalanced,
  loweredBuckets,
  posting,
  type Posting,
} from '../ledger/ledger-rules.ts';
import { settle } from '../ledger/ledger-entries.ts';
import { bankDeposit, withdrawHold } from './bank-entries.ts';
import { nextStep, type WithdrawalState } from './bank-transitions.ts';

const SUB = '0000011';
type Op =
  | { kind: 'withdraw'; amount: number; failing: boolean }
  | { kind: 'step'; pick: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'sale'; amount: number }
  | { kind: 'day' };

const amount = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map((k) => k * 100_000),
  fc.integer({ min: 1, max: 40 }).map((k) => k * 100_000 + 13_000),
  fc.integer({ min: -5, max: 3_000_000_000 }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('withdraw' as const), amount, failing: fc.boolean() }),
  fc.record({ kind: fc.constant('step' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deposit' as const), amount }),
  fc.record({ kind: fc.constant('sale' as const), amount: fc.integer({ min: 1, max: 50_000_000 }) }),
  fc.constant({ kind: 'day' as const }),
);

class Books {
  readonly sums = new Map<string, number>();
  entries = 0;
  key = (p: Pick<Posting, 'account' | 'asset' | 'bucket' | 'settleDate'>) =>
    `${p.account}|${p.asset}|${p.bucket}|${p.settleDate}`;
  get = (account: string, bucket: Posting['bucket'], settleDate = '') =>
    this.sums.get(this.key({ account, asset: CASH, bucket, settleDate })) ?? 0;

  /** Posts like LedgerService.post: balanced, refused (false, nothing kept) when a customer bucket would go below zero. */
  post(postings: Posting[]): boolean {
    assertBalanced(postings);
    const next = new Map(this.sums);
    for (const p of postings) next.set(this.key(p), (next.get(this.key(p)) ?? 0) + p.amount);
    if (loweredBuckets(postings).some((k) => (next.get(this.key(k)) ?? 0) < 0)) return false;
    this.sums.clear();
    for (const [k, v] of next) this.sums.set(k, v);
    this.entries += 1;
    return true;
  }
}

function run(ops: Op[]) {
  const books = new Books();
  books.post([
    posting(HOUSE.bank, CASH, 'available', -100_000_000),
    posting(SUB, CASH, 'available', 100_000_000),
  ]);
  let came = 100_000_000;
  let day = 0;
  const transfers: WithdrawalState[] = [];
  const receivables: Array<{ settleDay: number; amount: number }> = [];
  const date = (d: number) => `2026-01-${String(10 + d).padStart(2, '0')}`;
  const step = (t: WithdrawalState) => {
    const next = nextStep(t);
    if (!next) return;
    if (next.entry) expect(books.post(next.entry.postings)).toBe(true); // a step never fails
    t.status = next.status;
  };
  for (const o of ops) {
    if (o.kind === 'withdraw') {
      if (!isValidBankAmount(o.amount)) continue; // refused with -8701 before the ledger
      const fee = bankWithdrawFee(o.amount);
      const available = books.get(SUB, 'available');
      const t: WithdrawalState = {
        id: transfers.length + 1,
        sub: SUB,
        amount: o.amount,
        fee,
        status: 'pending',
        outcome: o.failing ? 'bankError' : null,
      };
      const held = books.post(withdrawHold(t));
      // Only available cash can be held: never receivable proceeds.
      expect(held).toBe(available >= o.amount + fee);
      if (held) transfers.push(t);
    } else if (o.kind === 'step') {
      const open = transfers.filter((t) => t.status === 'pending' || t.status === 'complete');
      if (open.length > 0) step(open[o.pick % open.length]!);
    } else if (o.kind === 'deposit') {
      if (!isValidBankAmount(o.amount)) continue;
      expect(books.post(bankDeposit({ sub: SUB, amount: o.amount }))).toBe(true);
      came += o.amount;
    } else if (o.kind === 'sale') {
      const settleDay = day + 2;
      expect(
        books.post([
          posting(HOUSE.clearing, CASH, 'available', -o.amount),
          posting(SUB, CASH, 'receivable', o.amount, { settleDate: date(settleDay) }),
        ]),
      ).toBe(true);
      receivables.push({ settleDay, amount: o.amount });
      came += o.amount;
    } else {
      day += 1;
      for (const r of receivables.filter((x) => x.settleDay === day))
        expect(books.post(settle(SUB, CASH, date(r.settleDay), r.amount))).toBe(true);
      // The simulated bank moves every open transfer one step a day at least.
      for (const t of transfers) step(t);
    }
    for (const [k, v] of books.sums) if (!k.startsWith('@')) expect(v, k).toBeGreaterThanOrEqual(0);
    expect([...books.sums.values()].reduce((a, b) => a + b, 0)).toBe(0);
  }
  for (const t of transfers) for (let i = 0; i < 2; i += 1) step(t);
  const paid = transfers.filter((t) => t.status === 'success').reduce((s, t) => s + t.amount + t.fee, 0);
  const due = receivables.filter((r) => r.settleDay > day).reduce((s, r) => s + r.amount, 0);
  expect(books.get(SUB, 'blocked')).toBe(0);
  expect(books.get(SUB, 'available')).toBe(came - due - paid);
  expect(transfers.every((t) => t.status !== 'pending' && t.status !== 'complete')).toBe(true);
  for (const t of transfers) {
    if (t.outcome === 'bankError' && t.amount % 100_000 !== 13_000) expect(t.status).toBe('bankError');
    if (t.amount % 100_000 === 13_000) expect(t.status).toBe('unsuccessful');
  }
}

describe('bank transfers in the ledger (model)', () => {
  it('keeps entries balanced, no account negative and the money accounted for over 1,000 sequences', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => run(ops)),
      { numRuns: 1_000 },
    );
  });
});
