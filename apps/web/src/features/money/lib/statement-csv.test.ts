import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cashStatementCsv, stockStatementCsv } from './statement-csv';

const labels = {
  date: 'Ngày',
  time: 'Giờ',
  description: 'Diễn giải',
  debit: 'Phát sinh giảm',
  credit: 'Phát sinh tăng',
  balance: 'Số dư',
  opening: 'Số dư đầu kỳ',
  closing: 'Số dư cuối kỳ',
};

describe('statement CSV', () => {
  it('starts with a BOM and carries every row, with commas and quotes escaped', () => {
    const text = cashStatementCsv(
      {
        subAcntNo: '0000011',
        from: '2026-03-01',
        to: '2026-03-31',
        opening: 1_000,
        closing: 1_500,
        rows: [
          {
            entryId: 1,
            date: '2026-03-02',
            time: '10:00:00',
            kind: 'deposit',
            vi: 'Nộp tiền, "demo"',
            en: 'Cash deposit',
            debit: 0,
            credit: 700,
            balance: 1_700,
          },
          {
            entryId: 2,
            date: '2026-03-03',
            time: '10:01:00',
            kind: 'cash-transfer',
            vi: 'Chuyển tiền nội bộ đến M000001',
            en: 'x',
            debit: 200,
            credit: 0,
            balance: 1_500,
          },
        ],
      },
      labels,
      'vi',
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1)).data;
    expect(parsed[0]).toEqual(['Ngày', 'Giờ', 'Diễn giải', 'Phát sinh giảm', 'Phát sinh tăng', 'Số dư']);
    expect(parsed[1]).toEqual(['Số dư đầu kỳ', '', '', '', '', '1000']);
    expect(parsed[2]).toEqual(['02/03/2026', '10:00:00', 'Nộp tiền, "demo"', '0', '700', '1700']);
    expect(parsed[3]![2]).toBe('Chuyển tiền nội bộ đến M000001');
    expect(parsed[4]).toEqual(['Số dư cuối kỳ', '', '', '', '', '1500']);
  });

  it('lists each symbol with its opening, movements and closing', () => {
    const text = stockStatementCsv(
      {
        subAcntNo: '0000011',
        from: '2026-03-01',
        to: '2026-03-31',
        symbols: [
          {
            symbol: 'FPT',
            opening: 1_000,
            closing: 900,
            rows: [
              {
                entryId: 3,
                date: '2026-03-04',
                time: '11:00:00',
                kind: 'stock-transfer',
                vi: 'a',
                en: 'Internal stock transfer to M000001',
                in: 0,
                out: 100,
                pending: 0,
                balance: 900,
              },
              {
                entryId: 4,
                date: '2026-03-05',
                time: '08:30:00',
                kind: 'stock-dividend',
                vi: 'b',
                en: 'Dividend shares pending listing +150 (FPT), not yet tradable',
                in: 0,
                out: 0,
                pending: 150,
                balance: 900,
              },
            ],
          },
        ],
      },
      { ...labels, symbol: 'Symbol', in: 'In', out: 'Out', pending: 'Pending' },
      'en',
    );
    const parsed = Papa.parse<string[]>(text.slice(1)).data;
    expect(parsed.map((r) => r[0])).toEqual(['Symbol', 'FPT', 'FPT', 'FPT', 'FPT']);
    expect(parsed[0]!.at(-1)).toBe('Pending');
    expect(parsed[2]).toEqual([
      'FPT',
      '04/03/2026',
      '11:00:00',
      'Internal stock transfer to M000001',
      '0',
      '100',
      '900',
      '0',
    ]);
    expect(parsed[3]!.slice(3)).toEqual([
      'Dividend shares pending listing +150 (FPT), not yet tradable',
      '0',
      '0',
      '900',
      '150',
    ]);
  });
});
