// A fill's settlement date (T+2) is computed once a trade date, not once a fill, and each trade date
// still gets its own: the fills of a Friday settle on Tuesday, those of a Monday on Wednesday.
import * as market from '@sen/market';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { LedgerService } from './ledger-service.ts';

vi.mock('@sen/market', async (original) => {
  const actual = await original<typeof market>();
  return { ...actual, addTradingDays: vi.fn(actual.addTradingDays) };
});

describe('settlement dates of fills', () => {
  let t: TestDatabase;
  let ledger: LedgerService;
  beforeAll(async () => {
    t = await testDatabases()[0]![1]();
    ledger = new LedgerService(t.db, { today: () => '2026-01-02', now: () => 1 });
  });
  afterAll(async () => t.drop());

  it('walks the calendar once a trade date and gives each date its own T+2', async () => {
    const sub = 'S1';
    await ledger.deposit(t.db, { subAcntNo: sub, amount: 100_000_000, ref: 'dep' });
    const fill = async (n: number, tradeDate: string) => {
      await ledger.blockCash(t.db, { subAcntNo: sub, amount: 2_000_000, ref: `ord-${n}` });
      await ledger.postFill(t.db, {
        subAcntNo: sub,
        ref: `ord-${n}-f1`,
        side: 'B',
        symbol: 'FPT',
        quantity: 100,
        price: 20_000,
        fee: 0,
        tradeDate,
      });
    };
    const calls = vi.mocked(market.addTradingDays);
    calls.mockClear();
    for (let n = 0; n < 3; n += 1) await fill(n, '2026-01-02'); // Friday
    await fill(3, '2026-01-05'); // Monday
    await fill(4, '2026-01-02');
    expect(calls).toHaveBeenCalledTimes(3); // Friday, Monday, Friday again: not once a fill
    const receivable = (await ledger.balances(sub)).get('FPT')?.receivable;
    expect(receivable).toEqual([
      { settleDate: '2026-01-06', amount: 400 },
      { settleDate: '2026-01-07', amount: 100 },
    ]);
  });
});
