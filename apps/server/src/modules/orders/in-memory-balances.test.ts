// The ledger's in-memory balances under the OMS's writer (SQLite): the balance check and the block
// stay one step of the single writer (no double spend however many orders arrive at once), a refused
// job or a failed batch takes its changes out of memory too, and money posted outside the writer or
// by another connection to the file is seen by the next order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bucketSum } from '../ledger/ledger-repository.ts';
import { CASH, HOUSE } from '../ledger/ledger-rules.ts';
import { BookBalances } from '../../plugins/storage/balance-store/book-balances.ts';
import { BALANCE_READS } from '../ledger/ledger-service.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';
import { openOmsHarness, placeHarnessOrder, type OmsHarness } from './oms-harness.ts';
import { buyBlockAmount } from '../ledger/block-amounts.ts';

const PRICE = 99_000;
const VOLUME = 100;
const BLOCK = buyBlockAmount(PRICE, VOLUME);

let dir: string;
let h: OmsHarness;
let sub: string;
let seq = 0;

/** A buy of the harness's one account, under `refId` (a new one by default). */
const buy = (refId = `r${(seq += 1)}`) =>
  placeHarnessOrder(h, 0, { symbol: 'FPT', side: 'B', price: PRICE, volume: VOLUME, refId });
const available = () => bucketSum(h.db, { account: sub, asset: CASH, bucket: 'available', settleDate: '' });
/** Leaves exactly `amount` VND available (a block posted outside the writer). */
async function leaveAvailable(amount: number): Promise<void> {
  const extra = (await available()) - amount;
  await h.ledger.blockCash(h.db, { subAcntNo: sub, amount: extra, ref: `hold-${(seq += 1)}` });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sen-balances-'));
  h = await openOmsHarness(join(dir, 'oms.sqlite'), 1, {
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    referencePrice: 100_000,
  });
  sub = h.accounts[0]!.sub;
  await buy(); // loads the account into memory (and verifies the PIN of the session)
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('in-memory balances of the order writer', () => {
  it('accepts exactly the orders the cash covers when many arrive at once', async () => {
    await leaveAvailable(3 * BLOCK + 1);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => buy()));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ rc: -6012 });
    expect(await available()).toBe(1);
  });

  it('takes a refused job and a failed batch out of memory with their rollback', async () => {
    await leaveAvailable(BLOCK);
    // A job that blocks the cash and is then refused: its savepoint rolls back, and so does memory.
    await expect(
      h.oms.writer.run(async (trx) => {
        await h.ledger.blockCash(trx, { subAcntNo: sub, amount: BLOCK, ref: 'refused-job' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(buy()).resolves.toMatchObject({ status: 'P' });
    expect(await available()).toBe(0);
    await expect(buy()).rejects.toMatchObject({ rc: -6012 });

    // A batch that fails as a whole (its transaction rolls back): nothing of it stays in memory.
    const book = new BookBalances(BALANCE_READS);
    await h.oms.writer.run(async (trx) => {
      await book.begin();
      expect(await book.bucket(trx, { account: sub, asset: CASH, bucket: 'available', settleDate: '' })).toBe(
        0,
      );
      book.posted([{ account: sub, asset: CASH, bucket: 'available', settleDate: '', amount: 500, cost: 0 }]);
      expect(await book.bucket(trx, { account: sub, asset: CASH, bucket: 'available', settleDate: '' })).toBe(
        500,
      );
      book.end(false);
      await book.begin();
      expect(await book.bucket(trx, { account: sub, asset: CASH, bucket: 'available', settleDate: '' })).toBe(
        0,
      );
      book.end(true);
    });
  });

  it('sees cash posted outside the writer and cash another connection commits to the file', async () => {
    await leaveAvailable(0);
    await expect(buy()).rejects.toMatchObject({ rc: -6012 });
    await h.ledger.deposit(h.db, { subAcntNo: sub, amount: BLOCK, ref: 'outside-writer' });
    await expect(buy()).resolves.toMatchObject({ status: 'P' });
    await expect(buy()).rejects.toMatchObject({ rc: -6012 });

    // Another connection (another process could do the same) deposits straight into the file.
    const other = new SqliteDatabase(join(dir, 'oms.sqlite'));
    other.pragma('busy_timeout = 5000');
    other.transaction(() => {
      const id = other
        .prepare(
          `insert into ledger_entries (kind, ref, memo, business_date, created_at) values ('deposit', 'other-connection', '', '2026-01-05', 0) returning id`,
        )
        .get() as { id: number };
      const posting = other.prepare(
        `insert into ledger_postings (entry_id, account, asset, bucket, settle_date, amount, cost) values (?, ?, ?, 'available', '', ?, 0)`,
      );
      posting.run(id.id, HOUSE.bank, CASH, -BLOCK);
      posting.run(id.id, sub, CASH, BLOCK);
    })();
    other.close();
    await expect(buy()).resolves.toMatchObject({ status: 'P' });
    expect(await available()).toBe(0);
  });

  it('keeps the refIds it knows through a batch another connection made stale', async () => {
    await leaveAvailable(2 * BLOCK);
    const first = await buy('before');
    // Another connection commits to the file: the next batch is stale and runs again carefully,
    // on the event loop's connection; its order's refId joins what the writer knows all the same.
    const other = new SqliteDatabase(join(dir, 'oms.sqlite'));
    other.pragma('busy_timeout = 5000');
    other
      .prepare(
        `insert into ledger_entries (kind, ref, memo, business_date, created_at) values ('deposit', 'other-connection', '', '2026-01-05', 0)`,
      )
      .run();
    other.close();
    const failures = h.oms.writer.stats.failures;
    const careful = await buy('careful');
    expect(h.oms.writer.stats.failures).toBe(failures + 1);
    expect(await available()).toBe(0);
    // Replays are refused by the checks now, so each must be looked up: both orders come back,
    // and a busy sub-account's refIds are not read from the table again.
    const reads = vi.spyOn(SqlStatement.prototype, 'all');
    for (const [refId, order] of [
      ['before', first],
      ['careful', careful],
    ] as const)
      await expect(buy(refId)).resolves.toMatchObject({ orderNo: order.orderNo });
    await expect(buy()).rejects.toMatchObject({ rc: -6012 });
    const refIdReads = reads.mock.contexts.filter((c) =>
      (c as SqlStatement<unknown>).text.includes('"ref_id" from'),
    );
    expect(refIdReads).toHaveLength(0);
  });

  it('gives the same order again for a replayed refId, never a second one, even once the cash is spent', async () => {
    await leaveAvailable(BLOCK);
    const first = await buy('same');
    expect(await available()).toBe(0); // the replays below are refused by the checks: the order comes back
    const again = await Promise.all(Array.from({ length: 5 }, () => buy('same')));
    for (const o of again) expect(o.orderNo).toBe(first.orderNo);
    const rows = await h.db.selectFrom('orders').select('id').where('ref_id', '=', 'same').execute();
    expect(rows).toHaveLength(1);
    // While cash remains, a replay passes the checks and meets the unique index instead.
    await h.ledger.deposit(h.db, { subAcntNo: sub, amount: 10 * BLOCK, ref: 'more' });
    await expect(buy('same')).resolves.toMatchObject({ orderNo: first.orderNo });
    expect(await available()).toBe(10 * BLOCK);
  });
});
