// Corporate actions in the real app on SQLite and PostgreSQL: entitlements recorded at the record
// date from the holdings before the ex-date, a cash dividend paid net of the 5% tax, dividend shares
// credited pending listing and tradable from it, bonus shares the same under their own wording,
// each step once however often the day runs.
import type { CorporateEvent } from '@sen/exchange';
import { addDays } from '@sen/market';
import type { StockStatement } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import { block, buyFill } from '../ledger/ledger-entries.ts';
import { CorporateActionsService } from './corporate-actions-service.ts';

const text = { vi: 'x', en: 'x' };
const EVENTS: { symbol: string; event: CorporateEvent }[] = [
  {
    symbol: 'FPT',
    event: {
      kind: 'cash-dividend',
      id: 'FPT-TEST1',
      title: text,
      ratePct: 20,
      perShare: 2_000,
      exDate: '2099-01-05',
      recordDate: '2099-01-06',
      paymentDate: '2099-01-08',
    },
  },
  {
    symbol: 'VNM',
    event: {
      kind: 'stock-dividend',
      id: 'VNM-TEST1',
      title: text,
      ratio: '100:15',
      exDate: '2099-01-05',
      recordDate: '2099-01-06',
      paymentDate: '2099-01-09',
      listingDate: '2099-01-14',
    },
  },
];

describe.each(testAppDatabases())('corporate actions on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let demo: TestCaller;
  let demo2: TestCaller;
  let service: CorporateActionsService;
  const call = (cmd: string, params: Record<string, unknown>, caller = demo) =>
    postCommand(app, 'B', caller, cmd, params);
  const cash = async () =>
    ((await call('CashBalance', { subAccount: '0000011' })).data as { available: number }).available;
  const vnm = async () =>
    (
      (await call('StockBalance', { subAccount: '0000011' })).data as Array<{
        symbol: string;
        available: number;
        receivable: Array<{ settleDate: string; amount: number }>;
      }>
    ).find((s) => s.symbol === 'VNM')!;
  const vnmRows = async () => {
    const today = app.market.store.tradingDate;
    const reply = await call('StockStatement', {
      subAccount: '0000011',
      from: addDays(today, -7),
      to: today,
      symbol: 'VNM',
    });
    return (reply.data as StockStatement).symbols[0]!.rows;
  };
  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    demo = await loginAs(app, 'demo', 'Demo@123');
    demo2 = await loginAs(app, 'demo2', 'Demo@123');
    service = new CorporateActionsService({
      db: app.storage.db,
      ledger: app.ledger,
      calendar: { live: () => EVENTS },
      now: Date.now,
      notify: (input, trx) => app.notifications.notify(input, trx),
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('records nothing before the record date', async () => {
    expect(await service.runDay('2099-01-05')).toEqual({ recorded: 0, paid: 0 });
    expect((await call('EntitlementList', { subAccount: '0000011' })).data).toEqual([]);
  });

  it('records the entitlements at the record date from the holdings before the ex-date', async () => {
    expect(await service.runDay('2099-01-06')).toEqual({ recorded: 2, paid: 0 });
    const list = (await call('EntitlementList', { subAccount: '0000011' })).data as Array<
      Record<string, unknown>
    >;
    expect(list).toHaveLength(2);
    expect(list.find((e) => e.symbol === 'FPT')).toMatchObject({
      kind: 'cash-dividend',
      shares: 1_000,
      cash: 2_000_000,
      tax: 100_000,
      net: 1_900_000,
      status: 'entitled',
      paymentDate: '2099-01-08',
    });
    expect(list.find((e) => e.symbol === 'VNM')).toMatchObject({
      kind: 'stock-dividend',
      shares: 2_000,
      newShares: 300,
      listingDate: '2099-01-14',
      status: 'entitled',
    });
    expect(await service.runDay('2099-01-06')).toEqual({ recorded: 0, paid: 0 });
    const again = new CorporateActionsService({
      db: app.storage.db,
      ledger: app.ledger,
      calendar: { live: () => EVENTS },
      now: Date.now,
      notify: (input, trx) => app.notifications.notify(input, trx),
    });
    expect(await again.runDay('2099-01-07')).toEqual({ recorded: 0, paid: 0 });
  });

  it('pays the cash dividend net of the 5% tax on its payment date, once', async () => {
    const before = await cash();
    expect(await service.runDay('2099-01-08')).toEqual({ recorded: 0, paid: 1 });
    expect((await cash()) - before).toBe(1_900_000);
    expect(await service.runDay('2099-01-08')).toEqual({ recorded: 0, paid: 0 });
    expect((await cash()) - before).toBe(1_900_000);
    const notes = (await call('NotificationList', {})).data as { items: Array<{ kind: string; en: string }> };
    expect(notes.items.find((n) => n.kind === 'cash-dividend')!.en).toBe(
      'FPT: dividend of VND 1,900,000 (2,000,000 less VND 100,000 personal income tax) credited to sub-account 0000011',
    );
    expect(notes.items.filter((n) => n.kind === 'entitlement')).toHaveLength(2);
    // Dates in the texts as the customer reads them everywhere else (dd/mm/yyyy, @sen/market).
    const entitled = (notes.items as Array<{ kind: string; vi: string; en: string }>).find(
      (n) => n.kind === 'entitlement' && n.en.includes('cash dividend'),
    )!;
    expect(entitled.en).toContain('at the record date 06/01/2099,');
    expect(entitled.en).toContain('paid on 08/01/2099');
    expect(entitled.vi).toContain('ngày đăng ký cuối cùng 06/01/2099,');
    expect(entitled.vi).toContain('thanh toán ngày 08/01/2099');
  });

  it('credits dividend shares pending listing, tradable from the listing date', async () => {
    expect(await service.runDay('2099-01-09')).toEqual({ recorded: 0, paid: 1 });
    expect(await vnm()).toMatchObject({
      available: 2_000,
      receivable: [{ settleDate: '2099-01-14', amount: 300 }],
    });
    // A purchase of 100 VNM settling the same day: its shares arrive in an entry of their own.
    const fill = { sub: '0000011', symbol: 'VNM', quantity: 100, price: 60_000, fee: 90 };
    await app.ledger.post(app.storage.db, 'block-cash', 'ca-test-buy', block('0000011', CASH, 6_000_090));
    await app.ledger.post(
      app.storage.db,
      'fill',
      'ca-test-buy',
      buyFill({ ...fill, settleDate: '2099-01-14' }),
    );
    const pending = await vnmRows();
    expect(pending.find((r) => r.kind === 'stock-dividend')).toMatchObject({
      in: 0,
      out: 0,
      pending: 300,
      vi: 'Cổ phiếu cổ tức chờ niêm yết +300 (VNM), chưa được giao dịch',
      en: 'Dividend shares pending listing +300 (VNM), not yet tradable',
    });
    expect(pending.find((r) => r.kind === 'fill')).toMatchObject({ in: 0, pending: 100, vi: 'Mua 100 VNM' });
    // The ledger's and the margin's rollover jobs both settle the new day, at once.
    const counts = await Promise.all([
      app.ledger.settleDue('2099-01-14'),
      app.ledger.settleDue('2099-01-14'),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await vnm()).toMatchObject({ available: 2_400, receivable: [] });
    const listed = (await vnmRows()).filter((r) => r.kind === 'settlement');
    expect(listed.map(({ in: shares, pending: due, en }) => ({ shares, due, en }))).toEqual([
      { shares: 300, due: -300, en: 'Dividend shares listed, now tradable +300 (VNM)' },
      { shares: 100, due: -100, en: 'Shares bought (T+2) arrived, now tradable +100 (VNM)' },
    ]);
    expect(listed[0]!.vi).toBe('Cổ phiếu cổ tức về tài khoản, được giao dịch +300 (VNM)');
    // Settling again (a restart) changes nothing.
    expect(await app.ledger.settleDue('2099-01-14')).toBe(0);
    expect((await vnmRows()).filter((r) => r.kind === 'settlement')).toHaveLength(2);
  });

  it('credits bonus shares pending listing with their own wording, tradable from the listing date', async () => {
    const bonus: CorporateEvent = {
      kind: 'stock-dividend',
      bonus: true,
      id: 'FPT-BS-TEST',
      title: text,
      ratio: '100:20',
      exDate: '2099-02-02',
      recordDate: '2099-02-03',
      paymentDate: '2099-02-06',
      listingDate: '2099-02-11',
    };
    const bonusService = new CorporateActionsService({
      db: app.storage.db,
      ledger: app.ledger,
      calendar: { live: () => [{ symbol: 'FPT', event: bonus }] },
      now: Date.now,
      notify: (input, trx) => app.notifications.notify(input, trx),
    });
    expect(await bonusService.runDay('2099-02-03')).toEqual({ recorded: 1, paid: 0 });
    const list = (await call('EntitlementList', { subAccount: '0000011' })).data as Array<
      Record<string, unknown>
    >;
    expect(list.find((e) => e.eventId === 'FPT-BS-TEST')).toMatchObject({
      kind: 'bonus-shares',
      shares: 1_000,
      newShares: 200,
      paymentDate: '2099-02-06',
      listingDate: '2099-02-11',
      status: 'entitled',
    });
    expect(await bonusService.runDay('2099-02-06')).toEqual({ recorded: 0, paid: 1 });
    expect(await bonusService.runDay('2099-02-06')).toEqual({ recorded: 0, paid: 0 });
    const fptRows = async () => {
      const today = app.market.store.tradingDate;
      const reply = await call('StockStatement', {
        subAccount: '0000011',
        from: addDays(today, -7),
        to: today,
        symbol: 'FPT',
      });
      return (reply.data as StockStatement).symbols[0]!.rows;
    };
    expect((await fptRows()).find((r) => r.kind === 'bonus-shares')).toMatchObject({
      in: 0,
      pending: 200,
      vi: 'Cổ phiếu thưởng chờ niêm yết +200 (FPT), chưa được giao dịch',
      en: 'Bonus shares pending listing +200 (FPT), not yet tradable',
    });
    const notes = (await call('NotificationList', {})).data as { items: Array<{ kind: string; en: string }> };
    expect(notes.items.find((n) => n.kind === 'bonus-shares')!.en).toBe(
      'FPT: 200 bonus shares credited pending listing (tradable from 11/02/2099) to sub-account 0000011',
    );
    await app.ledger.settleDue('2099-02-11');
    const listed = (await fptRows()).filter((r) => r.kind === 'settlement');
    expect(listed.map(({ in: shares, vi, en }) => ({ shares, vi, en }))).toEqual([
      {
        shares: 200,
        vi: 'Cổ phiếu thưởng về tài khoản, được giao dịch +200 (FPT)',
        en: 'Bonus shares listed, now tradable +200 (FPT)',
      },
    ]);
  });

  it('tells the holder at the listing date, once the new shares are tradable, and only once', async () => {
    const listing: CorporateEvent = {
      kind: 'stock-dividend',
      id: 'HPG-SD-LIST',
      title: text,
      ratio: '100:10',
      exDate: '2099-03-02',
      recordDate: '2099-03-03',
      paymentDate: '2099-03-05',
      listingDate: '2099-03-10',
    };
    const listingService = new CorporateActionsService({
      db: app.storage.db,
      ledger: app.ledger,
      calendar: { live: () => [{ symbol: 'HPG', event: listing }] },
      now: Date.now,
      notify: (input, trx) => app.notifications.notify(input, trx),
    });
    const hpg = async () =>
      (
        (await call('StockBalance', { subAccount: '0000011' })).data as Array<{
          symbol: string;
          available: number;
          receivable: Array<{ settleDate: string; amount: number }>;
        }>
      ).find((s) => s.symbol === 'HPG')!;
    type Note = { kind: string; vi: string; en: string; subAcntNo: string };
    const listedNotes = async () =>
      ((await call('NotificationList', {})).data as { items: Note[] }).items.filter(
        (n) => n.kind === 'shares-listed' && n.en.startsWith('HPG'),
      );
    const status = async () =>
      (
        (await call('EntitlementList', { subAccount: '0000011' })).data as Array<Record<string, unknown>>
      ).find((e) => e.eventId === 'HPG-SD-LIST')!.status;
    await listingService.runDay('2099-03-03');
    await listingService.runDay('2099-03-05');
    expect(await hpg()).toMatchObject({
      available: 5_000,
      receivable: [{ settleDate: '2099-03-10', amount: 500 }],
    });
    expect(await status()).toBe('paid');
    await listingService.runDay('2099-03-09');
    expect(await listedNotes()).toEqual([]);
    // The listing date: the day's run lists the shares (the ledger's settlement) before it tells.
    await listingService.runDay('2099-03-10');
    expect(await hpg()).toMatchObject({ available: 5_500, receivable: [] });
    expect(await listedNotes()).toEqual([
      expect.objectContaining({
        subAcntNo: '0000011',
        vi: 'HPG: 500 cổ phiếu cổ tức đã niêm yết, được giao dịch từ ngày 10/03/2099 (tiểu khoản 0000011)',
        en: 'HPG: 500 dividend shares listed, tradable from 10/03/2099 (sub-account 0000011)',
      }),
    ]);
    expect(await status()).toBe('listed');
    await listingService.runDay('2099-03-10');
    await listingService.runDay('2099-03-11');
    expect(await listedNotes()).toHaveLength(1);
    expect(await hpg()).toMatchObject({ available: 5_500, receivable: [] });
  });

  it('refuses another customer’s sub-account with -6030', async () => {
    expect((await call('EntitlementList', { subAccount: '0000011' }, demo2)).rc).toBe(-6030);
    expect((await call('EntitlementList', { subAccount: '0000021' }, demo2)).data).toEqual([]);
  });
});
