// Orders placed before the open or in the lunch break wait as reserved (Q) with their money blocked,
// and go to the exchange when their session opens (HOSE: the opening call at 09:00; HNX and UPCOM:
// continuous matching at 09:00; derivatives: the opening call at 08:45; everyone at 13:00 after
// lunch), in the order they were placed; what the exchange refuses gets its money back.
import { afterEach, describe, expect, it } from 'vitest';
import { futuresInitialMargin } from '@sen/market';
import { buyBlockAmount } from '../ledger/block-amounts.ts';
import { placeHarnessOrder } from './oms-harness.ts';
import { at, NEXT_DATE, openReserved, type ReservedHarness } from './reserved-test-support.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

let r: ReservedHarness | undefined;
afterEach(async () => {
  await r?.h.close();
  r = undefined;
});

type Price = Parameters<typeof placeHarnessOrder>[2]['price'];
const buy = (a: number, symbol: string, price: Price, refId: string, volume = 100, nextSession = false) =>
  placeHarnessOrder(r!.h, a, { symbol, side: 'B', price, volume, refId, nextSession });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof SenError ? error.rc : error),
  );

describe('orders placed before the open', () => {
  it('HOSE: an LO at 08:41 and an ATO at 08:50 wait, then go at the opening call in placement order', async () => {
    r = await openReserved('08:41');
    const before = await r.cash(0);
    const lo = await buy(0, 'FPT', 99_000, 'pre-lo');
    expect(lo).toMatchObject({ status: 'Q', tradeDate: '2026-01-05' });
    expect(await r.cash(0)).toBe(before - buyBlockAmount(99_000, 100));
    await r.advance('08:50');
    const ato = await buy(1, 'FPT', 'ATO', 'pre-ato');
    const second = await buy(0, 'FPT', 98_000, 'pre-lo-2');
    await r.advance('08:59:59');
    expect(r.accepted).toEqual([]);
    expect((await r.row(ato.orderNo)).status).toBe('Q');

    await r.advance('09:00');
    expect(r.accepted).toEqual(
      [lo, ato, second].map((o) => ({ orderNo: Number(o.orderNo), time: at('09:00') })),
    );
    for (const o of [lo, ato, second]) expect((await r.row(o.orderNo)).status).toBe('P');

    // The ATO order found nothing at the opening call: its remainder expires, its cash comes back.
    const cashBefore = await r.cash(1);
    await r.advance('09:15');
    expect(await r.row(ato.orderNo)).toMatchObject({ status: 'D', blocked: 0 });
    expect(await r.cash(1)).toBeGreaterThan(cashBefore);
    expect((await r.row(lo.orderNo)).status).toBe('P');
  });

  it('HNX and UPCOM: an LO before the open goes at 09:00 into continuous matching', async () => {
    r = await openReserved('08:30');
    const hnx = await buy(0, 'SHS', 19_900, 'hnx-lo');
    const upcom = await buy(1, 'BSR', 19_900, 'upcom-lo');
    expect([hnx.status, upcom.status]).toEqual(['Q', 'Q']);
    await r.advance('08:59:59');
    expect(r.accepted).toEqual([]);
    await r.advance('09:00');
    expect(r.accepted.map((a) => a.orderNo)).toEqual([Number(hnx.orderNo), Number(upcom.orderNo)]);
    expect((await r.row(hnx.orderNo)).status).toBe('P');
    expect((await r.row(upcom.orderNo)).status).toBe('P');
  });

  it('HNX has no ATO: refused with -6023 and nothing written', async () => {
    r = await openReserved('08:30');
    expect(await rejection(buy(0, 'SHS', 'ATO', 'hnx-ato'))).toBe(-6023);
    expect(await r.h.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it('derivatives: an ATO before 08:45 goes at their opening call', async () => {
    r = await openReserved('08:30');
    const before = await r.cash(0);
    const ato = await buy(0, 'VN30F2601', 'ATO', 'deriv-ato', 1);
    expect(ato.status).toBe('Q');
    expect(before - (await r.cash(0))).toBe(futuresInitialMargin(139_100, 1));
    await r.advance('08:44:59');
    expect(r.accepted).toEqual([]);
    await r.advance('08:45');
    expect(r.accepted).toEqual([{ orderNo: Number(ato.orderNo), time: at('08:45') }]);
    expect((await r.row(ato.orderNo)).status).toBe('P');
  });
});

describe('orders placed in the lunch break', () => {
  it('HOSE LO and HNX MTL go at 13:00; the MTL meets the sell resting since the morning', async () => {
    r = await openReserved('11:00');
    const rest = await placeHarnessOrder(r.h, 1, {
      symbol: 'SHS',
      side: 'S',
      price: 20_100,
      volume: 100,
      refId: 'rest',
    });
    await r.advance('12:00');
    const hose = await buy(0, 'FPT', 99_000, 'lunch-lo');
    const mtl = await buy(0, 'SHS', 'MTL', 'lunch-mtl');
    expect([hose.status, mtl.status]).toEqual(['Q', 'Q']);
    expect(await rejection(buy(0, 'FPT', 'ATO', 'lunch-ato'))).toBe(-6024); // no opening call left today
    await r.advance('12:59:59');
    expect(r.accepted.map((a) => a.orderNo)).toEqual([Number(rest.orderNo)]);
    await r.advance('13:00');
    expect(r.accepted.slice(1)).toEqual(
      [hose, mtl].map((o) => ({ orderNo: Number(o.orderNo), time: at('13:00') })),
    );
    expect((await r.row(hose.orderNo)).status).toBe('P');
    expect(await r.row(mtl.orderNo)).toMatchObject({ status: 'M', trade_date: '2026-01-05' });
    expect((await r.row(rest.orderNo)).status).toBe('M');
  });

  it('UPCOM and derivatives: lunch orders go at 13:00', async () => {
    r = await openReserved('11:45');
    const upcom = await buy(0, 'BSR', 19_900, 'lunch-upcom');
    const future = await buy(1, 'VN30F2601', 129_000, 'lunch-future', 1);
    expect([upcom.status, future.status]).toEqual(['Q', 'Q']);
    await r.advance('12:59:59');
    expect(r.accepted).toEqual([]);
    await r.advance('13:00');
    expect(r.accepted).toEqual(
      [upcom, future].map((o) => ({ orderNo: Number(o.orderNo), time: at('13:00') })),
    );
    expect((await r.row(future.orderNo)).status).toBe('P');
  });

  it('an HNX MTL with nothing to meet at 13:00 is cancelled by the exchange and its cash released', async () => {
    r = await openReserved('12:00');
    const before = await r.cash(0);
    const mtl = await buy(0, 'SHS', 'MTL', 'lonely-mtl');
    expect(await r.cash(0)).toBeLessThan(before);
    await r.advance('13:00');
    expect(await r.row(mtl.orderNo)).toMatchObject({ status: 'X', blocked: 0 });
    expect(await r.cash(0)).toBe(before);
  });
});

describe('an order written while its session opens', () => {
  it('goes at once: its phase began after it was placed (market clock)', async () => {
    r = await openReserved('12:59:59');
    const lunch = await buy(0, 'FPT', 99_000, 'edge-lunch');
    const row = await r.h.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', Number(lunch.orderNo))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'Q', placed_at: at('12:59:59') });
    // As if its commit came after the 13:00 phase change: not held yet when the session opened.
    r.h.oms.submitter.forget(row.id);
    await r.advance('13:00');
    expect(r.accepted).toEqual([]);
    r.h.oms.submitter.reserve(row);
    await r.advance('13:00');
    expect(r.accepted).toEqual([{ orderNo: Number(lunch.orderNo), time: at('13:00') }]);
    expect((await r.row(lunch.orderNo)).status).toBe('P');
  });

  it('a next-session order placed as the afternoon opens waits for the closing call', async () => {
    r = await openReserved('13:00');
    const next = await buy(0, 'SHS', 19_900, 'edge-next', 100, true);
    expect(next.status).toBe('Q');
    await r.advance('14:29:59');
    expect(r.accepted).toEqual([]);
    await r.advance('14:30');
    expect(r.accepted).toEqual([{ orderNo: Number(next.orderNo), time: at('14:30') }]);
  });
});

describe('next-session orders', () => {
  it('placed after the close wait for the next day; one the exchange then refuses gets its cash back', async () => {
    r = await openReserved('15:30');
    const before = await r.cash(0);
    const stock = await buy(0, 'FPT', 99_000, 'next-fpt', 100, true);
    // A warrant past its last trading day: the exchange refuses it the next morning.
    const warrant = await buy(0, 'CFPT2601', 2_000, 'next-cw', 100, true);
    expect([stock.tradeDate, warrant.tradeDate]).toEqual([NEXT_DATE, NEXT_DATE]);
    await r.advance('08:59:59', NEXT_DATE);
    expect(r.accepted).toEqual([]);
    await r.advance('09:00', NEXT_DATE);
    expect(r.accepted).toEqual([{ orderNo: Number(stock.orderNo), time: at('09:00', NEXT_DATE) }]);
    expect(await r.row(warrant.orderNo)).toMatchObject({ status: 'R', blocked: 0 });
    expect(await r.row(stock.orderNo)).toMatchObject({ status: 'P', trade_date: NEXT_DATE });
    expect(before - (await r.cash(0))).toBe(buyBlockAmount(99_000, 100));
  });
});
