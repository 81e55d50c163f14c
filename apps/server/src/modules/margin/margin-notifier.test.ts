// The texts of margin notifications: numbers and dates as every screen shows them (@sen/market's
// formatInteger and formatDate: 1,100 and 25/02/2027), in Vietnamese and English.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from './margin-repository.ts';
import { MarginNotifier, type NotifyInput } from './margin-notifier.ts';

// The owner of a sub-account is read from the database: a stand-in answers customer 7.
vi.mock('./margin-repository.ts', () => ({
  customerOf: async () => ({ customerId: 7, username: 'demo' }),
}));

const db = {} as Db;

function capture(): { sent: NotifyInput[]; notifier: MarginNotifier } {
  const sent: NotifyInput[] = [];
  return { sent, notifier: new MarginNotifier(async (input) => void sent.push(input)) };
}

describe('MarginNotifier texts', () => {
  it('a force-sell names its volume with thousands separators', async () => {
    const { sent, notifier } = capture();
    await notifier.forceSell(db, 'M000001', { symbol: 'FPT', volume: 1_100, orderNo: '5', ratio: 0.2847 });
    expect(sent[0]).toMatchObject({ customerId: 7, subAccount: 'M000001', kind: 'force-sell' });
    expect(sent[0]!.vi).toBe(
      'Bán giải chấp: hệ thống đặt lệnh bán 1,100 FPT (lệnh 5) vì tỷ lệ ký quỹ tiểu khoản M000001 là 28.47%.',
    );
    expect(sent[0]!.en).toBe(
      'Force-sell: the system placed a sell of 1,100 FPT (order 5) as the margin ratio of M000001 is 28.47%.',
    );
  });

  it('a loan near or past due shows its dates as dd/mm/yyyy', async () => {
    const { sent, notifier } = capture();
    const loan = {
      loanId: 1,
      symbol: 'FPT',
      orderNo: '3',
      tradeDate: '2026-11-27',
      dueDate: '2027-02-25',
      principal: 212_583_800,
      outstanding: 187_583_800,
    };
    await notifier.loanDue(db, 'M000001', { ...loan, status: 'near-due' });
    await notifier.loanDue(db, 'M000001', { ...loan, status: 'past-due' });
    expect(sent.map((n) => n.vi)).toEqual([
      'Khoản vay FPT ngày 27/11/2026 sắp đến hạn (25/02/2027), còn nợ 187,583,800 VND.',
      'Khoản vay FPT ngày 27/11/2026 đã quá hạn (25/02/2027), còn nợ 187,583,800 VND.',
    ]);
    expect(sent.map((n) => n.en)).toEqual([
      'The FPT loan of 27/11/2026 is due soon (25/02/2027): 187,583,800 VND outstanding.',
      'The FPT loan of 27/11/2026 is past due (25/02/2027): 187,583,800 VND outstanding.',
    ]);
    // The data keeps the ISO date for programs.
    expect(sent[0]!.data).toMatchObject({ dueDate: '2027-02-25' });
  });
});
