// The follower applies the events of one order that arrive before its job runs in one job: an
// order that trades on arrival (accepted, then filled) costs one read and one update, and ends with
// the same row, fill and postings as event by event.
import { expect, it } from 'vitest';
import { openTempOmsHarness, placeHarnessOrder } from './oms-harness.ts';

it('applies an order’s accepted and fill events in one writer job', async () => {
  const h = await openTempOmsHarness(2);
  const place = (a: number, side: 'B' | 'S', refId: string) =>
    placeHarnessOrder(h, a, { symbol: 'FPT', side, price: 100_000, volume: 100, refId });
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
