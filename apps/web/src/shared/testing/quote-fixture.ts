// For tests of the quote store and the live feed: a HOSE stock's quote before its first trade
// (reference 25,000 VND, its band, no book), as the board snapshot gives it.
import { quoteSchema, type Quote } from '@sen/protocol';

export const blankQuote = (symbol: string): Quote =>
  quoteSchema.parse({
    symbol,
    market: 'HSX',
    kind: 'stock',
    ref: 25_000,
    ceiling: 26_750,
    floor: 23_250,
    last: null,
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
    foreign: { buyVolume: 0, sellVolume: 0, buyValue: 0, sellValue: 0, room: 1000 },
    openInterest: null,
    maturity: null,
    session: null,
    boardId: 'G1',
  });
