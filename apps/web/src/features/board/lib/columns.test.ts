import { quoteSchema, type CoveredWarrant, type Quote } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import type { CellContext } from './cell-view';
import { cellWidths, oddLotColumns, standardColumns } from './columns';
import { derivativeColumns, warrantColumns } from './special-columns';

const base = {
  market: 'HSX',
  kind: 'stock',
  open: null,
  high: null,
  low: null,
  avg: null,
  totalValue: null,
  totalBidVolume: null,
  totalAskVolume: null,
  foreign: { buyVolume: 12_340, sellVolume: 0, buyValue: 0, sellValue: 0, room: 1_500_000 },
  openInterest: null,
  maturity: null,
  session: null,
  boardId: 'G1',
};
const quote = (patch: Partial<Quote>): Quote =>
  quoteSchema.parse({
    ...base,
    symbol: 'FPT',
    ref: 118_000,
    ceiling: 126_200,
    floor: 109_800,
    last: 118_300,
    lastVolume: 200,
    change: 300,
    changePct: 0.25,
    totalVolume: 370_500,
    bids: [{ price: 118_200, volume: 9_130 }],
    asks: [{ price: 'ATC', volume: 500 }],
    ...patch,
  });
const ctx: CellContext = { changeMode: 'value', foreignMode: 'flow', derivative: false, volumeUnit: 10 };
const view = (columns: ReturnType<typeof standardColumns>, id: string, q: Quote, c = ctx, related?: Quote) =>
  columns.find((column) => column.id === id)!.view(q, c, related);

describe('board columns', () => {
  it('reads prices in thousands, volumes x10, colours by class, change as +/- or %', () => {
    const columns = standardColumns(ctx);
    const q = quote({});
    expect(view(columns, 'lastPrice', q)).toEqual({ text: '118.30', value: 118_300, colour: 'i' });
    expect(view(columns, 'ceiling', q).colour).toBe('c');
    expect(view(columns, 'bidPrice1', q).text).toBe('118.20');
    expect(view(columns, 'bidVolume1', q).text).toBe('913');
    expect(view(columns, 'askPrice1', q)).toEqual({ text: 'ATC', value: null, colour: 'e' });
    expect(view(columns, 'totalVolume', q).text).toBe('37,050');
    expect(view(columns, 'change', q).text).toBe('+0.30');
    expect(view(columns, 'change', q, { ...ctx, changeMode: 'percent' }).text).toBe('+0.25%');
    expect(view(columns, 'bidPrice3', q).text).toBe('');
    expect(columns.filter((column) => column.order).map((column) => `${column.id}:${column.order}`)).toEqual([
      'bidPrice3:BUY',
      'bidPrice2:BUY',
      'bidPrice1:BUY',
      'lastPrice:BUY',
      'askPrice1:SELL',
      'askPrice2:SELL',
      'askPrice3:SELL',
    ]);
  });

  it('shows foreign buy/sell or room, and odd lots in shares without foreign columns', () => {
    expect(
      standardColumns({ ...ctx, foreignMode: 'room' })
        .map((c) => c.id)
        .slice(-1),
    ).toEqual(['foreignRoom']);
    expect(view(standardColumns({ ...ctx, foreignMode: 'room' }), 'foreignRoom', quote({})).text).toBe(
      '1,500,000',
    );
    expect(
      standardColumns(ctx)
        .map((c) => c.id)
        .slice(-2),
    ).toEqual(['foreignBuy', 'foreignSell']);
    const odd = oddLotColumns();
    expect(odd.some((column) => column.group === 'foreign')).toBe(false);
    expect(view(odd, 'bidVolume1', quote({}), { ...ctx, volumeUnit: 1 }).text).toBe('9,130');
  });

  it('derivatives in points with one decimal; warrants with the underlying and break-even', () => {
    const future = quote({
      symbol: 'VN30F1M',
      kind: 'future',
      market: 'DERIV',
      ref: 133_870,
      ceiling: 143_240,
      floor: 124_500,
      last: 133_740,
      maturity: '2026-12-17',
      openInterest: 1_234,
    });
    const fctx = { ...ctx, derivative: true, volumeUnit: 1 };
    expect(view(derivativeColumns(), 'lastPrice', future, fctx).text).toBe('1,337.4');
    expect(view(derivativeColumns(), 'maturity', future, fctx).text).toBe('17/12/2026');
    expect(view(derivativeColumns(), 'openInterest', future, fctx).text).toBe('1,234');
    // The contract's code links to its detail page, as a stock's code does.
    expect(derivativeColumns().find((column) => column.id === 'symbol')?.link).toBe(true);
    const terms: CoveredWarrant = {
      symbol: 'CFPT2601',
      issuer: 'KIS',
      underlying: 'FPT',
      ratio: 10,
      exercisePrice: 105_400,
      firstTradingDate: null,
      lastTradingDate: '2027-02-16',
      maturityDate: '2027-02-18',
      price: null,
      status: 'L',
      breakevenPoint: null,
      underlyingLast: null,
      underlyingRef: 118_000,
      underlyingCeiling: 126_200,
      underlyingFloor: 109_800,
    };
    const warrant = quote({
      symbol: 'CFPT2601',
      kind: 'cw',
      ref: 1_600,
      ceiling: 2_420,
      floor: 780,
      last: 1_620,
      change: 20,
      changePct: 1.25,
    });
    // Break-even reads the terms after the underlying's corporate actions (none here: as issued).
    const adjustedTerms = new Map([[terms.symbol, { adjustedExercisePrice: 105_400, adjustedRatio: 10 }]]);
    const wctx = { ...ctx, warrants: new Map([[terms.symbol, terms]]), adjustedTerms };
    const columns = warrantColumns();
    expect(view(columns, 'issuer', warrant, wctx).text).toBe('KIS');
    expect(view(columns, 'expiry', warrant, wctx).text).toBe('16/02/2027');
    expect(view(columns, 'maturity', warrant, wctx).text).toBe('18/02/2027');
    expect(view(columns, 'underlyingPrice', warrant, wctx, quote({})).text).toBe('118.30');
    expect(view(columns, 'ratio', warrant, wctx).text).toBe('10:1');
    expect(view(columns, 'breakeven', warrant, wctx, quote({}))).toMatchObject({
      text: '121.60',
      colour: 'i',
    });
  });
});

describe('cell widths', () => {
  it("are each column's share of the row, the header grid's tracks when the row is at least the columns' width", () => {
    const columns = oddLotColumns();
    const widths = cellWidths(columns);
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    expect(widths).toHaveLength(columns.length);
    widths.forEach((width, index) =>
      expect(Number.parseFloat(width)).toBeCloseTo((columns[index]!.width / total) * 100, 3),
    );
    expect(widths.reduce((sum, width) => sum + Number.parseFloat(width), 0)).toBeCloseTo(100, 2);
  });
});
