// The writer's SQLite fast path (plugins/storage/sqlite-direct.ts) changes how the order path's
// statements reach SQLite, nothing else: the same orders (buys and sells that cross and fill, a
// refusal by the pre-trade checks, one by the balance check, a replayed refId, an edit and a
// cancel) leave exactly the same rows in orders, fills, ledger entries and postings with the fast
// path on and off and with the writer's connection on its own thread (sqlite-pipe.ts, the default),
// get the same answers, and with the fast path on the statements skip Kysely's executor.
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARNESS_PIN, openTempOmsHarness, placeHarnessOrder } from './oms-harness.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the same session of orders; returns the answers, the tables and Kysely executeQuery calls. */
async function session(writer: { direct?: boolean; thread?: boolean }) {
  const h = await openTempOmsHarness(4, { writer });
  const order = (a: number, i: number, side: 'B' | 'S', price: number, volume = 100, refId = `r${i}`) =>
    placeHarnessOrder(h, a, { symbol: 'FPT', side, price, volume, refId }).then(
      (o) => ({ orderNo: o.orderNo, status: o.status, matched: o.matchedVolume }),
      (e: { rc?: number }) => ({ rc: e.rc }),
    );
  // One at a time (the PIN's first check hashes on the thread pool: its timing varies).
  for (let a = 0; a < h.accounts.length; a += 1) await order(a, -1 - a, 'B', 95_000);
  const executeQuery = vi.spyOn(Kysely.prototype, 'executeQuery');
  const answers: unknown[] = [];
  for (let wave = 0; wave < 6; wave += 1) {
    // A wave of orders in one batch: buys and sells of four accounts that cross each other.
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, k) => {
        const i = wave * 8 + k;
        return order(i % 4, i, k % 2 === 0 ? 'B' : 'S', 100_000 + ((i * 7) % 9) * 100 - 400);
      }),
    );
    answers.push(placed);
    await h.oms.writer.flush();
  }
  // Every FPT share of the second account blocked outside the writer: its next sell is refused.
  const seller = h.accounts[1]!.sub;
  const shares = await h.ledger.available(h.db, seller, 'FPT');
  await h.ledger.blockShares(h.db, { subAcntNo: seller, symbol: 'FPT', quantity: shares, ref: 'hold-all' });
  answers.push(
    await Promise.all([
      order(0, 100, 'B', 250_000), // outside the price band: the pre-trade checks refuse it
      order(1, 101, 'S', 100_000), // no shares left available: the balance check refuses it
      order(3, 3, 'S', 100_000 + ((3 * 7) % 9) * 100 - 400), // a replayed refId: the same order again
      order(2, 102, 'B', 94_000), // rests: edited, then cancelled
    ]),
  );
  await h.oms.writer.flush();
  const resting = (answers.at(-1) as Array<{ orderNo: string }>)[3]!.orderNo;
  const a2 = h.accounts[2]!;
  answers.push(
    await h.oms.amend.edit(a2.caller, a2.session, a2.sub, resting, { price: 94_500 }, HARNESS_PIN),
  );
  await h.oms.writer.flush();
  answers.push(await h.oms.amend.cancel(a2.caller, a2.session, a2.sub, resting, HARNESS_PIN));
  await h.oms.writer.flush();
  const kyselyCalls = executeQuery.mock.calls.length;
  executeQuery.mockRestore();
  const batches = h.oms.writer.stats.batches;
  const threaded = h.oms.writer.threaded;

  const orders = await h.db.selectFrom('orders').selectAll().orderBy('id').execute();
  const fills = await h.db.selectFrom('order_fills').selectAll().orderBy('order_id').orderBy('seq').execute();
  const entries = await h.db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
  const postings = await h.db.selectFrom('ledger_postings').selectAll().orderBy('id').execute();
  await h.close();
  const answer = (x: unknown) =>
    JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'createdAt' || k === 'updatedAt' ? 0 : v)));
  return {
    answers: answer(answers),
    orders: orders.map(({ created_at: _c, updated_at: _u, ...row }) => row),
    fills: fills.map(({ time: _t, ...row }) => row),
    entries: entries.map(({ created_at: _c, ...row }) => row),
    postings,
    kyselyCalls,
    batches,
    threaded,
  };
}

describe('the order writer’s SQLite fast path', () => {
  it('leaves the same rows and gives the same answers as the statements through Kysely', async () => {
    const fast = await session({ direct: true, thread: false });
    const slow = await session({ direct: false, thread: false });
    const threaded = await session({});
    expect(fast.orders.length).toBeGreaterThanOrEqual(49);
    expect(fast.fills.length).toBeGreaterThan(0);
    expect(fast.orders.some((o) => o.status === 'M')).toBe(true); // some filled fully
    const last = fast.answers.at(-3) as Array<{ rc?: number; orderNo?: string }>;
    expect(last[0]!.rc).toBeLessThan(0);
    expect(last[1]!.rc).toBe(-6013);
    expect(last[2]!.orderNo).toBe((fast.answers[0] as Array<{ orderNo: string }>)[3]!.orderNo);
    expect(fast.answers.at(-1)).toMatchObject({ status: 'X' }); // cancelled
    const { kyselyCalls: fastCalls, batches: fastBatches, threaded: fastThreaded, ...fastRows } = fast;
    const { kyselyCalls: slowCalls, batches: _slowBatches, threaded: _t, ...slowRows } = slow;
    const { kyselyCalls: _c, batches: _b, threaded: onThread, ...threadRows } = threaded;
    expect(fastRows).toEqual(slowRows);
    // The writer's connection on its own thread (the default on a file): the same rows and answers.
    expect([fastThreaded, onThread]).toEqual([false, true]);
    expect(threadRows).toEqual(slowRows);
    // Through Kysely: every SqlStatement of every order (10 or more an order). Fast path: only the
    // writer's two synchronous pragmas a batch and the few statements outside its batches.
    expect(slowCalls).toBeGreaterThan(10 * 52);
    expect(fastCalls).toBeLessThanOrEqual(2 * fastBatches + 20);
  });
});
