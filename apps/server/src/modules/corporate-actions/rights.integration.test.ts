// Rights issues in the real app on SQLite and PostgreSQL: entitlements at the record date,
// registration inside the period only, up to the entitlement (also in parallel), paid from cash,
// idempotent by refId, refused on a margin sub-account and for another customer, lapsing at the end.
import type { CorporateEvent } from '@sen/exchange';
import { marketDateOf } from '@sen/exchange';
import { formatInteger } from '@sen/market';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { CorporateActionsService } from './corporate-actions-service.ts';
import { RightsService, rightsTermsOf } from './rights-service.ts';

const text = { vi: 'x', en: 'x' };
const rightsEvent = (symbol: string, id: string, ratio: string, price: number): CorporateEvent => ({
  kind: 'rights-issue',
  id,
  title: text,
  ratio,
  price,
  exDate: '2099-01-05',
  recordDate: '2099-01-06',
  subscriptionStart: '2099-01-08',
  subscriptionEnd: '2099-01-20',
  transferEnd: '2099-01-16',
  listingDate: '2099-01-27',
});
const EVENTS = [
  { symbol: 'HPG', event: rightsEvent('HPG', 'HPG-RT', '5:1', 12_000) },
  { symbol: 'VNM', event: rightsEvent('VNM', 'VNM-RT', '2:1', 10_000_000) },
];

const by = {
  username: 'demo',
  origin: {
    channel: 'W',
    clientAddress: '203.0.113.9',
    device: 'rights-test',
    receivedAt: 1_700_000_000_000,
  },
};

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 1;
  } catch (error) {
    return error instanceof SenError ? error.rc : -999;
  }
};

describe.each(testAppDatabases())('rights on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let demo: TestCaller;
  let demo2: TestCaller;
  let today = '2099-01-07';
  let rights: RightsService;
  let corporate: CorporateActionsService;
  const call = (cmd: string, params: Record<string, unknown>, caller = demo) =>
    postCommand(app, 'B', caller, cmd, params);
  const cash = async () =>
    ((await call('CashBalance', { subAccount: '0000011' })).data as { available: number }).available;
  const hpg = async () =>
    (
      (await call('StockBalance', { subAccount: '0000011' })).data as Array<{
        symbol: string;
        receivable: Array<{ settleDate: string; amount: number }>;
      }>
    ).find((s) => s.symbol === 'HPG')!;
  const slips = async () =>
    (await app.audit.list({ account: '0000011' })).filter((row) => row.event === 'rights.register');
  const idOf = async (symbol: string) => (await rights.list('0000011')).find((r) => r.symbol === symbol)!.id;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    demo = await loginAs(app, 'demo', 'Demo@123');
    demo2 = await loginAs(app, 'demo2', 'Demo@123');
    const deps = {
      db: app.storage.db,
      ledger: app.ledger,
      now: Date.now,
      notify: (input: Parameters<typeof app.notifications.notify>[0], trx: Transaction<Database>) =>
        app.notifications.notify(input, trx),
    };
    corporate = new CorporateActionsService({ ...deps, calendar: { live: () => EVENTS } });
    const calendar = {
      eventsOf: (symbol: string) => EVENTS.filter((e) => e.symbol === symbol).map((e) => e.event),
    };
    rights = new RightsService({
      ...deps,
      audit: app.audit,
      today: () => today,
      termsOf: rightsTermsOf(calendar),
    });
    await corporate.runDay('2099-01-06');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('lists the rights recorded at the record date, upcoming before the period', async () => {
    const list = await rights.list('0000011');
    expect(list.find((r) => r.symbol === 'HPG')).toMatchObject({
      shares: 5_000,
      maxVolume: 1_000,
      registered: 0,
      price: 12_000,
      ratio: '5:1',
      subscriptionStart: '2099-01-08',
      subscriptionEnd: '2099-01-20',
      transferEnd: '2099-01-16',
      listingDate: '2099-01-27',
      status: 'upcoming',
    });
    expect(await codeOf(rights.register('0000011', await idOf('HPG'), 100, 'early', by))).toBe(-9102);
  });

  it('registers inside the period, paid from cash, the shares pending until listing, once per refId', async () => {
    today = '2099-01-08';
    const id = await idOf('HPG');
    const before = await cash();
    const first = await rights.register('0000011', id, 400, 'r1', by);
    expect(first).toMatchObject({
      volume: 400,
      amount: 4_800_000,
      listingDate: '2099-01-27',
      status: 'registered',
    });
    expect(await rights.register('0000011', id, 400, 'r1', by)).toEqual(first);
    expect(await codeOf(rights.register('0000011', id, 401, 'r1', by))).toBe(-6004);
    expect(before - (await cash())).toBe(4_800_000);
    expect((await hpg()).receivable).toEqual([{ settleDate: '2099-01-27', amount: 400 }]);
    expect(await codeOf(rights.register('0000011', id, 601, 'r2', by))).toBe(-9103);
    expect(await codeOf(rights.register('0000011', 999_999, 1, 'r3', by))).toBe(-9101);
    expect(await codeOf(rights.register('M000001', id, 1, 'r4', by))).toBe(-9001);
    // One audit slip for the registration; the replay and the refusals leave none.
    expect(await slips()).toEqual([
      expect.objectContaining({
        event: 'rights.register',
        account: '0000011',
        username: 'demo',
        ref: 'r1',
        symbol: 'HPG',
        price: 12_000,
        volume: 400,
        amount: 4_800_000,
        channel: 'W',
        client_address: '203.0.113.9',
        device: 'rights-test',
        received_at: 1_700_000_000_000,
      }),
    ]);
    expect((await rights.list('0000011')).find((r) => r.id === id)).toMatchObject({
      registered: 400,
      status: 'open',
    });
  });

  it('never registers more than the entitlement under parallel requests', async () => {
    const id = await idOf('HPG');
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => codeOf(rights.register('0000011', id, 100, `p${i}`, by))),
    );
    expect(codes.filter((c) => c === 1)).toHaveLength(6);
    expect(codes.filter((c) => c === -9103)).toHaveLength(6);
    expect((await slips()).map((slip) => slip.ref).sort()).toEqual(
      ['r1', ...codes.flatMap((c, i) => (c === 1 ? [`p${i}`] : []))].sort(),
    );
    expect((await rights.list('0000011')).find((r) => r.id === id)!.registered).toBe(1_000);
    expect((await hpg()).receivable).toEqual([{ settleDate: '2099-01-27', amount: 1_000 }]);
  });

  it('refuses a registration the cash does not cover, changing nothing', async () => {
    const id = await idOf('VNM');
    const before = await cash();
    expect(await codeOf(rights.register('0000011', id, 100, 'big', by))).toBe(-6012);
    expect(await cash()).toBe(before);
    expect((await rights.list('0000011')).find((r) => r.id === id)!.registered).toBe(0);
  });

  it('lists the registrations of a date range', async () => {
    const history = await rights.history('0000011', '2099-01-01', '2099-01-31');
    expect(history).toHaveLength(7);
    expect(history.reduce((sum, r) => sum + r.volume, 0)).toBe(1_000);
    expect(await rights.history('0000011', '2099-02-01', '2099-02-28')).toEqual([]);
  });

  it('closes the period: unregistered rights lapse with a notification, the shares list on their date', async () => {
    today = '2099-01-21';
    await corporate.runDay('2099-01-21');
    expect((await rights.list('0000011')).map((r) => [r.symbol, r.status])).toEqual(
      expect.arrayContaining([
        ['HPG', 'closed'],
        ['VNM', 'closed'],
      ]),
    );
    const notes = (await call('NotificationList', {})).data as { items: Array<{ kind: string; en: string }> };
    expect(notes.items.filter((n) => n.kind === 'rights-lapsed').map((n) => n.en)).toEqual([
      'VNM: the rights subscription has ended; 1,000 unregistered rights lapsed (sub-account 0000011)',
    ]);
    // The registration's notification names the listing date as dd/mm/yyyy (@sen/market).
    expect(notes.items.filter((n) => n.kind === 'rights-registration').map((n) => n.en)).toContain(
      'HPG: registered 400 new shares at VND 12,000, VND 4,800,000 paid; the shares are tradable from 27/01/2099',
    );
    await app.ledger.settleDue('2099-01-27');
    expect((await hpg()).receivable).toEqual([]);
    // The listing date's run tells the holder of the registered shares, once (none for VNM: nothing registered).
    const registered = (await rights.list('0000011')).find((r) => r.symbol === 'HPG')!.registered;
    await corporate.runDay('2099-01-27');
    await corporate.runDay('2099-01-28');
    const listedNotes = (
      (await call('NotificationList', {})).data as { items: Array<{ kind: string; en: string }> }
    ).items
      .filter((n) => n.kind === 'shares-listed')
      .map((n) => n.en);
    expect(listedNotes).toEqual([
      `HPG: ${formatInteger(registered)} rights shares listed, tradable from 27/01/2099 (sub-account 0000011)`,
    ]);
  });

  it('serves the commands through the gateway: -6030, wrong PIN, bad input, and a registration today', async () => {
    const date = marketDateOf(app.market.time);
    const inserted = await app.storage.db
      .insertInto('entitlements')
      .values({
        event_id: 'FPT-GW',
        symbol: 'FPT',
        kind: 'rights-issue',
        sub_acnt_no: '0000011',
        customer_id: Number(
          (
            await app.storage.db
              .selectFrom('customers')
              .select('id')
              .where('username', '=', 'demo')
              .executeTakeFirstOrThrow()
          ).id,
        ),
        shares: 1_000,
        cash: 0,
        tax: 0,
        new_shares: 100,
        price: 10_000,
        period_start: date,
        period_end: date,
        ex_date: date,
        record_date: date,
        payment_date: null,
        listing_date: '2099-12-31',
        status: 'entitled',
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    const register = (params: Record<string, unknown>, caller = demo) =>
      call(
        'RightsRegister',
        { subAccount: '0000011', rightsId: id, volume: 10, pin: '123456', refId: 'gw-1', ...params },
        caller,
      );
    expect((await register({}, demo2)).rc).toBe(-6030);
    expect((await register({ pin: '000000' })).rc).toBe(-8005);
    for (const volume of [0, -5, 1.5, 2_000_000_000]) expect((await register({ volume })).rc).toBe(-1);
    expect((await register({ subAccount: 'M000001' })).rc).toBe(-9001);
    expect(await register({})).toMatchObject({
      rc: 1,
      data: { volume: 10, amount: 100_000, status: 'registered' },
    });
    // Its slip carries the request's origin as the gateway saw it (refused calls above left none).
    expect((await slips()).filter((slip) => slip.symbol === 'FPT')).toEqual([
      expect.objectContaining({ ref: 'gw-1', username: 'demo', volume: 10, amount: 100_000, channel: 'W' }),
    ]);
    expect((await call('RightsList', { subAccount: '0000011' })).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, registered: 10, status: 'open' })]),
    );
    expect((await call('RightsList', { subAccount: '0000011' }, demo2)).rc).toBe(-6030);
    expect((await call('RightsHistory', { subAccount: '0000011', from: date, to: date })).data).toHaveLength(
      1,
    );
    expect(
      (await call('RightsHistory', { subAccount: '0000011', from: '2099-02-01', to: '2099-01-01' })).rc,
    ).toBe(-1);
    expect(
      (await call('RightsHistory', { subAccount: '0000011', from: '2097-01-01', to: '2099-01-01' })).rc,
    ).toBe(-1);
    // Not calendar dates: refused as such, not answered as an empty range.
    for (const [from, to] of [
      ['2099-02-30', '2099-03-01'],
      ['2099-13-01', '2099-12-31'],
    ]) {
      const reply = await call('RightsHistory', { subAccount: '0000011', from, to });
      expect(reply.rc).toBe(-1);
      expect(reply.rs).toContain('date is yyyy-mm-dd');
    }
  });
});
