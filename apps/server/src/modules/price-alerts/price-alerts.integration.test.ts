// The real app (buildApp) on SQLite and PostgreSQL: the alert commands (a customer's own alerts
// only, the 50-alert limit, bad input changes nothing), and a trade of the market firing an alert
// once, or again after it re-armed: stored, notified and pushed on the private channel.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { MARKET_UPDATES } from '../market/market-updates.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

interface Alert {
  id: string;
  symbol: string;
  status: string;
  firedAt: string | null;
  lastPrice: number | null;
}

describe.each(testAppDatabases())('price alerts on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let demo: TestCaller;
  let other: TestCaller;
  const pushed: { user: string; data: Record<string, unknown> }[] = [];
  const call = (cmd: string, params: Record<string, unknown> = {}, caller = demo) =>
    postCommand(app, 'B', caller, cmd, params);
  const list = async (caller = demo) => (await call('AlertList', {}, caller)).data as Alert[];
  /** A board-lot trade of the live market at `last` (the symbol's real state otherwise). */
  const trade = async (symbol: string, last: number) => {
    const state = { ...app.market.store.get(symbol)!, last };
    app.bus.publish(MARKET_UPDATES, {
      kind: 'trade',
      symbol,
      derivative: false,
      trade: { seq: 1, time: 0, price: last, volume: 100, side: 'B', totalVolume: state.totalVolume },
      state,
    });
    await app.priceAlerts.flush();
  };

  const start = async () => {
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    app.privateEvents.on('private', ({ user, message }) => {
      if (message.action === 'Event') pushed.push({ user, data: message.data });
    });
    demo = await loginAs(app, 'demo', 'Demo@123');
    other = await loginAs(app, 'demo2', 'Demo@123');
  };
  beforeAll(async () => {
    database = await open();
    await start();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('needs a session', async () => {
    expect((await call('AlertList', {}, { user: '', session: '' })).rc).toBeLessThan(1);
  });

  it('sets, edits and lists the customer own alerts', async () => {
    const set = await call('AlertSet', {
      symbol: 'fpt',
      kind: 'priceAbove',
      threshold: 250_000,
      repeat: 'once',
    });
    expect(set).toMatchObject({
      rc: 1,
      data: { symbol: 'FPT', kind: 'priceAbove', threshold: 250_000, repeat: 'once', status: 'active' },
    });
    const id = (set.data as Alert).id;
    expect((set.data as { createdAt: string }).createdAt).toMatch(/\+07:00$/);
    const edited = await call('AlertSet', {
      symbol: 'FPT',
      kind: 'changePctBelow',
      threshold: -3.5,
      active: false,
      id: id,
    });
    expect(edited).toMatchObject({
      rc: 1,
      data: { id, kind: 'changePctBelow', threshold: -3.5, status: 'disabled' },
    });
    expect(await list()).toEqual([expect.objectContaining({ id, status: 'disabled' })]);
    expect(await list(other)).toEqual([]);
    expect(await call('AlertDelete', { id: id })).toMatchObject({ rc: 1, data: { id } });
    expect(await list()).toEqual([]);
  });

  it("answers another customer's alert as missing and changes nothing", async () => {
    const mine = (await call('AlertSet', { symbol: 'HPG', kind: 'volumeAbove', threshold: 1_000_000 }))
      .data as Alert;
    expect(
      await call('AlertSet', { symbol: 'HPG', kind: 'priceBelow', threshold: 1_000, id: mine.id }, other),
    ).toMatchObject({
      rc: -8802,
      rs: 'Cảnh báo giá không tồn tại',
    });
    expect(await call('AlertDelete', { id: mine.id }, other)).toMatchObject({ rc: -8802 });
    expect(await call('AlertDelete', { id: '999999' })).toMatchObject({ rc: -8802 });
    expect(await list()).toEqual([expect.objectContaining({ id: mine.id, symbol: 'HPG', status: 'active' })]);
    await call('AlertDelete', { id: mine.id });
  });

  it('refuses a bad symbol, threshold or shape with a code and changes nothing', async () => {
    expect(await call('AlertSet', { symbol: 'NOPE1', kind: 'priceAbove', threshold: 10_000 })).toMatchObject({
      rc: -6031,
    });
    const badPrice = await call('AlertSet', { symbol: 'FPT', kind: 'priceAbove', threshold: 12.5 });
    expect(badPrice.rc).toBe(-8803);
    expect(badPrice.rs).toContain('Ngưỡng cảnh báo không hợp lệ');
    expect((await call('AlertSet', { symbol: 'FPT', kind: 'changePctAbove', threshold: 500 })).rc).toBe(
      -8803,
    );
    expect((await call('AlertSet', { symbol: 'FPT', kind: 'ceiling', threshold: 5 })).rc).toBe(-8803);
    expect((await call('AlertSet', { symbol: 'FPT', kind: 'sideways', threshold: 5 })).rc).toBe(-1);
    expect((await call('AlertSet', { symbol: 'FPT', kind: 'priceAbove', threshold: '5' })).rc).toBe(-1);
    expect((await call('AlertDelete', { id: 'x' })).rc).toBe(-1);
    expect(await list()).toEqual([]);
  });

  it('keeps at most 50 active alerts (-8801), disabled ones aside', async () => {
    for (let i = 0; i < 50; i += 1)
      expect((await call('AlertSet', { symbol: 'VNM', kind: 'priceAbove', threshold: 100_000 + i })).rc).toBe(
        1,
      );
    expect(await call('AlertSet', { symbol: 'VNM', kind: 'priceAbove', threshold: 200_000 })).toMatchObject({
      rc: -8801,
      rs: 'Chỉ được đặt tối đa 50 cảnh báo giá đang bật',
    });
    expect(
      (await call('AlertSet', { symbol: 'VNM', kind: 'priceAbove', threshold: 200_000, active: false })).rc,
    ).toBe(1);
    const alerts = await list();
    expect(alerts).toHaveLength(51);
    // Enabling the disabled one would make 51 active.
    const disabled = alerts.find((a) => a.status === 'disabled')!;
    expect(
      (await call('AlertSet', { symbol: 'VNM', kind: 'priceAbove', threshold: 200_000, id: disabled.id })).rc,
    ).toBe(-8801);
    // Editing an active one keeps the count.
    const active = alerts.find((a) => a.status === 'active')!;
    expect(
      (await call('AlertSet', { symbol: 'VNM', kind: 'priceAbove', threshold: 300_000, id: active.id })).rc,
    ).toBe(1);
    for (const alert of alerts) await call('AlertDelete', { id: alert.id });
    expect(app.priceAlerts.size).toBe(0);
  });

  it('fires a once-alert on the live trade that reaches it: stored, notified, pushed', async () => {
    const reference = app.market.store.get('FPT')!.reference;
    const alert = (await call('AlertSet', { symbol: 'FPT', kind: 'priceAbove', threshold: reference + 500 }))
      .data as Alert;
    pushed.length = 0;
    await trade('FPT', reference + 400);
    expect(pushed).toEqual([]);
    await trade('FPT', reference + 500);
    await trade('FPT', reference + 600);
    expect((await list()).find((a) => a.id === alert.id)).toMatchObject({
      status: 'fired',
      lastPrice: reference + 500,
      firedAt: expect.stringMatching(/\+07:00$/),
    });
    const alertEvents = pushed.filter((p) => p.data.type === 'alert');
    expect(alertEvents).toEqual([
      {
        user: 'demo',
        data: expect.objectContaining({
          price: reference + 500,
          alert: expect.objectContaining({ id: alert.id, status: 'fired' }),
        }),
      },
    ]);
    const notes = (await call('NotificationList', { limit: 5 })).data as {
      items: { kind: string; ref: string; vi: string; en: string }[];
    };
    expect(notes.items[0]).toMatchObject({ kind: 'price-alert', ref: alert.id });
    expect(notes.items[0]!.vi).toContain('Cảnh báo FPT: giá ≥');
    expect(notes.items[0]!.en).toContain('Alert FPT: price ≥');
    expect(app.priceAlerts.size).toBe(0);
  });

  it('fires a re-arming alert again only after its condition ended', async () => {
    const reference = app.market.store.get('HPG')!.reference;
    const alert = (
      await call('AlertSet', {
        symbol: 'HPG',
        kind: 'priceBelow',
        threshold: reference - 500,
        repeat: 'rearm',
      })
    ).data as Alert;
    pushed.length = 0;
    for (const price of [reference - 500, reference - 600, reference - 400, reference - 700])
      await trade('HPG', price);
    const fired = pushed.filter((p) => p.data.type === 'alert').map((p) => p.data.price);
    expect(fired).toEqual([reference - 500, reference - 700]);
    expect((await list()).find((a) => a.id === alert.id)).toMatchObject({
      status: 'active',
      lastPrice: reference - 700,
    });
  });

  it('watches the active alerts again after a restart, a disarmed one staying disarmed', async () => {
    const reference = app.market.store.get('HPG')!.reference;
    const alert = (await list()).find((a) => a.symbol === 'HPG' && a.status === 'active')!;
    await app.close();
    await start();
    expect(app.priceAlerts.size).toBe(1);
    pushed.length = 0;
    // It fired at reference - 700 and its condition never ended: no firing until it has.
    for (const price of [reference - 800, reference - 400, reference - 600]) await trade('HPG', price);
    expect(pushed.filter((p) => p.data.type === 'alert').map((p) => p.data.price)).toEqual([reference - 600]);
    expect((await list()).find((a) => a.id === alert.id)).toMatchObject({ lastPrice: reference - 600 });
  });
});
