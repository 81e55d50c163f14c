import { describe, expect, it } from 'vitest';
import { tradeMovesQuote, type QuoteDayFigures, type TradeFigures } from './quote-moves.ts';

const quote: QuoteDayFigures = {
  last: 25_000,
  lastVolume: 100,
  change: 0,
  changePct: 0,
  open: 25_000,
  high: 25_100,
  low: 24_900,
  avg: 25_000,
  totalVolume: 5_000,
  openInterest: null,
};
const trade: TradeFigures = {
  price: 25_300,
  volume: 200,
  change: 300,
  changePct: 1.2,
  totalVolume: 5_200,
  high: 25_300,
  low: 24_900,
  avg: 25_050,
  projected: false,
  openInterest: null,
};

describe('tradeMovesQuote', () => {
  it.each([
    [
      'a match moves the day',
      trade,
      { last: 25_300, lastVolume: 200, totalVolume: 5_200, high: 25_300, avg: 25_050 },
    ],
    ['the day volume never falls', { ...trade, totalVolume: 4_000 }, { totalVolume: 5_000 }],
    [
      'a trade without high/low/avg keeps them',
      { ...trade, high: 0, low: 0, avg: 0 },
      { high: 25_100, low: 24_900, avg: 25_000 },
    ],
    [
      'a projected match moves only the match column',
      { ...trade, projected: true, totalVolume: 9_999, high: 26_000 },
      { last: 25_300, totalVolume: 5_000, high: 25_100 },
    ],
    [
      'a projected match without a price keeps the last',
      { ...trade, projected: true, price: 0 },
      { last: 25_000 },
    ],
    ['open interest follows the trade', { ...trade, openInterest: 1_234 }, { openInterest: 1_234 }],
  ])('%s', (_name, event, expected) => {
    expect(tradeMovesQuote(quote, event)).toMatchObject(expected);
  });

  it('the first match of the day is the open', () => {
    expect(tradeMovesQuote({ ...quote, open: null }, trade).open).toBe(25_300);
  });
});
