import type { Quote } from '@sen/protocol';
import { blankQuote } from '@/shared/testing/quote-fixture';
import { describe, expect, it, vi } from 'vitest';
import { createQuoteStore, type IdleScheduler } from '@/shared/quotes/quote-store';

const quote = blankQuote;

describe('quote store changes waiting for a reader', () => {
  it('applies them when the main thread is idle, only while the idle period lasts, and the snapshot keeps its own', () => {
    const pending: Parameters<IdleScheduler>[0][] = [];
    const store = createQuoteStore(
      () => 1_000,
      (callback) => pending.push(callback),
    );
    store.load([quote('FPT'), quote('VNM'), quote('HPG')]);
    const changes = ['FPT', 'VNM', 'HPG'].map((symbol, index) => {
      const change = vi.fn((q: Quote) => ({ ...q, last: 25_100 + index * 100 }));
      store.defer(symbol, change);
      return change;
    });
    store.defer('FPT', (q) => ({ ...q, lastVolume: 10 }));
    // One idle callback asked for, however many changes wait.
    expect(pending).toHaveLength(1);
    expect(changes.every((change) => change.mock.calls.length === 0)).toBe(true);
    // An idle period with time for one symbol: the first symbol's changes, in order, then it waits
    // for the next idle period.
    let left = 10;
    pending.shift()!(() => (left -= 8));
    expect(changes.map((change) => change.mock.calls.length)).toEqual([1, 0, 0]);
    expect(pending).toHaveLength(1);
    pending.shift()!(() => 50);
    expect(changes.map((change) => change.mock.calls.length)).toEqual([1, 1, 1]);
    expect(pending).toHaveLength(0);
    // Applied once: reading the symbols does not apply them again.
    expect([store.get('FPT'), store.get('VNM'), store.get('HPG')].map((q) => q?.last)).toEqual([
      25_100, 25_200, 25_300,
    ]);
    expect(store.get('FPT')?.lastVolume).toBe(10);
    expect(changes.map((change) => change.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
