// Migration 026: entitlements get the rights' ratio and transfer end; the rows written before keep
// every value and have none (their terms still come from the calendar: rights-service.ts).
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { testDatabases } from '../../plugins/storage/test-databases.ts';
import { entitlementsOf, insertEntitlement, type NewEntitlement } from './entitlement-repository.ts';

const row = (eventId: string): NewEntitlement => ({
  event_id: eventId,
  symbol: 'HPG',
  kind: 'rights-issue',
  sub_acnt_no: '0000011',
  customer_id: 1,
  shares: 5_000,
  cash: 0,
  tax: 0,
  new_shares: 1_000,
  price: 18_500,
  period_start: '2027-10-11',
  period_end: '2027-11-01',
  ratio: '5:1',
  transfer_end: '2027-10-27',
  ex_date: '2027-09-29',
  record_date: '2027-09-30',
  payment_date: null,
  listing_date: '2027-11-08',
});

describe.each(testDatabases('025-cash-asset'))('migration 026 on %s', (_kind, open) => {
  it('adds the terms, null in the rows written before, kept in those written after', async () => {
    const t = await open();
    try {
      const { ratio: _ratio, transfer_end: _transferEnd, ...before } = row('HPG-OLD');
      await t.db
        .insertInto('entitlements')
        .values({ ...before, status: 'entitled', created_at: 1, updated_at: 1 })
        .execute();
      expect(await migrateToLatest(t.db, '026-entitlement-terms')).toEqual(['026-entitlement-terms']);
      expect(await insertEntitlement(t.db, row('HPG-NEW'), 2)).toBe(true);
      const rows = await entitlementsOf(t.db, '0000011');
      expect(rows.map((r) => [r.event_id, r.ratio, r.transfer_end, r.price, r.period_end])).toEqual([
        ['HPG-NEW', '5:1', '2027-10-27', 18_500, '2027-11-01'],
        ['HPG-OLD', null, null, 18_500, '2027-11-01'],
      ]);
    } finally {
      await t.drop();
    }
  });
});
