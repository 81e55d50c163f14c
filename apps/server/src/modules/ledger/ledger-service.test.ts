// The ledger on SQLite and PostgreSQL: orders block and fill, T+2 settles, nothing goes negative.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { AccountViews } from './account-views.ts';
import { CASH } from './ledger-rules.ts';
import { LedgerService } from './ledger-service.ts';

describe.each(testDatabases())('ledger on %s', (kind, open) => {
  let t: TestDatabase;
  let ledger: LedgerService;
  let today = '2026-01-02'; // a Friday: T+2 is Tuesday
  beforeAll(async () => {
    t = await open();
    ledger = new LedgerService(t.db, { today: () => today, now: () => 1 });
  });
  afterAll(async () => t.drop());

  it('blocks cash for a buy, posts the fill, and settles the shares on T+2', async () => {
    const sub = 'A1';
    await ledger.deposit(t.db, { subAcntNo: sub, amount: 10_000_000, ref: 'dep-A1' });
    await ledger.blockCash(t.db, { subAcntNo: sub, amount: 2_100_000, ref: 'ord-1' });
    await t.db.transaction().execute(async (trx) => {
      await ledger.postFill(trx, {
        subAcntNo: sub,
        ref: 'ord-1-f1',
        side: 'B',
        symbol: 'FPT',
        quantity: 100,
        price: 20_000,
        fee: 3_000,
        tradeDate: today,
      });
    });
    await ledger.unblockCash(t.db, { subAcntNo: sub, amount: 97_000, ref: 'ord-1' });
    let b = await ledger.balances(sub);
    expect(b.get(CASH)).toMatchObject({ available: 7_997_000, blocked: 0, total: 7_997_000 });
    expect(b.get('FPT')).toMatchObject({
      available: 0,
      receivable: [{ settleDate: '2026-01-06', amount: 100 }],
      cost: 2_003_000,
    });
    expect(await ledger.settleDue('2026-01-05')).toBe(0);
    today = '2026-01-06';
    expect(await ledger.settleDue('2026-01-06')).toBe(1);
    expect(await ledger.settleDue('2026-01-06')).toBe(0);
    b = await ledger.balances(sub);
    expect(b.get('FPT')).toMatchObject({ available: 100, receivable: [], total: 100 });
  });

  it('sells blocked shares at average cost and makes the proceeds receivable', async () => {
    const sub = 'A2';
    await ledger.depositSecurities(t.db, {
      subAcntNo: sub,
      symbol: 'VNM',
      quantity: 300,
      cost: 18_000_000,
      ref: 'sec-A2',
    });
    await ledger.blockShares(t.db, { subAcntNo: sub, symbol: 'VNM', quantity: 100, ref: 'ord-2' });
    await ledger.postFill(t.db, {
      subAcntNo: sub,
      ref: 'ord-2-f1',
      side: 'S',
      symbol: 'VNM',
      quantity: 100,
      price: 70_000,
      fee: 28_000,
      tradeDate: today,
    });
    const views = new AccountViews(ledger, (symbol) => (symbol === 'VNM' ? 65_000 : undefined));
    expect(await views.cash(sub)).toMatchObject({
      available: 0,
      receivable: [{ settleDate: '2026-01-08', amount: 6_972_000 }],
    });
    expect(await views.positions(sub)).toEqual([
      {
        symbol: 'VNM',
        quantity: 200,
        avgCost: 60_000,
        costValue: 12_000_000,
        marketPrice: 65_000,
        marketValue: 13_000_000,
        profit: 1_000_000,
        profitPct: 8.33,
      },
    ]);
    expect(await views.stocks(sub)).toEqual([
      { symbol: 'VNM', available: 200, blocked: 0, receivable: [], total: 200 },
    ]);
  });

  it('refuses what would make a balance negative, and leaves nothing behind', async () => {
    const sub = 'A3';
    await ledger.deposit(t.db, { subAcntNo: sub, amount: 1_000, ref: 'dep-A3' });
    await expect(
      ledger.blockCash(t.db, { subAcntNo: sub, amount: 1_001, ref: 'ord-3' }),
    ).rejects.toMatchObject({ rc: -6012 });
    await expect(
      ledger.blockShares(t.db, { subAcntNo: sub, symbol: 'FPT', quantity: 1, ref: 'ord-4' }),
    ).rejects.toMatchObject({ rc: -6013 });
    await expect(ledger.unblockCash(t.db, { subAcntNo: sub, amount: 1, ref: 'ord-5' })).rejects.toMatchObject(
      { rc: -6012 },
    );
    expect((await ledger.balances(sub)).get(CASH)).toMatchObject({ available: 1_000, blocked: 0 });
    expect(await ledger.deposit(t.db, { subAcntNo: sub, amount: 1_000, ref: 'dep-A3' })).toBe(false);
  });

  it('parallel orders on one account never overdraw it', async () => {
    await ledger.deposit(t.db, { subAcntNo: 'C1', amount: 1_000, ref: 'dep-C1' });
    const attempts = Array.from({ length: 10 }, (_, i) =>
      ledger.blockCash(t.db, { subAcntNo: 'C1', amount: 200, ref: `par-${i}` }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.rc),
    ).toEqual([-6012, -6012, -6012, -6012, -6012]);
    expect((await ledger.balances('C1')).get(CASH)).toMatchObject({ available: 0, blocked: 1_000 });
  });

  it('purchase power of a normal account: its cash, and the board lots its buy block covers', async () => {
    await ledger.deposit(t.db, { subAcntNo: 'M9', amount: 10_000_000, ref: 'dep-M9' });
    await ledger.deposit(t.db, { subAcntNo: '09', amount: 10_000_000, ref: 'dep-09' });
    const views = new AccountViews(ledger, () => undefined);
    expect(await views.purchasePower('09', 20_000)).toEqual({
      subAcntNo: '09',
      cashAvailable: 10_000_000,
      purchasePower: 10_000_000,
      maxVolume: 400,
    });
    // margin sub-accounts: modules/margin (margin-lending.ts), tested there
  });

  it('random block/unblock/fill sequences never leave a negative bucket and always balance', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom('block', 'unblock', 'buy', 'blockS', 'sell'),
            amount: fc.integer({ min: 1, max: 3_000 }),
          }),
          { maxLength: 12 },
        ),
        async (ops) => {
          run += 1;
          const sub = `P${run}`;
          await ledger.deposit(t.db, { subAcntNo: sub, amount: 5_000, ref: `dep-${sub}` });
          await ledger.depositSecurities(t.db, {
            subAcntNo: sub,
            symbol: 'HPG',
            quantity: 50,
            cost: 1_000,
            ref: `sec-${sub}`,
          });
          for (const [i, o] of ops.entries()) {
            const ref = `${sub}-${i}`;
            const attempt =
              o.op === 'block'
                ? ledger.blockCash(t.db, { subAcntNo: sub, amount: o.amount, ref })
                : o.op === 'unblock'
                  ? ledger.unblockCash(t.db, { subAcntNo: sub, amount: o.amount, ref })
                  : o.op === 'blockS'
                    ? ledger.blockShares(t.db, {
                        subAcntNo: sub,
                        symbol: 'HPG',
                        quantity: o.amount % 60,
                        ref,
                      })
                    : ledger.postFill(t.db, {
                        subAcntNo: sub,
                        ref,
                        side: o.op === 'buy' ? 'B' : 'S',
                        symbol: 'HPG',
                        quantity: 1 + (o.amount % 20),
                        price: 10 + (o.amount % 100),
                        fee: 1,
                        tradeDate: today,
                      });
            await attempt.catch((error: { rc?: number; message: string }) => {
              if (error.rc !== -6012 && error.rc !== -6013 && !/postings|balance/.test(error.message))
                throw error;
            });
          }
          for (const balance of (await ledger.balances(sub)).values()) {
            expect(balance.available).toBeGreaterThanOrEqual(0);
            expect(balance.blocked).toBeGreaterThanOrEqual(0);
            for (const r of balance.receivable) expect(r.amount).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 15 },
    );
    const totals = await t.db
      .selectFrom('ledger_postings')
      .select(['asset'])
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .groupBy('asset')
      .execute();
    for (const row of totals) expect(Number(row.s)).toBe(0);
  });

  it('lockAccounts holds another writer of the same account until the transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const firstLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = t.db.transaction().execute(async (trx) => {
      await ledger.lockAccounts(trx, ['LOCK1', 'LOCK2']);
      locked();
      await held;
      order.push('first ends');
    });
    await firstLocked;
    const second = t.db.transaction().execute(async (trx) => {
      await ledger.lockAccounts(trx, ['LOCK2']);
      order.push('second holds');
    });
    if (kind === 'postgres') {
      // The second writer is queued on the advisory lock (seen from a third connection).
      const waiting = async () =>
        Number(
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(
              t.db,
            )
          ).rows[0]!.n,
        );
      while ((await waiting()) === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    order.push('released');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['released', 'first ends', 'second holds']);
  });
});
