import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteArbitrary } from '../canonical/quote.arbitrary.ts';
import { quoteToSnapshot, snapshotToQuote } from './stock-snapshot.ts';

describe('newer stock snapshot codec', () => {
  it('round-trips canonical quotes with 10 levels', () => {
    fc.assert(
      fc.property(quoteArbitrary({ depth: 10 }), (q) => {
        expect(snapshotToQuote(JSON.parse(JSON.stringify(quoteToSnapshot(q))))).toEqual({
          ok: true,
          value: q,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('writes feed market ids', () => {
    const [q] = fc.sample(quoteArbitrary(), { numRuns: 1, seed: 7 });
    if (q === undefined) throw new Error('no sample');
    expect(quoteToSnapshot({ ...q, market: 'HNX' }).marketId).toBe('STX');
  });

  it.each([
    ['decimal price', (s: Record<string, unknown>) => ({ ...s, ref: 25.3 })],
    ['negative volume', (s: Record<string, unknown>) => ({ ...s, totalVolume: -10 })],
    ['unknown market', (s: Record<string, unknown>) => ({ ...s, marketId: 'NYSE' })],
    [
      'bad side',
      (s: Record<string, unknown>) => ({ ...s, orderEntries: [{ side: 'X', price: 1000, volume: 10 }] }),
    ],
    [
      'ATO after level 1',
      (s: Record<string, unknown>) => ({
        ...s,
        orderEntries: [
          { side: 'B', price: 1000, volume: 10 },
          { side: 'B', price: 'ATO', volume: 10 },
        ],
      }),
    ],
    ['string price', (s: Record<string, unknown>) => ({ ...s, ceil: '27000' })],
  ])('rejects %s', (_name, mutate) => {
    const [q] = fc.sample(quoteArbitrary(), { numRuns: 1, seed: 3 });
    if (q === undefined) throw new Error('no sample');
    expect(snapshotToQuote(mutate({ ...quoteToSnapshot(q) })).ok).toBe(false);
  });
});
