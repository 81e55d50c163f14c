// Loans near or past their due date raise notifications, once per stage, and bad input to the margin
// commands gets a coded error and changes nothing (SQLite and PostgreSQL; issue 17 items 3 and 8).
import { addDays, formatDate, PROTOCOL_ERROR_CODES } from '@sen/market';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { withMarketHeld } from '../../testing/market-held.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { borrowBuyingFpt } from './margin-test-setup.ts';

const SUB = 'M000001';
const PIN = '123456';
const BAD = PROTOCOL_ERROR_CODES.badRequest;
type Loan = { loanId: number; dueDate: string; outstanding: number; status: string };
type Note = { kind: string; subAcntNo: string; vi: string; en: string };

describe.each(testAppDatabases())('margin due notices and bad input on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);
  const loans = async () => (await call('MarginDebtList', { subAccount: SUB })).data as Loan[];
  const notes = async () =>
    ((await call('NotificationList', { limit: 100 })).data as { items: Note[] }).items.filter(
      (n) => n.kind === 'loan-due' && n.subAcntNo === SUB,
    );
  const ledgerEntries = async () =>
    Number(
      (
        await app.storage.db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
    // A loan: a buy of FPT beyond the cash, what did not fill cancelled.
    await borrowBuyingFpt(app, demo, SUB, 300_000_000, 230_000_000);
    await vi.waitFor(async () => expect((await loans()).length).toBeGreaterThan(0), { timeout: 30_000 });
  }, 120_000);
  afterAll(() => close?.());

  it('a loan near its due date, then past it, raises one notification each', async () => {
    const list = await loans();
    const due = list[0]!.dueDate;
    expect(list.every((l) => l.dueDate === due && l.status === 'open')).toBe(true);
    expect(await app.margin.dueNotices(addDays(due, -8))).toBe(0);
    expect(await app.margin.dueNotices(addDays(due, -7))).toBe(list.length);
    expect(await app.margin.dueNotices(addDays(due, -3))).toBe(0); // once per stage
    expect(await app.margin.dueNotices(due)).toBe(0);
    expect(await app.margin.dueNotices(addDays(due, 1))).toBe(list.length);
    expect(await app.margin.dueNotices(addDays(due, 30))).toBe(0);
    const sent = await notes();
    expect(sent).toHaveLength(2 * list.length);
    expect(sent.filter((n) => n.vi.includes('sắp đến hạn') && n.en.includes('due soon'))).toHaveLength(
      list.length,
    );
    expect(sent.filter((n) => n.vi.includes('đã quá hạn') && n.en.includes('past due'))).toHaveLength(
      list.length,
    );
    // The due date as every screen shows it (dd/mm/yyyy), in both languages, never the ISO field.
    for (const n of sent) {
      expect(n.en).toContain(formatDate(due));
      expect(n.vi).toContain(formatDate(due));
      expect(n.en).not.toContain(due);
    }
  });

  it('bad input gets a coded error and changes nothing', async () => {
    const digest = async () => ({
      info: (await call('MarginInfo', { subAccount: SUB })).data,
      loans: await loans(),
      notes: ((await call('NotificationList', { limit: 100 })).data as { items: unknown[] }).items.length,
      entries: await ledgerEntries(),
    });
    // MarginInfo values the account at live prices: the market holds still between the reads.
    await withMarketHeld(app, async () => {
      const before = await digest();
      const repay = (params: Record<string, unknown>) =>
        call('MarginRepay', { subAccount: SUB, amount: 1_000, pin: PIN, refId: 'bad-input', ...params });
      const cases: Array<[string, () => Promise<{ rc: number }>, number]> = [
        ['amount as text', () => repay({ amount: '1000' }), BAD],
        ['fractional amount', () => repay({ amount: 1.5 }), BAD],
        ['no amount', () => call('MarginRepay', { subAccount: SUB, pin: PIN, refId: 'bad-input' }), BAD],
        ['no PIN', () => call('MarginRepay', { subAccount: SUB, amount: 1_000, refId: 'bad-input' }), BAD],
        ['empty refId', () => repay({ refId: ' ' }), BAD],
        ['refId too long', () => repay({ refId: 'r'.repeat(65) }), BAD],
        ['unknown parameter', () => repay({ unknownParameter: 'x' }), BAD],
        [
          'malformed sub-account (no such account of the caller)',
          () => repay({ subAccount: "M0'1;--" }),
          -6030,
        ],
        ['zero', () => repay({ amount: 0 }), -8354],
        ['negative', () => repay({ amount: -1_000 }), -8354],
        ['a normal sub-account', () => repay({ subAccount: '0000011' }), -8351],
        ['MarginInfo of a normal sub-account', () => call('MarginInfo', { subAccount: '0000011' }), -8351],
        [
          'MarginDebtList of a normal sub-account',
          () => call('MarginDebtList', { subAccount: '0000011' }),
          -8351,
        ],
        ['MarginInfo without subAccount', () => call('MarginInfo', {}), BAD],
        ['the test hook, off here', () => call('MarginTestMarket', { action: 'next-day' }), -8111],
        [
          'the test hook, bad percent',
          () => call('MarginTestMarket', { action: 'shift', symbol: 'FPT', percent: -80 }),
          BAD,
        ],
        ['the test hook, bad word', () => call('MarginTestMarket', { action: 'crash' }), BAD],
      ];
      for (const [what, run, rc] of cases) expect((await run()).rc, what).toBe(rc);
      expect(await digest()).toEqual(before);
    });
  });
});
