import { blankQuote } from '@/shared/testing/quote-fixture';
import { describe, expect, it } from 'vitest';
import { createQuoteStore } from '@/shared/quotes/quote-store';

const quote = blankQuote;

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
