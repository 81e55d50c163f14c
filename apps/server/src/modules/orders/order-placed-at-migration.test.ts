// Migration 027: orders keep when they were placed on the market clock (`placed_at`); the orders
// written before keep every value and have none (the submitter sends such a reserved order, as
// before, in the first phase that takes it).
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { insertOrder } from '../../plugins/storage/order-store/order-rows.ts';
import { testDatabases } from '../../plugins/storage/test-databases.ts';
import { orderRow } from '../../testing/order-row.ts';
import { openOrders } from './order-repository.ts';
import { at } from './reserved-test-support.ts';

const order = (refId: string) =>
  orderRow(refId, {
    status: 'Q',
    next_session: 1,
    created_at: 1_767_600_000_000,
    updated_at: 1_767_600_000_000,
  });

describe.each(testDatabases('026-entitlement-terms'))('migration 027 on %s', (_kind, open) => {
  it('adds placed_at, null in the orders written before, kept in those written after', async () => {
    const t = await open();
    try {
      await t.db.insertInto('orders').values(order('before')).execute();
      expect(await migrateToLatest(t.db, '027-order-placed-at')).toEqual(['027-order-placed-at']);
      const placed = at('10:00');
      expect(await insertOrder(t.db, { ...order('after'), placed_at: placed })).toMatchObject({
        ref_id: 'after',
        placed_at: placed,
      });
      const rows = await openOrders(t.db);
      expect(rows.map((r) => [r.ref_id, r.placed_at, r.price, r.created_at])).toEqual([
        ['before', null, 99_000, 1_767_600_000_000],
        ['after', placed, 99_000, 1_767_600_000_000],
      ]);
    } finally {
      await t.drop();
    }
  });
});
