// Reserved orders across a restart (the OMS and a fresh exchange reopened on the same SQLite file,
// as after kill -9: the orders were acknowledged after their commit) and at the day's end: a
// reserved order not sent by the close of its day expires and its blocked cash comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { HARNESS_PIN, placeHarnessOrder } from './oms-harness.ts';
import { at, NEXT_DATE, openReserved, type ReservedHarness } from './reserved-test-support.ts';

let dir: string;
let file: string;
const open: ReservedHarness[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sen-reserved-'));
  file = join(dir, 'oms.sqlite');
});
afterEach(async () => {
  for (const r of open.splice(0)) await r.h.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The harness on the test's file at a market time; `reopen` as after a restart (resync run). */
async function start(time: string, reopen = false): Promise<ReservedHarness> {
  const r = await openReserved(time, { file, reopen });
  open.push(r);
  if (reopen) {
    await r.h.oms.submitter.resync();
    await r.advance(time); // what the re-sync sent
  }
  return r;
}
async function stop(r: ReservedHarness): Promise<void> {
  open.splice(open.indexOf(r), 1);
  await r.h.close();
}
const buy = (
  r: ReservedHarness,
  a: number,
  symbol: string,
  price: number | 'ATO' | 'PLO',
  refId: string,
  nextSession = false,
) => placeHarnessOrder(r.h, a, { symbol, side: 'B', price, volume: 100, refId, nextSession });

it('a reserved order placed before the open, server restarted before the open, is sent at the open', async () => {
  const first = await start('08:41');
  const hose = await buy(first, 0, 'FPT', 99_000, 'restart-hose');
  const hnx = await buy(first, 1, 'SHS', 19_900, 'restart-hnx');
  const ato = await buy(first, 0, 'FPT', 'ATO', 'restart-ato');
  const blocked = await first.cash(0);
  await stop(first);

  const second = await start('08:55', true);
  expect(await second.cash(0)).toBe(blocked);
  expect((await second.row(hose.orderNo)).status).toBe('Q');
  await second.advance('09:00');
  // Each market in the order its orders were placed (HOSE's opening call comes first at 09:00).
  expect(second.accepted).toEqual(
    [hose, ato, hnx].map((o) => ({ orderNo: Number(o.orderNo), time: at('09:00') })),
  );
  for (const o of [hose, hnx, ato]) expect((await second.row(o.orderNo)).status).toBe('P');
});

it('restarted after the open, a reserved order of the day is sent at once if its phase takes it', async () => {
  const first = await start('08:41');
  const hose = await buy(first, 0, 'FPT', 99_000, 'late-hose');
  await stop(first);
  const second = await start('10:00', true);
  expect(second.accepted.map((a) => a.orderNo)).toEqual([Number(hose.orderNo)]);
  expect((await second.row(hose.orderNo)).status).toBe('P');
});

it('a next-session order placed in continuous matching stays reserved across a restart in that phase', async () => {
  const first = await start('10:00');
  const hose = await buy(first, 0, 'FPT', 99_000, 'next-hose', true);
  const future = await buy(first, 1, 'VN30F2601', 129_000, 'next-future', true);
  expect([hose, future].map((o) => [o.status, o.tradeDate])).toEqual([
    ['Q', '2026-01-05'],
    ['Q', '2026-01-05'],
  ]);
  await stop(first);

  // Back at 10:05, still in the morning's continuous matching that took the orders as next-session.
  const second = await start('10:05', true);
  expect(second.accepted).toEqual([]);
  await second.advance('12:59:59');
  expect(second.accepted).toEqual([]);
  for (const o of [hose, future]) expect((await second.row(o.orderNo)).status).toBe('Q');
  // The next phase that takes them: the afternoon session.
  await second.advance('13:00');
  expect(second.accepted).toEqual(
    [hose, future].map((o) => ({ orderNo: Number(o.orderNo), time: at('13:00') })),
  );
  for (const o of [hose, future]) expect((await second.row(o.orderNo)).status).toBe('P');
});

it('a next-session order of the afternoon session, restarted in it, goes at the closing call', async () => {
  const first = await start('13:30');
  const hnx = await buy(first, 0, 'SHS', 19_900, 'next-hnx', true);
  await stop(first);
  const second = await start('13:40', true);
  await second.advance('14:29:59');
  expect(second.accepted).toEqual([]);
  await second.advance('14:30');
  expect(second.accepted).toEqual([{ orderNo: Number(hnx.orderNo), time: at('14:30') }]);
});

it('an order for the next day placed in the closing call, restarted in it, waits for the next day', async () => {
  const first = await start('14:35');
  const hose = await buy(first, 0, 'FPT', 99_000, 'tomorrow-hose', true);
  expect(hose).toMatchObject({ status: 'Q', tradeDate: NEXT_DATE });
  await stop(first);
  const second = await start('14:40', true);
  await second.advance('15:30');
  expect(second.accepted).toEqual([]);
  expect(await second.row(hose.orderNo)).toMatchObject({ status: 'Q', trade_date: NEXT_DATE });
  await second.advance('09:00', NEXT_DATE);
  expect(second.accepted).toEqual([{ orderNo: Number(hose.orderNo), time: at('09:00', NEXT_DATE) }]);
  expect(await second.row(hose.orderNo)).toMatchObject({ status: 'P', trade_date: NEXT_DATE });
});

it('an order placed in the lunch break, restarted in the afternoon session, is sent at once', async () => {
  const first = await start('12:00');
  const lunch = await buy(first, 0, 'FPT', 99_000, 'lunch-restart');
  await stop(first);
  const second = await start('13:30', true);
  expect(second.accepted.map((a) => a.orderNo)).toEqual([Number(lunch.orderNo)]);
  expect((await second.row(lunch.orderNo)).status).toBe('P');
});

it('a reserved order no session took expires at the day’s close, its cash released', async () => {
  const first = await start('08:41');
  const before = await first.cash(0);
  const ato = await buy(first, 0, 'FPT', 'ATO', 'missed-ato');
  await stop(first);
  // Down through the opening call: back at 14:29, no session left today takes the ATO order.
  const second = await start('14:29', true);
  expect((await second.row(ato.orderNo)).status).toBe('Q');
  await second.advance('14:59:59');
  expect(second.accepted).toEqual([]);
  await second.advance('15:00');
  expect(await second.row(ato.orderNo)).toMatchObject({ status: 'D', blocked: 0 });
  expect(await second.cash(0)).toBe(before);
});

it('back after the close, the day’s unsent reserved orders expire at the restart', async () => {
  const first = await start('12:00');
  const before = await first.cash(0);
  const lunch = await buy(first, 0, 'FPT', 99_000, 'lunch-down');
  await stop(first);
  const second = await start('15:30', true);
  expect(await second.row(lunch.orderNo)).toMatchObject({ status: 'D', blocked: 0 });
  expect(await second.cash(0)).toBe(before);
  expect(second.accepted).toEqual([]);
});

it('the re-sync after a restart neither re-sends nor counts a fully matched order (status M)', async () => {
  const first = await start('10:00');
  const resting = await buy(first, 0, 'FPT', 99_000, 'resync-resting');
  const filled = await buy(first, 0, 'FPT', 99_100, 'resync-filled');
  await first.row(filled.orderNo);
  // The fill as the follower writes it: status M with the whole volume matched.
  await first.h.db
    .updateTable('orders')
    .set({ status: 'M', matched_volume: 100 })
    .where('id', '=', Number(filled.orderNo))
    .execute();
  await stop(first);

  const second = await openReserved('10:01', { file, reopen: true });
  open.push(second);
  expect(await second.h.oms.submitter.resync()).toEqual({ resent: 1, expired: 0 });
  await second.advance('10:01');
  expect(second.accepted.map((a) => a.orderNo)).toEqual([Number(resting.orderNo)]);
  expect((await second.row(filled.orderNo)).status).toBe('M');
});

it('the re-sync writes the acceptances of the re-sent orders in one writer job, with the new exchange ids', async () => {
  const first = await start('10:00');
  const placed = [];
  for (let i = 0; i < 6; i += 1) placed.push(await buy(first, i % 2, 'FPT', 98_000 + i * 100, `resend-${i}`));
  await first.row(placed[0]!.orderNo);
  await stop(first);

  const second = await openReserved('10:01', { file, reopen: true });
  open.push(second);
  const jobs = second.h.oms.writer.stats.jobs;
  // Awaited: the acceptances are written once it returns (a taken-over market node then serves).
  expect(await second.h.oms.submitter.resync()).toEqual({ resent: 6, expired: 0 });
  expect(second.h.oms.writer.stats.jobs - jobs).toBe(1);
  expect(second.accepted.map((a) => a.orderNo)).toEqual(placed.map((o) => Number(o.orderNo)));
  const rows = await second.h.db
    .selectFrom('orders')
    .select(['id', 'status', 'exchange_order_id'])
    .where('ref_id', 'like', 'resend-%')
    .orderBy('id')
    .execute();
  expect(rows.map((row) => row.status)).toEqual(placed.map(() => 'P'));
  // Each row holds the id the fresh exchange gave it: cancelling reaches the exchange.
  const { caller, session, sub } = second.h.accounts[1]!;
  const cancel = await second.h.oms.amend.cancel(caller, session, sub, placed[3]!.orderNo, HARNESS_PIN);
  expect(cancel.orderNo).toBe(placed[3]!.orderNo);
  expect(await second.row(placed[3]!.orderNo)).toMatchObject({ status: 'X', blocked: 0 });
});
