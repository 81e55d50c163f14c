// Rights recorded by one server keep their terms when the server restarts on another day, on SQLite
// and PostgreSQL: the corporate calendar is drawn from the market's first live day, so the calendar
// of the restarted server no longer has the events recorded before (or has another event of the same
// id). Seed 12 from 2027-08-23 announces FPT-RI20270823 and HPG-RI1, both 5:1; the calendar of
// 2027-10-13 has neither, that of 2027-09-06 has another HPG-RI1 (10:1, an earlier record date).
import { CorporateCalendar, REFERENCE, type CorporateEvent } from '@sen/exchange';
import type { RightsItem } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { loginAs, postCommand } from '../trading-gateway/test-client.ts';
import { rightsTermsOf } from './rights-service.ts';

const SEED = 12;
const SUB = '0000011';

const rightsOf = (app: FastifyInstance, symbol: string) => {
  const event = app.market.calendar.eventsOf(symbol).find((e) => e.kind === 'rights-issue');
  if (event?.kind !== 'rights-issue') throw new Error(`no rights issue of ${symbol}`);
  return event;
};

describe.each(testAppDatabases())('rights across a restart on another day on %s', (_kind, open) => {
  it('keeps the ratio and the transfer period recorded, and registers at the recorded price', async () => {
    const database = await open();
    const start = (clockDate: string) =>
      buildApp({
        ...database.overrides,
        logLevel: 'silent',
        demoUsers: true,
        port: 0,
        seed: SEED,
        clockDate,
      });
    let app: FastifyInstance | undefined;
    try {
      // The first server: the demo clock reaches both record dates (the corporate-actions day runs).
      app = await start('2027-08-23');
      await app.ready();
      const fpt = rightsOf(app, 'FPT');
      const hpg = rightsOf(app, 'HPG');
      expect([fpt.id, fpt.ratio, fpt.recordDate, fpt.transferEnd]).toEqual([
        'FPT-RI20270823',
        '5:1',
        '2027-08-25',
        '2027-09-10',
      ]);
      expect([hpg.id, hpg.ratio, hpg.recordDate, hpg.transferEnd]).toEqual([
        'HPG-RI1',
        '5:1',
        '2027-09-30',
        '2027-10-27',
      ]);
      await app.corporateActions.runDay(fpt.recordDate);
      await app.corporateActions.runDay(hpg.recordDate);
      const expected = (event: CorporateEvent & { kind: 'rights-issue' }, held: number) => ({
        eventId: event.id,
        shares: held,
        ratio: '5:1',
        price: event.price,
        maxVolume: held / 5,
        registered: 0,
        recordDate: event.recordDate,
        subscriptionStart: event.subscriptionStart,
        subscriptionEnd: event.subscriptionEnd,
        transferEnd: event.transferEnd,
        listingDate: event.listingDate,
      });
      let demo = await loginAs(app, 'demo', 'Demo@123');
      const before = (await postCommand(app, 'B', demo, 'RightsList', { subAccount: SUB })).data;
      expect(before).toEqual([
        expect.objectContaining(expected(hpg, 5_000)),
        expect.objectContaining(expected(fpt, 1_000)),
      ]);
      await app.close();
      app = undefined;

      // Restarted on 2027-10-13, same data: its calendar has neither event.
      app = await start('2027-10-13');
      await app.ready();
      const ids = (symbol: string) => app!.market.calendar.eventsOf(symbol).map((e) => e.id);
      expect(ids('FPT')).not.toContain(fpt.id);
      expect(ids('HPG')).not.toContain(hpg.id);
      demo = await loginAs(app, 'demo', 'Demo@123');
      const call = (cmd: string, params: Record<string, unknown>) =>
        postCommand(app!, 'B', demo, cmd, params);
      const after = (await call('RightsList', { subAccount: SUB })).data as RightsItem[];
      expect(after).toEqual([
        expect.objectContaining({ ...expected(hpg, 5_000), status: 'open' }),
        expect.objectContaining({ ...expected(fpt, 1_000), status: 'listed' }),
      ]);
      // HPG's period (2027-10-11 to 2027-11-01) is open: registered at the recorded price, the shares
      // receivable until the recorded listing date.
      const reply = await call('RightsRegister', {
        subAccount: SUB,
        rightsId: after[0]!.id,
        volume: 100,
        pin: '123456',
        refId: 'after-restart',
      });
      expect(reply).toMatchObject({
        rc: 1,
        data: {
          symbol: 'HPG',
          volume: 100,
          price: hpg.price,
          amount: 100 * hpg.price,
          listingDate: hpg.listingDate,
          status: 'registered',
        },
      });
      const stocks = (await call('StockBalance', { subAccount: SUB })).data as Array<{
        symbol: string;
        receivable: Array<{ settleDate: string; amount: number }>;
      }>;
      expect(stocks.find((s) => s.symbol === 'HPG')!.receivable).toEqual([
        { settleDate: hpg.listingDate, amount: 100 },
      ]);
      expect(((await call('RightsList', { subAccount: SUB })).data as RightsItem[])[0]).toMatchObject({
        eventId: hpg.id,
        ratio: '5:1',
        transferEnd: hpg.transferEnd,
        registered: 100,
      });
      expect((await call('EntitlementList', { subAccount: SUB })).data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            eventId: hpg.id,
            kind: 'rights-issue',
            newShares: 1_000,
            recordDate: hpg.recordDate,
            listingDate: hpg.listingDate,
          }),
        ]),
      );

      // A row recorded before migration 026 (no terms of its own) takes them from the calendar, when
      // the calendar still has its event.
      const vnm = rightsOf(app, 'VNM');
      const customer = await app.storage.db
        .selectFrom('customers')
        .select('id')
        .where('username', '=', 'demo')
        .executeTakeFirstOrThrow();
      await app.storage.db
        .insertInto('entitlements')
        .values({
          event_id: vnm.id,
          symbol: 'VNM',
          kind: 'rights-issue',
          sub_acnt_no: SUB,
          customer_id: Number(customer.id),
          shares: 2_000,
          cash: 0,
          tax: 0,
          new_shares: 200,
          price: vnm.price,
          period_start: vnm.subscriptionStart,
          period_end: vnm.subscriptionEnd,
          ex_date: vnm.exDate,
          record_date: vnm.recordDate,
          payment_date: null,
          listing_date: vnm.listingDate,
          status: 'entitled',
          created_at: 0,
          updated_at: 0,
        })
        .execute();
      const legacy = ((await call('RightsList', { subAccount: SUB })).data as RightsItem[]).find(
        (r) => r.eventId === vnm.id,
      );
      expect(legacy).toMatchObject({ ratio: vnm.ratio, transferEnd: vnm.transferEnd });
    } finally {
      await app?.close();
      await database.drop();
    }
  }, 180_000);
});

describe('the calendar terms of a row recorded before migration 026', () => {
  it('are those of the event of that id and record date, never of another event of that id', () => {
    const terms = rightsTermsOf(new CorporateCalendar(SEED, '2027-09-06', REFERENCE.stocks));
    const other = new CorporateCalendar(SEED, '2027-09-06', REFERENCE.stocks)
      .eventsOf('HPG')
      .find((e) => e.id === 'HPG-RI1');
    // This calendar's HPG-RI1 is another rights issue than the one of 2027-08-23 (record date 2027-09-30).
    expect(other).toMatchObject({ kind: 'rights-issue', ratio: '10:1', recordDate: '2027-08-10' });
    expect(terms({ event_id: 'HPG-RI1', symbol: 'HPG', record_date: '2027-09-30' })).toEqual({
      ratio: '',
      transferEnd: null,
    });
    expect(terms({ event_id: 'HPG-RI1', symbol: 'HPG', record_date: '2027-08-10' })).toEqual({
      ratio: '10:1',
      transferEnd: '2027-09-08',
    });
  });
});
