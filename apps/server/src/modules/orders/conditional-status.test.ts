// Conditional order statuses: the pure rules, then the OMS with a real exchange and ledger on
// SQLite driving them — cancelling while the child order is live until the exchange confirms,
// wait for reactivation after the child ended unfilled or the market closed, re-armed next day.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Exchange, marketTimeAt } from '@sen/exchange';
import type { ConditionalOrder } from '@sen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite, type Storage } from '../../plugins/storage/create-database.ts';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { LedgerService } from '../ledger/ledger-service.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { afterChildEnds, atNewDay, cancelAction, childRefId, conditionalIdOf } from './conditional-status.ts';
import { createOms, type Oms } from './create-oms.ts';
import { findOrder } from './order-repository.ts';
import { PinGate } from './pin-gate.ts';
import { testCustomerRow } from '../identity/test-customer-row.ts';

describe('conditional status rules', () => {
  it('cancels at once while watching, through the exchange while the child is live', () => {
    expect(cancelAction('active')).toBe('final');
    expect(cancelAction('waitForReactivation')).toBe('final');
    expect(cancelAction('activated')).toBe('cancelChild');
    expect(cancelAction('cancelling')).toBe('refuse');
    expect(cancelAction('final')).toBe('refuse');
  });

  it('moves on when the child ends', () => {
    const child = (status: string, matchedVolume: number) => ({ status, volume: 500, matchedVolume });
    const stop = { status: 'activated', type: 'stopLoss' as const, volume: 500 };
    expect(afterChildEnds(stop, child('M', 500))).toEqual({ status: 'activated', volume: 500 });
    expect(afterChildEnds(stop, child('X', 200))).toEqual({ status: 'waitForReactivation', volume: 300 });
    expect(afterChildEnds(stop, child('D', 0))).toEqual({ status: 'waitForReactivation', volume: 500 });
    expect(afterChildEnds(stop, child('R', 0))).toEqual({ status: 'final', volume: 500 });
    expect(afterChildEnds({ ...stop, type: 'takeProfit' }, child('X', 0))?.status).toBe('activated');
    expect(afterChildEnds({ ...stop, status: 'cancelling' }, child('X', 0))?.status).toBe('final');
    expect(afterChildEnds({ ...stop, status: 'cancelling' }, child('M', 500))?.status).toBe('activated');
    expect(afterChildEnds({ ...stop, status: 'final' }, child('X', 0))).toBeUndefined();
  });

  it('re-arms or expires on a new day', () => {
    expect(atNewDay({ status: 'waitForReactivation', expiry: '2026-01-06' }, '2026-01-06')).toBe('active');
    expect(atNewDay({ status: 'waitForReactivation', expiry: '2026-01-05' }, '2026-01-06')).toBe('expired');
    expect(atNewDay({ status: 'active', expiry: '2026-01-06' }, '2026-01-06')).toBeUndefined();
    expect(conditionalIdOf(childRefId(12, 1_700_000_000_000))).toBe(12);
    expect(childRefId(12, null)).toBe('cond-12');
    expect(conditionalIdOf('cond-12')).toBe(12);
    expect(conditionalIdOf('web-12')).toBeUndefined();
  });
});

const DATE = '2026-01-05';
const PIN = '123456';
const SUB = 'C000001';

describe('conditional orders with the exchange', () => {
  let dir: string;
  let storage: Storage;
  let exchange: Exchange;
  let oms: Oms;
  let pushed: ConditionalOrder[];
  const caller = { customerId: 0, username: 'cond' };
  const session = 'session-1';

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sen-cond-'));
    storage = openSqlite(join(dir, 'oms.sqlite'));
    await migrateToLatest(storage.db);
    const ledger = new LedgerService(storage.db, { today: () => DATE, now: Date.now });
    const customers = new CustomerRepository(storage.db);
    caller.customerId = await customers.insert(
      testCustomerRow(caller.username, { full_name: 'Cond', default_sub_account: SUB }),
    );
    await customers.insertSubAccount({
      sub_acnt_no: SUB,
      acnt_no: SUB,
      vsd_acnt_no: SUB,
      customer_id: caller.customerId,
      status: 1,
      created_at: 0,
    });
    await ledger.deposit(storage.db, { subAcntNo: SUB, amount: 1_000_000_000, ref: 'dep' });
    await ledger.depositSecurities(storage.db, {
      subAcntNo: SUB,
      symbol: 'FPT',
      quantity: 10_000,
      cost: 0,
      ref: 'sec',
    });
    exchange = new Exchange({
      instruments: [{ symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 100_000 }],
      startTime: marketTimeAt(DATE, 10 * 3600),
    });
    exchange.advanceTo(marketTimeAt(DATE, 10 * 3600 + 1));
    pushed = [];
    oms = createOms({
      db: storage.db,
      ledger,
      market: {
        instrument: (symbol) => {
          const s = exchange.snapshot(symbol, 0);
          return s && { market: 'HSX', kind: 'stock', ceiling: s.ceiling, floor: s.floor };
        },
        phase: (market) => exchange.phase(market),
        tradingDate: () => exchange.tradingDate,
        time: () => exchange.time,
        submit: (order) => exchange.submit(order),
        cancel: (id) => exchange.cancel(id),
        replace: (id, change) => exchange.replace(id, change),
      },
      pins: new PinGate(async (_caller, pin) => {
        if (pin !== PIN) throw new SenError('wrongPin');
      }),
      now: Date.now,
      onError: (error) => {
        throw error;
      },
      push: (_user, data) => {
        if (data.type === 'conditional') pushed.push(data.conditional);
      },
    });
    exchange.onEvent((event) => oms.onExchangeEvent(event));
  });

  afterEach(async () => {
    await oms.writer.flush();
    await storage.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const settle = async () => {
    for (let i = 0; i < 5; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      await oms.writer.flush();
    }
  };
  const statusesOf = (id: string) => pushed.filter((c) => c.id === id).map((c) => c.status);
  const stopLoss = (expiry = DATE) =>
    oms.conditional.create(caller, session, {
      subAccount: SUB,
      symbol: 'FPT',
      side: 'S',
      type: 'stopLoss',
      trigger: 99_000,
      orderPrice: 98_000, // rests: nobody buys at 98.00
      volume: 500,
      pin: PIN,
      expiry: expiry,
    });
  const current = async (id: string) => (await oms.conditional.list(SUB)).find((c) => c.id === id)!;

  it('is cancelling while the exchange cancels its live child, then final', async () => {
    const order = await stopLoss();
    oms.conditional.onTrade('FPT', 98_900);
    await settle();
    const activated = await current(order.id);
    expect(activated.status).toBe('activated');
    expect(activated.orderNo).not.toBe('');
    const cancelled = await oms.conditional.cancel(caller, session, SUB, Number(order.id), PIN);
    expect(cancelled.status).toBe('final');
    await settle();
    expect(statusesOf(order.id)).toEqual(['activated', 'cancelling', 'final']);
    expect((await findOrder(storage.db, Number(activated.orderNo)))?.status).toBe('X');
  });

  it('waits for reactivation when its child is cancelled unfilled, re-arms the next day, fires again', async () => {
    const order = await stopLoss('2026-01-06');
    oms.conditional.onTrade('FPT', 98_900);
    await settle();
    const first = await current(order.id);
    await oms.amend.cancel(caller, session, SUB, first.orderNo, PIN);
    await settle();
    expect(await current(order.id)).toMatchObject({ status: 'waitForReactivation', volume: 500 });
    oms.conditional.onTrade('FPT', 98_000); // not watching while it waits
    await settle();
    expect((await current(order.id)).status).toBe('waitForReactivation');

    await oms.conditional.expire('2026-01-06');
    expect(await current(order.id)).toMatchObject({ status: 'active', orderNo: '' });
    oms.conditional.onTrade('FPT', 98_900);
    await settle();
    const second = await current(order.id);
    expect(second.status).toBe('activated');
    expect(second.orderNo).not.toBe(first.orderNo);
    expect(statusesOf(order.id)).toEqual(['activated', 'waitForReactivation', 'active', 'activated']);
  });

  it('waits for reactivation at the market close and expires after its last day', async () => {
    const order = await stopLoss(DATE);
    const purchase = await oms.conditional.create(caller, session, {
      subAccount: SUB,
      symbol: 'FPT',
      side: 'B',
      type: 'purchase',
      trigger: 94_000,
      orderPrice: 94_000,
      volume: 100,
      pin: PIN,
      expiry: '2026-01-06',
    });
    oms.conditional.onSession('HSX', 'CLOSED');
    await settle();
    expect((await current(order.id)).status).toBe('waitForReactivation');
    expect((await current(purchase.id)).status).toBe('active');
    await oms.conditional.expire('2026-01-06');
    expect((await current(order.id)).status).toBe('expired');
    expect((await current(purchase.id)).status).toBe('active');
  });
});
