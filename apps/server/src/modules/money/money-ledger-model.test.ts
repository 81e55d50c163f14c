// A model test of the ledger under money movements (fast-check): random sequences of sale and
// purchase fills, cash advances, internal cash and stock transfers and day changes (with their T+2
// settlements and the advances' repayments) run against the real ledger and money services on an
// in-memory SQLite database, and against a plain model. After each sequence: every entry balances, no customer bucket is negative,
// the ledger's balances are the model's, the advance account owes exactly the open advances, and
// the cash and stock statements reconcile with the balances.
import { addTradingDays, advanceFee, DEFAULT_ADVANCE_FEES, planAdvance } from '@sen/market';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type Storage } from '../../plugins/storage/create-database.ts';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import { LedgerService } from '../ledger/ledger-service.ts';
import { ADVANCE_ACCOUNT } from '../ledger/money-entries.ts';
import { AdvanceRepayments } from './advance-repayments.ts';
import { CashAdvances } from './cash-advance.ts';
import { InternalTransfers } from './internal-transfers.ts';
import type { MoneyDeps } from './money-deps.ts';
import { cashStatement, stockStatement } from './statements.ts';

const START = '2026-03-02';
const SYMBOL = 'FPT';

type Op =
  | { type: 'sell'; quantity: number; price: number }
  | { type: 'buy'; quantity: number; price: number }
  | { type: 'advance'; amount: number }
  | { type: 'cash'; forward: boolean; amount: number }
  | { type: 'stock'; forward: boolean; quantity: number }
  | { type: 'day' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('sell' as const),
    quantity: fc.integer({ min: 1, max: 400 }),
    price: fc.integer({ min: 1_000, max: 150_000 }),
  }),
  fc.record({
    type: fc.constant('buy' as const),
    quantity: fc.integer({ min: 1, max: 300 }),
    price: fc.integer({ min: 1_000, max: 150_000 }),
  }),
  fc.record({ type: fc.constant('advance' as const), amount: fc.integer({ min: 1, max: 40_000_000 }) }),
  fc.record({
    type: fc.constant('cash' as const),
    forward: fc.boolean(),
    amount: fc.integer({ min: 1, max: 60_000_000 }),
  }),
  fc.record({
    type: fc.constant('stock' as const),
    forward: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 600 }),
  }),
  fc.constant({ type: 'day' as const }),
);

interface Account {
  cash: number;
  shares: number;
  cashDue: Map<string, number>;
  sharesDue: Map<string, number>;
}

const codeOf = async (run: () => Promise<unknown>): Promise<number> => {
  try {
    await run();
    return 1;
  } catch (error) {
    if (error instanceof SenError) return error.rc;
    throw error;
  }
};

describe('the ledger under money movements (model)', () => {
  let storage: Storage;
  let today = START;
  let ledger: LedgerService;
  let advances: CashAdvances;
  let transfers: InternalTransfers;
  let repayments: AdvanceRepayments;
  let run = 0;
  beforeAll(async () => {
    storage = openSqlite(':memory:');
    await migrateToLatest(storage.db);
    ledger = new LedgerService(storage.db, { today: () => today, now: () => 0 });
    const deps: MoneyDeps = { ledger, today: () => today, now: () => 0 };
    advances = new CashAdvances(deps, DEFAULT_ADVANCE_FEES);
    transfers = new InternalTransfers(deps);
    repayments = new AdvanceRepayments({
      ...deps,
      db: storage.db,
      writer: { run: (job) => storage.db.transaction().execute(job) },
      notify: async () => {},
    });
  });
  afterAll(async () => storage.db.destroy());

  it('keeps entries balanced, buckets non-negative, balances as modelled and statements reconciled', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        // Each run starts on a new day after every earlier run's receivables have settled (business
        // dates only move forward, as the market's do).
        today = addTradingDays(today, 3);
        await ledger.settleDue(today);
        await repayments.repayDue(today);
        const start = today;
        const db = storage.db;
        const [a, b] = [`A${run}`, `B${run}`];
        const model = new Map<string, Account>([
          [a, { cash: 100_000_000, shares: 1_000, cashDue: new Map(), sharesDue: new Map() }],
          [b, { cash: 0, shares: 0, cashDue: new Map(), sharesDue: new Map() }],
        ]);
        const advanceDue = new Map<string, number>();
        await ledger.deposit(db, { subAcntNo: a, amount: 100_000_000, ref: `dep-${a}` });
        await ledger.depositSecurities(db, {
          subAcntNo: a,
          symbol: SYMBOL,
          quantity: 1_000,
          cost: 100_000_000,
          ref: `sec-${a}`,
        });
        const A = model.get(a)!;
        for (const [i, op] of ops.entries()) {
          const ref = `${a}-${i}`;
          if (op.type === 'sell') {
            if (A.shares < op.quantity) continue;
            const fee = Math.floor((op.quantity * op.price) / 1000);
            await ledger.blockShares(db, { subAcntNo: a, ref, symbol: SYMBOL, quantity: op.quantity });
            await ledger.postFill(db, {
              subAcntNo: a,
              ref,
              side: 'S',
              symbol: SYMBOL,
              quantity: op.quantity,
              price: op.price,
              fee,
              tradeDate: today,
            });
            A.shares -= op.quantity;
            const date = addTradingDays(today, 2);
            A.cashDue.set(date, (A.cashDue.get(date) ?? 0) + op.quantity * op.price - fee);
          } else if (op.type === 'buy') {
            const cost = op.quantity * op.price + Math.floor((op.quantity * op.price) / 1000);
            if (A.cash < cost) continue;
            await ledger.blockCash(db, { subAcntNo: a, ref, amount: cost });
            await ledger.postFill(db, {
              subAcntNo: a,
              ref,
              side: 'B',
              symbol: SYMBOL,
              quantity: op.quantity,
              price: op.price,
              fee: cost - op.quantity * op.price,
              tradeDate: today,
            });
            A.cash -= cost;
            const date = addTradingDays(today, 2);
            A.sharesDue.set(date, (A.sharesDue.get(date) ?? 0) + op.quantity);
          } else if (op.type === 'advance') {
            const open = [...A.cashDue]
              .filter(([d, v]) => d > today && v > 0)
              .map(([settleDate, amount]) => ({ settleDate, amount }));
            const parts = planAdvance(op.amount, open);
            const fee = parts ? advanceFee(today, parts) : 0;
            const expected = !parts ? -8501 : fee >= op.amount ? -8502 : 1;
            const code = await codeOf(() =>
              db
                .transaction()
                .execute((trx) =>
                  advances.advance(trx, { customerId: run, sub: a, amount: op.amount, refId: ref }),
                ),
            );
            expect(code).toBe(expected);
            if (code === 1)
              for (const p of parts!) {
                A.cashDue.set(p.settleDate, A.cashDue.get(p.settleDate)! - p.amount);
                advanceDue.set(p.settleDate, (advanceDue.get(p.settleDate) ?? 0) + p.amount);
                A.cash += p.amount;
              }
            if (code === 1) A.cash -= fee;
          } else if (op.type === 'cash') {
            const [from, to] = op.forward ? [a, b] : [b, a];
            const code = await codeOf(() =>
              db
                .transaction()
                .execute((trx) =>
                  transfers.cash(trx, { customerId: run, from, to, amount: op.amount, note: '', refId: ref }),
                ),
            );
            expect(code).toBe(model.get(from)!.cash >= op.amount ? 1 : -8503);
            if (code === 1) {
              model.get(from)!.cash -= op.amount;
              model.get(to)!.cash += op.amount;
            }
          } else if (op.type === 'stock') {
            const [from, to] = op.forward ? [a, b] : [b, a];
            const code = await codeOf(() =>
              db.transaction().execute((trx) =>
                transfers.stock(trx, {
                  customerId: run,
                  from,
                  to,
                  symbol: SYMBOL,
                  volume: op.quantity,
                  refId: ref,
                }),
              ),
            );
            expect(code).toBe(model.get(from)!.shares >= op.quantity ? 1 : -6013);
            if (code === 1) {
              model.get(from)!.shares -= op.quantity;
              model.get(to)!.shares += op.quantity;
            }
          } else {
            today = addTradingDays(today, 1);
            await ledger.settleDue(today);
            await repayments.repayDue(today);
            for (const account of model.values()) {
              for (const [d, v] of account.cashDue) {
                if (d > today) continue;
                account.cash += v;
                account.cashDue.delete(d);
              }
              for (const [d, v] of account.sharesDue) {
                if (d > today) continue;
                account.shares += v;
                account.sharesDue.delete(d);
              }
            }
            for (const d of [...advanceDue.keys()]) if (d <= today) advanceDue.delete(d);
          }
        }
        // Every entry balances per asset; no customer bucket is below zero.
        const unbalanced = await sql<{
          n: number;
        }>`select count(*) as n from (select entry_id, asset from ledger_postings group by entry_id, asset having sum(amount) <> 0 or sum(cost) <> 0) as x`.execute(
          db,
        );
        expect(Number(unbalanced.rows[0]!.n)).toBe(0);
        const negative = await db
          .selectFrom('ledger_balances')
          .select('account')
          .where('amount', '<', 0)
          .where('bucket', '<>', 'position')
          .execute();
        expect(negative).toEqual([]);
        for (const [sub, m] of model) {
          const balances = await ledger.balances(sub);
          const cash = balances.get(CASH);
          expect(cash?.available ?? 0).toBe(m.cash);
          expect(cash?.receivable ?? []).toEqual(
            [...m.cashDue]
              .filter(([, v]) => v !== 0)
              .sort()
              .map(([settleDate, amount]) => ({ settleDate, amount })),
          );
          expect(balances.get(SYMBOL)?.available ?? 0).toBe(m.shares);
          const statement = await cashStatement(db, sub, start, today);
          expect(statement.rows.reduce((s, r) => s + r.credit - r.debit, statement.opening)).toBe(
            statement.closing,
          );
          expect(statement.closing).toBe((cash?.available ?? 0) + (cash?.blocked ?? 0));
          const stocks = await stockStatement(db, sub, start, today, SYMBOL);
          const held = stocks.symbols[0];
          expect(held ? held.rows.reduce((s, r) => s + r.in - r.out, held.opening) : 0).toBe(m.shares);
        }
        // The advance account is owed exactly the advances not yet repaid by their settlement.
        const house = (await ledger.balances(ADVANCE_ACCOUNT)).get(CASH);
        const owed = [...advanceDue.values()].reduce((s, v) => s + v, 0);
        expect(house?.receivable.reduce((s, r) => s + r.amount, 0) ?? 0).toBe(owed);
        expect(house?.total ?? 0).toBe(0);
        // An advance is repaid exactly when its last settlement date has come.
        const made = await db
          .selectFrom('money_movements')
          .select(['settle_date', 'status'])
          .where('customer_id', '=', run)
          .where('kind', '=', 'advance')
          .execute();
        for (const a of made) expect(a.status).toBe(a.settle_date <= today ? 'repaid' : 'disbursed');
      }),
      { numRuns: Number(process.env.SEN_MODEL_RUNS ?? 1_000) },
    );
  }, 600_000);
});
