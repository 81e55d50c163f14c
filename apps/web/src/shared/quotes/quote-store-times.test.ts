import { quoteSchema, type Quote } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { createQuoteStore } from '@/shared/quotes/quote-store';

const quote = (symbol: string): Quote =>
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

describe('quote store change times', () => {
  it('knows when each quote last changed, by the market clock', () => {
    let now: number | null = null;
    const store = createQuoteStore(() => now);
    store.load([quote('FPT')]);
    expect(store.changedAt('FPT')).toBeUndefined(); // clock not synced yet
    now = 1_000;
    store.load([quote('FPT'), quote('VNM')]);
    expect(store.changedAt('FPT')).toBe(1_000);
    now = 2_000;
    store.update('FPT', (q) => ({ ...q, last: 25_100 }));
    expect(store.changedAt('FPT')).toBe(2_000);
    expect(store.changedAt('VNM')).toBe(1_000);
    now = 3_000;
    store.update('VNM', (q) => q); // no change, no new time
    expect(store.changedAt('VNM')).toBe(1_000);
    store.defer('VNM', (q) => ({ ...q, last: 25_200 }));
    expect(store.changedAt('VNM')).toBe(3_000);
    expect(store.lastChangeAt()).toBe(3_000);
    store.update('HPG', (q) => ({ ...q, last: 1 })); // unknown symbol
    expect(store.changedAt('HPG')).toBeUndefined();
  });
});
