import { quoteSchema, type CoveredWarrant, type Quote } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import type { CellContext } from './cell-view';
import { sortSymbols } from './sort-symbols';
import { warrantColumns } from './special-columns';

const quote = (symbol: string, kind: 'stock' | 'cw', ref: number, last: number | null): Quote =>
  quoteSchema.parse({
    symbol,
    market: 'HSX',
    kind,
    ref,
    ceiling: ref * 2,
    floor: 10,
    last,
    lastVolume: 0,
    change: 0,
    changePct: 0,
    open: null,
    high: null,
    low: null,
    avg: null,
    totalVolume: 0,
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
const terms = (
  symbol: string,
  exercisePrice: number,
  ratio: number,
  maturityDate: string,
): CoveredWarrant => ({
  symbol,
  issuer: 'KIS',
  underlying: 'FPT',
  ratio,
  exercisePrice,
  firstTradingDate: null,
  lastTradingDate: maturityDate,
  maturityDate,
  price: null,
  status: 'L',
  breakevenPoint: null,
  underlyingLast: null,
  underlyingRef: 36_000,
  underlyingCeiling: 38_500,
  underlyingFloor: 33_500,
});

const fpt = quote('FPT', 'stock', 35_500, 36_000);
const warrants = [
  terms('CFPT2601', 35_000, 2, '2026-12-28'),
  terms('CFPT2602', 40_000, 4, '2026-12-01'),
  // Issued at 40,000 and 4:1; FPT then paid a 1,000 cash dividend and 100:20 dividend shares:
  // the server's adjusted terms are 32,352 and 3.2352:1 (x 0.80880). Last trades after Tết 2027.
  terms('CFPT2603', 40_000, 4, '2027-02-15'),
];
const quotes = new Map([
  ['FPT', fpt],
  ['CFPT2601', quote('CFPT2601', 'cw', 1_100, 1_200)],
  ['CFPT2602', quote('CFPT2602', 'cw', 300, null)],
  ['CFPT2603', quote('CFPT2603', 'cw', 1_100, 1_200)],
]);
const adjusted = (exercisePrice: number, ratio: number) => ({
  adjustedExercisePrice: exercisePrice,
  adjustedRatio: ratio,
});
const ctx: CellContext = {
  changeMode: 'value',
  foreignMode: 'flow',
  derivative: false,
  volumeUnit: 10,
  warrants: new Map(warrants.map((w) => [w.symbol, w])),
  adjustedTerms: new Map([
    ['CFPT2601', adjusted(35_000, 2)],
    ['CFPT2602', adjusted(40_000, 4)],
    ['CFPT2603', adjusted(32_352, 3.2352)],
  ]),
  marketDate: '2026-11-26',
  moneynessLabels: { ITM: 'Trong tiền', ATM: 'Ngang giá', OTM: 'Ngoài tiền' },
};
const columns = warrantColumns();
const view = (id: string, symbol: string) =>
  columns.find((column) => column.id === id)!.view(quotes.get(symbol)!, ctx, fpt);

describe('warrant analytics columns', () => {
  it('reads premium, gearing, moneyness and days left from the live prices', () => {
    // CFPT2601: 35,000 + 1,200 x 2 = 37,400 against 36,000 -> +3.89%, 36,000 / 2,400 = 15x, in the money.
    expect(view('premium', 'CFPT2601')).toEqual({ text: '+3.89%', value: 3.89, colour: null });
    expect(view('gearing', 'CFPT2601')).toEqual({ text: '15.00x', value: 15, colour: null });
    expect(view('moneyness', 'CFPT2601')).toEqual({ text: 'Trong tiền', value: 1.0286, colour: 'i' });
    // Trading days from the market date 26/11 to the last trading date 28/12 (weekends skipped).
    expect(view('daysToMaturity', 'CFPT2601')).toEqual({ text: '23', value: 23, colour: null });
    // CFPT2602 has not matched: its reference 300 -> 41,200 (+14.44%), 30x, out of the money.
    expect(view('premium', 'CFPT2602').text).toBe('+14.44%');
    expect(view('gearing', 'CFPT2602').text).toBe('30.00x');
    expect(view('moneyness', 'CFPT2602')).toMatchObject({ text: 'Ngoài tiền', colour: 'd' });
    expect(view('daysToMaturity', 'CFPT2602').text).toBe('4');
  });
  it('reads a warrant whose underlying went ex on its adjusted terms, and skips Tết in its days', () => {
    // Adjusted: 32,352 + 1,200 x 3.2352 = 36,234 against 36,000 -> +0.65%, 36,000 / 3,882 = 9.27x,
    // 36,000 / 32,352 = 1.1128 in the money (the issued 40,000 and 4:1 would read 44,800, +24.44%,
    // 7.50x, out of the money).
    expect(view('breakeven', 'CFPT2603').text).toBe('36.23');
    expect(view('premium', 'CFPT2603').text).toBe('+0.65%');
    expect(view('gearing', 'CFPT2603').text).toBe('9.27x');
    expect(view('moneyness', 'CFPT2603')).toEqual({ text: 'Trong tiền', value: 1.1128, colour: 'i' });
    // 26/11/2026 to 15/2/2027: 58 weekdays less 1/1 and Tết (4-5/2, 8-10/2): 52 trading days.
    expect(view('daysToMaturity', 'CFPT2603')).toEqual({ text: '52', value: 52, colour: null });
  });
  it('shows no analytics before the adjusted terms are loaded', () => {
    const loading = { ...ctx, adjustedTerms: undefined };
    for (const id of ['breakeven', 'premium', 'gearing', 'moneyness'])
      expect(columns.find((c) => c.id === id)!.view(quotes.get('CFPT2603')!, loading, fpt).text).toBe('');
  });
  it('leaves the cells empty without the underlying or the market date', () => {
    const column = columns.find((c) => c.id === 'gearing')!;
    expect(column.view(quotes.get('CFPT2601')!, ctx).text).toBe('');
    const days = columns.find((c) => c.id === 'daysToMaturity')!;
    expect(days.view(quotes.get('CFPT2601')!, { ...ctx, marketDate: undefined }).text).toBe('');
  });
  it('sorts by the analytics, reading each row with its underlying', () => {
    const symbols = ['CFPT2601', 'CFPT2602'];
    const sorted = (column: string, direction: 'asc' | 'desc') =>
      sortSymbols(
        symbols,
        { column, direction },
        columns,
        (s) => quotes.get(s),
        ctx,
        () => fpt,
      );
    expect(sorted('gearing', 'desc')).toEqual(['CFPT2602', 'CFPT2601']);
    expect(sorted('premium', 'asc')).toEqual(['CFPT2601', 'CFPT2602']);
    expect(sorted('moneyness', 'desc')).toEqual(['CFPT2601', 'CFPT2602']);
    expect(sorted('daysToMaturity', 'asc')).toEqual(['CFPT2602', 'CFPT2601']);
  });
});
