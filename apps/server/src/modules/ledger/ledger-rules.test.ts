import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as entries from './ledger-entries.ts';
import { assertBalanced, CASH, deriveBalances, posting, type Posting } from './ledger-rules.ts';

const amount = fc.integer({ min: 1, max: 1_000_000_000 });
const fill = fc.record({
  sub: fc.constantFrom('0000011', 'M000001'),
  symbol: fc.constantFrom('FPT', 'VNM', 'HPG'),
  quantity: fc.integer({ min: 1, max: 100_000 }),
  price: fc.integer({ min: 100, max: 500_000 }),
  fee: fc.integer({ min: 0, max: 1_000_000 }),
  settleDate: fc.constant('2026-01-06'),
});
const entry = fc.oneof(
  fc.tuple(amount).map(([a]) => entries.depositCash('0000011', a)),
  fc.tuple(amount, amount).map(([q, c]) => entries.depositSecurities('0000011', 'FPT', q, c)),
  fc.tuple(amount).map(([a]) => entries.block('0000011', CASH, a)),
  fc.tuple(amount).map(([a]) => entries.unblock('0000011', 'FPT', a)),
  fill.map((f) => entries.buyFill(f)),
  fc.tuple(fill, amount).map(([f, cost]) => entries.sellFill(f, cost)),
  fc.tuple(amount).map(([a]) => entries.settle('0000011', CASH, '2026-01-06', a)),
);

describe('ledger rules', () => {
  it('every entry the brokerage posts balances, for any amounts', () => {
    fc.assert(
      fc.property(entry, (postings) => {
        assertBalanced(postings);
      }),
    );
  });

  it('the sum of all accounts stays zero per asset over any sequence of entries', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (list) => {
        const all = list.flat();
        const totals = new Map<string, number>();
        for (const p of all) totals.set(p.asset, (totals.get(p.asset) ?? 0) + p.amount);
        for (const total of totals.values()) expect(total).toBe(0);
      }),
    );
  });

  it('refuses unbalanced, fractional and badly dated postings', () => {
    expect(() => assertBalanced([posting('a', CASH, 'available', 10)])).toThrow(/balance/);
    expect(() =>
      assertBalanced([posting('a', CASH, 'available', 0.5), posting('b', CASH, 'available', -0.5)]),
    ).toThrow(/integers/);
    expect(() =>
      assertBalanced([posting('a', CASH, 'receivable', 1), posting('b', CASH, 'available', -1)]),
    ).toThrow(/settlement date/);
    expect(() => assertBalanced([])).toThrow();
  });

  it('derives available, blocked and receivable by date', () => {
    const postings: Posting[] = [
      ...entries.depositCash('s', 1_000),
      ...entries.block('s', CASH, 300),
      ...entries.buyFill({
        sub: 's',
        symbol: 'FPT',
        quantity: 2,
        price: 100,
        fee: 1,
        settleDate: '2026-01-06',
      }),
      ...entries.sellFill(
        { sub: 's', symbol: 'VNM', quantity: 1, price: 50, fee: 2, settleDate: '2026-01-07' },
        40,
      ),
    ].filter((p) => p.account === 's');
    const balances = deriveBalances(postings);
    expect(balances.get(CASH)).toEqual({
      available: 700,
      blocked: 99,
      receivable: [{ settleDate: '2026-01-07', amount: 48 }],
      total: 847,
      cost: 0,
    });
    expect(balances.get('FPT')).toMatchObject({
      available: 0,
      receivable: [{ settleDate: '2026-01-06', amount: 2 }],
      total: 2,
      cost: 201,
    });
  });
});
