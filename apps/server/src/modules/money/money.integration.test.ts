// Money movements in the real app on SQLite and PostgreSQL: each command's success, its refusals
// with their codes, idempotent resends, another customer's sub-account, a wrong PIN, bad input
// that changes nothing, the statements' reconciliation and 100 parallel transfers.
import { advanceFee, DEFAULT_ADVANCE_FEES } from '@sen/market';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import { ADVANCE_ACCOUNT } from '../ledger/money-entries.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

const SUB = '0000011';
const MARGIN = 'M000001';
const OTHER = '0000021'; // demo2's
const PIN = '123456';

describe.each(testAppDatabases())('money movements on %s', (kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let demo: TestCaller;
  let demo2: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>, who = demo) =>
    postCommand(app, 'B', who, cmd, params);
  const cash = async (sub: string, who = demo) =>
    (await call('CashBalance', { subAccount: sub }, who)).data as { available: number; blocked: number };
  const shares = async (sub: string, symbol: string) =>
    (
      (await call('StockBalance', { subAccount: sub })).data as Array<{ symbol: string; available: number }>
    ).find((s) => s.symbol === symbol)?.available ?? 0;
  const today = () => app.market.exchange.tradingDate;
  /** The audit slips of an event written for a sub-account (R11). */
  const slips = async (event: string, sub = SUB) =>
    (await app.audit.list({ account: sub })).filter((row) => row.event === event);
  /** The origin a test call has, as app.inject sends it. */
  const origin = { channel: 'W', client_address: '127.0.0.1', device: 'lightMyRequest' };

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    demo = await loginAs(app, 'demo', 'Demo@123');
    demo2 = await loginAs(app, 'demo2', 'Demo@123');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('moves cash between own sub-accounts once per refId, and refuses with codes', async () => {
    const [from0, to0] = [await cash(SUB), await cash(MARGIN)];
    const params = {
      fromSubAccount: SUB,
      toSubAccount: MARGIN,
      amount: 10_000_000,
      note: 'to margin',
      pin: PIN,
      refId: `ct-${kind}`,
    };
    const first = await call('CashTransfer', params);
    expect(first).toMatchObject({
      rc: 1,
      data: { from: SUB, to: MARGIN, amount: 10_000_000, status: 'complete' },
    });
    expect((await call('CashTransfer', params)).data).toEqual(first.data);
    expect((await call('CashTransfer', { ...params, amount: 20_000_000 })).rc).toBe(-6004);
    expect((await cash(SUB)).available).toBe(from0.available - 10_000_000);
    expect((await cash(MARGIN)).available).toBe(to0.available + 10_000_000);
    const refusals = await Promise.all([
      call('CashTransfer', { ...params, amount: from0.available, refId: 'too-much' }),
      call('CashTransfer', { ...params, toSubAccount: SUB, refId: 'same' }),
      call('CashTransfer', { ...params, toSubAccount: OTHER, refId: 'other-to' }),
      call('CashTransfer', { ...params, fromSubAccount: OTHER, toSubAccount: SUB, refId: 'other-from' }),
      call('CashTransfer', { ...params, pin: '654321', refId: 'wrong-pin' }),
      call('CashTransfer', { ...params, fromSubAccount: 'NOSUCH', refId: 'unknown' }),
    ]);
    expect(refusals.map((r) => r.rc)).toEqual([-8503, -8504, -6030, -6030, -8005, -6030]);
    const bad = await Promise.all(
      [0, -5, 1.5, 1e16, '100', null].map((amount, i) =>
        call('CashTransfer', { ...params, amount, refId: `bad-${i}` }),
      ),
    );
    expect(bad.map((r) => r.rc)).toEqual([-1, -1, -1, -1, -1, -1]);
    expect((await cash(SUB)).available).toBe(from0.available - 10_000_000);
    const history = await call('CashTransferHistory', { subAccount: MARGIN, from: today(), to: today() });
    expect(history.data).toEqual([first.data]);
    // One notification for the transfer (none for the resend or the refusals), stored with it.
    const notes = (await call('NotificationList', {})).data as {
      items: Array<{ kind: string; ref: string; vi: string; en: string }>;
    };
    const mine = notes.items.filter((n) => n.kind === 'cash-transfer');
    expect(mine).toEqual([
      expect.objectContaining({
        ref: String((first.data as { id: number }).id),
        vi: `Chuyển 10,000,000 VND từ ${SUB} đến ${MARGIN}`,
        en: `Moved 10,000,000 VND from ${SUB} to ${MARGIN}`,
      }),
    ]);
    expect(
      (await call('CashTransferHistory', { subAccount: SUB, from: today(), to: today() }, demo2)).rc,
    ).toBe(-6030);
    // One audit slip, written with the transfer; none for the resend, the -6004 or the refusals.
    expect(await slips('money.cash-transfer')).toEqual([
      expect.objectContaining({
        account: SUB,
        username: 'demo',
        ref: `ct-${kind}`,
        amount: 10_000_000,
        symbol: null,
        ...origin,
      }),
    ]);
    expect(JSON.parse((await slips('money.cash-transfer'))[0]!.detail)).toMatchObject({ to: MARGIN });
  });

  it('moves free shares only, once per refId', async () => {
    const free = await shares(SUB, 'FPT');
    const params = {
      fromSubAccount: SUB,
      toSubAccount: MARGIN,
      symbol: 'fpt',
      volume: 100,
      pin: PIN,
      refId: `st-${kind}`,
    };
    const first = await call('StockTransfer', params);
    expect(first).toMatchObject({ rc: 1, data: { symbol: 'FPT', volume: 100, status: 'complete' } });
    expect((await call('StockTransfer', params)).data).toEqual(first.data);
    expect((await call('StockTransfer', { ...params, volume: 200 })).rc).toBe(-6004);
    expect(await shares(SUB, 'FPT')).toBe(free - 100);
    expect(await shares(MARGIN, 'FPT')).toBe(100);
    const refusals = await Promise.all([
      call('StockTransfer', { ...params, volume: free, refId: 'st-too-much' }),
      call('StockTransfer', { ...params, symbol: 'VCB', refId: 'st-none' }),
      call('StockTransfer', { ...params, toSubAccount: OTHER, refId: 'st-other' }),
      call('StockTransfer', { ...params, pin: '000000', refId: 'st-pin' }),
      call('StockTransfer', { ...params, toSubAccount: SUB, refId: 'st-same' }),
      call('StockTransfer', { ...params, volume: 0, refId: 'st-zero' }),
    ]);
    expect(refusals.map((r) => r.rc)).toEqual([-6013, -6013, -6030, -8005, -8504, -1]);
    expect(await shares(SUB, 'FPT')).toBe(free - 100);
    const history = await call('StockTransferHistory', { subAccount: SUB, from: today(), to: today() });
    expect(history.data).toEqual([first.data]);
    expect(
      (await call('StockTransferHistory', { subAccount: SUB, from: today(), to: today() }, demo2)).rc,
    ).toBe(-6030);
    expect(await slips('money.stock-transfer')).toEqual([
      expect.objectContaining({ ref: `st-${kind}`, symbol: 'FPT', volume: 100, amount: null, ...origin }),
    ]);
  });

  it('refuses a sub-account of the customer that is not activated (-6029)', async () => {
    const { id } = await app.storage.db
      .selectFrom('customers')
      .select('id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    await app.storage.db
      .insertInto('sub_accounts')
      .values({
        sub_acnt_no: '0000019',
        acnt_no: '068C000001',
        vsd_acnt_no: '068C000001',
        customer_id: id,
        status: 0,
        created_at: 0,
      })
      .execute();
    const move = {
      fromSubAccount: SUB,
      toSubAccount: '0000019',
      amount: 1_000,
      note: '',
      pin: PIN,
      refId: `inactive-${kind}`,
    };
    expect((await call('CashTransfer', move)).rc).toBe(-6029);
    expect(
      (
        await call('StockTransfer', {
          fromSubAccount: SUB,
          toSubAccount: '0000019',
          symbol: 'FPT',
          volume: 1,
          pin: PIN,
          refId: move.refId,
        })
      ).rc,
    ).toBe(-6029);
    expect(
      (
        await call('CashAdvance', {
          subAccount: '0000019',
          amount: 1_000_000,
          pin: PIN,
          refId: `inactive-${kind}`,
        })
      ).rc,
    ).toBe(-6029);
  });

  it('moves neither shares blocked by sell orders nor cash blocked by buy orders', async () => {
    const db = app.storage.db;
    const hpg = await shares(SUB, 'HPG');
    await app.ledger.blockShares(db, {
      subAcntNo: SUB,
      ref: `blk-s-${kind}`,
      symbol: 'HPG',
      quantity: hpg - 10,
    });
    const stock = { fromSubAccount: SUB, toSubAccount: MARGIN, symbol: 'HPG', pin: PIN };
    expect((await call('StockTransfer', { ...stock, volume: 11, refId: `blk-s1-${kind}` })).rc).toBe(-6013);
    expect((await call('StockTransfer', { ...stock, volume: 10, refId: `blk-s2-${kind}` })).rc).toBe(1);
    await app.ledger.unblockShares(db, {
      subAcntNo: SUB,
      ref: `blk-s-${kind}`,
      symbol: 'HPG',
      quantity: hpg - 10,
    });
    const { available } = await cash(SUB);
    await app.ledger.blockCash(db, { subAcntNo: SUB, ref: `blk-c-${kind}`, amount: available - 1_000 });
    const move = { fromSubAccount: SUB, toSubAccount: MARGIN, note: '', pin: PIN };
    expect((await call('CashTransfer', { ...move, amount: 1_001, refId: `blk-c1-${kind}` })).rc).toBe(-8503);
    expect((await call('CashTransfer', { ...move, amount: 1_000, refId: `blk-c2-${kind}` })).rc).toBe(1);
    await app.ledger.unblockCash(db, { subAcntNo: SUB, ref: `blk-c-${kind}`, amount: available - 1_000 });
    expect((await cash(SUB)).available).toBe(available - 1_000);
  });

  it('advances unsettled sale proceeds with the fee shown before, repaid by the settlement', async () => {
    // A sale of 500 VNM at 70,000 (the OMS's ledger calls: block the shares, post the fill).
    await app.ledger.blockShares(app.storage.db, {
      subAcntNo: SUB,
      ref: `adv-${kind}`,
      symbol: 'VNM',
      quantity: 500,
    });
    await app.ledger.postFill(app.storage.db, {
      subAcntNo: SUB,
      ref: `adv-fill-${kind}`,
      side: 'S',
      symbol: 'VNM',
      quantity: 500,
      price: 70_000,
      fee: 100_000,
      tradeDate: today(),
    });
    const info = await call('CashAdvanceInfo', { subAccount: SUB });
    const item = (
      info.data as { items: Array<{ settleDate: string; proceeds: number; advanceable: number }> }
    ).items[0]!;
    expect(info.data).toMatchObject({ advanceable: 34_900_000, ratePpmPerDay: 400, minFee: 20_000 });
    expect(item).toMatchObject({
      tradeDate: today(),
      proceeds: 34_900_000,
      advanced: 0,
      advanceable: 34_900_000,
    });
    const before = await cash(SUB);
    const amount = 30_000_000;
    const fee = advanceFee(today(), [{ settleDate: item.settleDate, amount }], DEFAULT_ADVANCE_FEES);
    const params = { subAccount: SUB, amount: amount, pin: PIN, refId: `adv-${kind}` };
    const first = await call('CashAdvance', params);
    expect(first).toMatchObject({
      rc: 1,
      data: { amount, fee, netAmount: amount - fee, status: 'disbursed' },
    });
    expect((await call('CashAdvance', params)).data).toEqual(first.data);
    expect((await call('CashAdvance', { ...params, amount: 1_000_000 })).rc).toBe(-6004);
    expect((await cash(SUB)).available).toBe(before.available + amount - fee);
    const after = await call('CashAdvanceInfo', { subAccount: SUB });
    expect(after.data).toMatchObject({
      advanceable: 4_900_000,
      items: [{ advanced: amount, advanceable: 4_900_000 }],
    });
    const refusals = await Promise.all([
      call('CashAdvance', { ...params, amount: 4_900_001, refId: 'adv-over' }),
      call('CashAdvance', { ...params, amount: 20_000, refId: 'adv-fee' }),
      call('CashAdvance', { ...params, subAccount: OTHER, refId: 'adv-other' }),
      call('CashAdvance', { ...params, pin: '111111', refId: 'adv-pin' }),
      call('CashAdvance', { ...params, amount: -1, refId: 'adv-neg' }),
      call('CashAdvanceInfo', { subAccount: OTHER }),
    ]);
    expect(refusals.map((r) => r.rc)).toEqual([-8501, -8502, -6030, -8005, -1, -6030]);
    const history = await call('CashAdvanceHistory', { subAccount: SUB, from: today(), to: today() });
    expect(history.data).toEqual([first.data]);
    expect(
      (await call('CashAdvanceHistory', { subAccount: SUB, from: today(), to: today() }, demo2)).rc,
    ).toBe(-6030);
    const notes = (await call('NotificationList', {})).data as { items: Array<{ kind: string }> };
    expect(notes.items.filter((n) => n.kind === 'cash-advance')).toHaveLength(1);
    expect(await slips('money.cash-advance')).toEqual([
      expect.objectContaining({ ref: `adv-${kind}`, username: 'demo', amount, ...origin }),
    ]);
    expect(JSON.parse((await slips('money.cash-advance'))[0]!.detail)).toMatchObject({ fee });
    // The settlement date: the customer's remaining receivable settles, the advance's repays @ADVANCE
    // (once, however often it runs), the advance is repaid and its owner told.
    await app.ledger.settleDue(item.settleDate);
    expect((await app.ledger.balances(ADVANCE_ACCOUNT)).get(CASH)).toMatchObject({
      available: -amount,
      receivable: [{ settleDate: item.settleDate, amount }],
    });
    expect(await app.advanceRepayments.repayDue(item.settleDate)).toBe(1);
    expect(await app.advanceRepayments.repayDue(item.settleDate)).toBe(0);
    const house = (await app.ledger.balances(ADVANCE_ACCOUNT)).get(CASH)!;
    expect(house).toMatchObject({ available: 0, receivable: [] });
    expect((await cash(SUB)).available).toBe(before.available + amount - fee + 4_900_000);
    const repaid = await call('CashAdvanceHistory', { subAccount: SUB, from: today(), to: today() });
    expect(repaid.data).toEqual([{ ...(first.data as object), status: 'repaid' }]);
    expect((await call('CashAdvance', params)).data).toMatchObject({ status: 'repaid' });
    const told = (await call('NotificationList', {})).data as { items: Array<{ kind: string; en: string }> };
    expect(told.items.filter((n) => n.kind === 'cash-advance').map((n) => n.en)).toEqual([
      `Cash advance #${(first.data as { id: number }).id} (${amount.toLocaleString('en-US')} VND) was repaid by the settled sale proceeds`,
      expect.stringMatching(/^Advanced /),
    ]);
  });

  it('gives statements that reconcile, and refuses reversed or over-long ranges', async () => {
    expect((await call('CashStatement', { subAccount: SUB, from: '2020-01-01', to: today() })).rc).toBe(
      -8505,
    );
    const from = `${Number(today().slice(0, 4)) - 1}${today().slice(4)}`;
    const full = (await call('CashStatement', { subAccount: SUB, from: from, to: today() })).data as {
      opening: number;
      closing: number;
      rows: Array<{ kind: string; debit: number; credit: number; balance: number; vi: string; en: string }>;
    };
    const sum = full.rows.reduce((s, r) => s + r.credit - r.debit, full.opening);
    expect(sum).toBe(full.closing);
    const now = await cash(SUB);
    expect(full.closing).toBe(now.available + now.blocked);
    expect(full.rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['deposit', 'cash-transfer', 'cash-advance']),
    );
    expect(full.rows.find((r) => r.kind === 'cash-transfer')).toMatchObject({
      debit: 10_000_000,
      vi: `Chuyển tiền nội bộ đến ${MARGIN}`,
      en: `Internal cash transfer to ${MARGIN}`,
    });
    const stocks = (await call('StockStatement', { subAccount: SUB, from: from, to: today(), symbol: 'FPT' }))
      .data as {
      symbols: Array<{
        symbol: string;
        opening: number;
        closing: number;
        rows: Array<{ in: number; out: number }>;
      }>;
    };
    expect(stocks.symbols.map((s) => s.symbol)).toEqual(['FPT']);
    const fpt = stocks.symbols[0]!;
    expect(fpt.rows.reduce((s, r) => s + r.in - r.out, fpt.opening)).toBe(fpt.closing);
    expect(fpt.closing).toBe(await shares(SUB, 'FPT'));
    const codes = await Promise.all([
      call('StockStatement', { subAccount: SUB, from: today(), to: from }),
      call('CashStatement', { subAccount: SUB, from: '2025-02-30', to: '2025-03-01' }),
      call('CashStatement', { subAccount: SUB, from: 'yesterday', to: today() }),
      call('CashStatement', { subAccount: OTHER, from: from, to: today() }),
      call('StockStatement', { subAccount: SUB, from: from, to: today() }, demo2),
    ]);
    expect(codes.map((r) => r.rc)).toEqual([-8505, -8505, -1, -6030, -6030]);
  });

  it('lets exactly k transfers of x (one, then 100 in parallel) through from a sub-account holding k x', async () => {
    const source = 'M000002';
    const held = (await cash(source, demo2)).available;
    const x = 5_000_000;
    const k = Math.floor(held / x);
    expect(k * x).toBe(held);
    // The session's PIN is checked against its hash once (as for orders), then kept: the first
    // transfer alone, so the burst is not refused as concurrent PIN guesses.
    const warm = await call(
      'CashTransfer',
      { fromSubAccount: source, toSubAccount: '0000021', amount: x, note: '', pin: PIN, refId: 'par-warm' },
      demo2,
    );
    expect(warm.rc).toBe(1);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(
          'CashTransfer',
          {
            fromSubAccount: source,
            toSubAccount: '0000021',
            amount: x,
            note: '',
            pin: PIN,
            refId: `par-${i}`,
          },
          demo2,
        ),
      ),
    );
    expect(replies.filter((r) => r.rc === 1)).toHaveLength(k - 1);
    expect(replies.filter((r) => r.rc === -8503)).toHaveLength(100 - k + 1);
    expect((await cash(source, demo2)).available).toBe(0);
    // A slip exactly for each transfer made.
    expect((await slips('money.cash-transfer', source)).map((slip) => slip.ref).sort()).toEqual(
      ['par-warm', ...replies.flatMap((r, i) => (r.rc === 1 ? [`par-${i}`] : []))].sort(),
    );
  });
});
