// The follower applies the events of one order that arrive before its job runs in one job: an
// order that trades on arrival (accepted, then filled) costs one read and one update, and ends with
// the same row, fill and postings as event by event.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { afterEach, expect, it } from 'vitest';
import { HARNESS_PIN, openOmsHarness } from './oms-harness.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('applies an order’s accepted and fill events in one writer job', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sen-follower-'));
  dirs.push(dir);
  const h = await openOmsHarness(join(dir, 'oms.sqlite'), 2, {
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    referencePrice: 100_000,
  });
  const place = (a: number, side: 'B' | 'S', refId: string) => {
    const { sub, caller, session } = h.accounts[a]!;
    const p8 = orderSignature({ price: 100_000, side, volume: 100, account: sub, symbol: 'FPT', refId });
    return h.oms.entry.place(caller, session, {
      p1: sub,
      p2: 'FPT',
      p3: side,
      p4: 100_000,
      p5: 100,
      p6: HARNESS_PIN,
      p7: refId,
      p8,
    });
  };
  await place(0, 'S', 'rest'); // rests in the book
  await h.oms.writer.flush();
  const before = h.oms.writer.stats.jobs;
  const buy = await place(1, 'B', 'cross'); // trades on arrival against it
  await h.oms.writer.flush();
  // The buy's entry, the buy's accepted and fill events together, the resting sell's fill, the flush.
  expect(h.oms.writer.stats.jobs - before).toBe(4);
  const row = await h.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', Number(buy.orderNo))
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'M', matched_volume: 100 });
  expect(row.exchange_order_id).not.toBeNull();
  const fills = await h.db.selectFrom('order_fills').selectAll().where('order_id', '=', row.id).execute();
  expect(fills.map((f) => [f.seq, f.volume, f.price])).toEqual([[1, 100, 100_000]]);
  await h.close();
});
