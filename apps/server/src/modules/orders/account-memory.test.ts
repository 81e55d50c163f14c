// The writer thread's order store keeps the ordering account after its first read
// (plugins/storage/order-store/thread-order-store.ts): a change of the account or its customer
// committed elsewhere (on the event loop's connection, as every such change is) must still be seen
// by the very next order, because the worker fails the next batch after another connection's
// commit and the writer drops what it keeps.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';
import { orderRowSql } from '../../plugins/storage/order-store/order-rows.ts';
import { openTempOmsHarness, placeHarnessOrder, type OmsHarness } from './oms-harness.ts';

let h: OmsHarness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { rc?: number }) => e.rc,
  );

describe('the ordering account kept by the writer thread', () => {
  it('is read once for many orders, and a lock or a customer change committed elsewhere applies at once', async () => {
    h = await openTempOmsHarness(2);
    expect(h.oms.writer.threaded).toBe(true);
    const harness = h;
    let refId = 0;
    const buy = (a = 0) =>
      refusal(
        placeHarnessOrder(harness, a, {
          symbol: 'FPT',
          side: 'B',
          price: 95_000,
          volume: 100,
          refId: `m${(refId += 1)}`,
        }),
      );
    expect(await buy()).toBe('accepted'); // the PIN's first check, the account read and kept

    const first = vi.spyOn(SqlStatement.prototype, 'first');
    const accountReads = () =>
      first.mock.contexts.filter((s) => (s as SqlStatement<unknown>).text === orderRowSql.account).length;
    expect(await Promise.all([buy(), buy(), buy(), buy()])).toEqual(Array(4).fill('accepted'));
    expect(accountReads()).toBe(0);

    const sub = h.accounts[0]!.sub;
    const customerId = h.accounts[0]!.caller.customerId;
    // The sub-account may no longer trade (status 2): -6028 on the next order.
    await h.db.updateTable('sub_accounts').set({ status: 2 }).where('sub_acnt_no', '=', sub).execute();
    // The first order after the commit runs again carefully; the ones after it find the account read again.
    expect(await buy()).toBe(-6028);
    expect(await Promise.all([buy(), buy()])).toEqual([-6028, -6028]);
    expect(await buy(1)).toBe('accepted'); // the other customer's account is not touched
    await h.db.updateTable('sub_accounts').set({ status: 1 }).where('sub_acnt_no', '=', sub).execute();
    expect(await buy()).toBe('accepted');
    // Its customer suspended (status 2): -6028 as well; restored: accepted again.
    await h.db.updateTable('customers').set({ status: 2 }).where('id', '=', customerId).execute();
    expect(await buy()).toBe(-6028);
    expect(await buy()).toBe(-6028);
    await h.db.updateTable('customers').set({ status: 1 }).where('id', '=', customerId).execute();
    expect(await buy()).toBe('accepted');
    // A depository number still pending (a new account): -6017 until it is registered.
    const vsd = (
      await h.db
        .selectFrom('sub_accounts')
        .select('vsd_acnt_no')
        .where('sub_acnt_no', '=', sub)
        .executeTakeFirstOrThrow()
    ).vsd_acnt_no;
    await h.db
      .updateTable('sub_accounts')
      .set({ status: 0, vsd_acnt_no: '' })
      .where('sub_acnt_no', '=', sub)
      .execute();
    expect(await buy()).toBe(-6017);
    await h.db
      .updateTable('sub_accounts')
      .set({ status: 1, vsd_acnt_no: vsd })
      .where('sub_acnt_no', '=', sub)
      .execute();
    expect(await buy()).toBe('accepted');
    expect(h.oms.writer.stats.failures).toBeGreaterThan(0); // the batches after each change ran again
  });
});
