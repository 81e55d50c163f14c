// Statements as CSV files that open in Excel: UTF-8 with a byte order mark, one header row in the
// chosen language, dates formatted by @sen/market, amounts as plain whole numbers (VND, shares).
import { formatDate, type Language } from '@sen/market';
import type { CashStatement, StockStatement } from '@sen/protocol';
import Papa from 'papaparse';

const BOM = '\uFEFF';

export interface CashCsvLabels {
  date: string;
  time: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
}

export interface StockCsvLabels extends Omit<CashCsvLabels, 'debit' | 'credit'> {
  symbol: string;
  in: string;
  out: string;
  /** Shares still to come (T+2, pending listing): the last column. */
  pending: string;
}

export function cashStatementCsv(s: CashStatement, labels: CashCsvLabels, language: Language): string {
  const l = labels;
  const rows: Array<Array<string | number>> = [
    [l.opening, '', '', '', '', s.opening],
    ...s.rows.map((r) => [formatDate(r.date, language), r.time, r[language], r.debit, r.credit, r.balance]),
    [l.closing, '', '', '', '', s.closing],
  ];
  return (
    BOM + Papa.unparse({ fields: [l.date, l.time, l.description, l.debit, l.credit, l.balance], data: rows })
  );
}

export function stockStatementCsv(s: StockStatement, labels: StockCsvLabels, language: Language): string {
  const l = labels;
  const rows = s.symbols.flatMap((sym): Array<Array<string | number>> => [
    [sym.symbol, l.opening, '', '', '', '', sym.opening, ''],
    ...sym.rows.map((r) => [
      sym.symbol,
      formatDate(r.date, language),
      r.time,
      r[language],
      r.in,
      r.out,
      r.balance,
      r.pending,
    ]),
    [sym.symbol, l.closing, '', '', '', '', sym.closing, ''],
  ]);
  return (
    BOM +
    Papa.unparse({
      fields: [l.symbol, l.date, l.time, l.description, l.in, l.out, l.balance, l.pending],
      data: rows,
    })
  );
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
