import type { Quote } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { applyEvent } from './apply-event';

const quote: Quote = {
  symbol: 'FPT',
  market: 'HSX',
  kind: 'stock',
  ref: 118_000,
  ceiling: 126_200,
  floor: 109_800,
  last: null,
  lastVolume: 0,
  change: 0,
  changePct: 0,
  open: null,
  high: null,
  low: null,
  avg: null,
  totalVolume: 0,
  totalValue: 0,
  bids: [],
  asks: [],
  totalBidVolume: null,
  totalAskVolume: null,
  foreign: { buyVolume: 0, sellVolume: 0, buyValue: 0, sellValue: 0, room: 1_000 },
  openInterest: null,
  maturity: null,
  session: null,
  boardId: 'G1',
};
const trade = {
  symbol: 'FPT',
  seq: 1,
  time: '09:20:00',
  price: 118_500,
  volume: 200,
  side: null,
  change: 500,
  changePct: 0.42,
  totalVolume: 1_200,
  high: 118_600,
  low: 117_900,
  avg: 118_200,
  projected: false,
  openInterest: null,
};

describe('applyEvent', () => {
  it('moves the quote with a matched trade', () => {
    const next = applyEvent(quote, { type: 'trade', trade, boardId: 'G1' });
    expect(next).toMatchObject({
      last: 118_500,
      lastVolume: 200,
      change: 500,
      totalVolume: 1_200,
      high: 118_600,
      low: 117_900,
      open: 118_500,
    });
  });

  it('ignores projections, odd lots and other symbols', () => {
    expect(applyEvent(quote, { type: 'trade', trade: { ...trade, projected: true }, boardId: 'G1' })).toBe(
      quote,
    );
    expect(applyEvent(quote, { type: 'trade', trade, boardId: 'G4' })).toBe(quote);
    expect(applyEvent(quote, { type: 'trade', trade: { ...trade, symbol: 'VNM' }, boardId: 'G1' })).toBe(
      quote,
    );
  });

  it('takes foreign figures', () => {
    const next = applyEvent(quote, {
      type: 'foreign',
      symbol: 'FPT',
      foreign: { buyVolume: 500, sellVolume: 100, room: 900 },
    });
    expect(next.foreign).toEqual({ buyVolume: 500, sellVolume: 100, buyValue: 0, sellValue: 0, room: 900 });
  });
});
