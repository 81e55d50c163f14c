import { quoteSchema, type Quote } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import type { CellContext } from './cell-view';
import { standardColumns } from './columns';
import { nextSort, sortSymbols } from './sort-symbols';

const ctx: CellContext = { changeMode: 'value', foreignMode: 'flow', derivative: false, volumeUnit: 10 };
const quote = (symbol: string, last: number | null, totalVolume: number): Quote =>
  quoteSchema.parse({
    symbol,
    market: 'HSX',
    kind: 'stock',
    ref: 20_000,
    ceiling: 21_400,
    floor: 18_600,
    last,
    lastVolume: 0,
    change: last === null ? 0 : last - 20_000,
    changePct: 0,
    open: null,
    high: null,
    low: null,
    avg: null,
    totalVolume,
    totalValue: null,
    bids: [],
    asks: [],
    totalBidVolume: null,
    totalAskVolume: null,
    foreign: { buyVolume: 0, sellVolume: 0, buyValue: 0, sellValue: 0, room: null },
    openInterest: null,
    maturity: null,
    session: null,
    boardId: 'G1',
  });
const quotes = new Map(
  [quote('AAA', 20_500, 100), quote('BBB', null, 0), quote('CCC', 19_000, 900)].map((q) => [q.symbol, q]),
);
const columns = standardColumns(ctx);

describe('sorting', () => {
  it('starts descending and alternates; another column starts descending again', () => {
    const first = nextSort(null, 'lastPrice');
    expect(first).toEqual({ column: 'lastPrice', direction: 'desc' });
    expect(nextSort(first, 'lastPrice').direction).toBe('asc');
    expect(nextSort(nextSort(first, 'lastPrice'), 'lastPrice').direction).toBe('desc');
    expect(nextSort(first, 'totalVolume')).toEqual({ column: 'totalVolume', direction: 'desc' });
  });

  it('orders by the cell value, empty cells last, symbols as text', () => {
    const symbols = ['AAA', 'BBB', 'CCC'];
    const by = (column: string, direction: 'asc' | 'desc') =>
      sortSymbols(symbols, { column, direction }, columns, (s) => quotes.get(s), ctx);
    expect(by('lastPrice', 'desc')).toEqual(['AAA', 'CCC', 'BBB']);
    expect(by('lastPrice', 'asc')).toEqual(['CCC', 'AAA', 'BBB']);
    expect(by('totalVolume', 'desc')).toEqual(['CCC', 'AAA', 'BBB']);
    expect(by('symbol', 'desc')).toEqual(['CCC', 'BBB', 'AAA']);
    expect(sortSymbols(symbols, null, columns, (s) => quotes.get(s), ctx)).toBe(symbols);
  });
});
