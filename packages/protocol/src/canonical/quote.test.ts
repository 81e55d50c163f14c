import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteArbitrary } from './quote.arbitrary.ts';
import { changePctOf, quoteSchema, withDerivedChange } from './quote.ts';

describe('quote change', () => {
  it('rounds the percent change to 2 decimals', () => {
    expect(changePctOf(25_300, 25_000)).toBe(1.2);
    expect(changePctOf(24_990, 25_000)).toBe(-0.04);
    expect(changePctOf(null, 25_000)).toBe(0);
    expect(changePctOf(100, 0)).toBe(0);
  });

  it('never answers -0 (it would not survive JSON)', () => {
    expect(Object.is(changePctOf(199_990, 200_000), 0)).toBe(true);
  });

  it('derives change and percent from last and ref', () => {
    expect(withDerivedChange({ last: 24_500, ref: 25_000 })).toEqual({
      last: 24_500,
      ref: 25_000,
      change: -500,
      changePct: -2,
    });
    expect(withDerivedChange({ last: null, ref: 25_000 })).toMatchObject({ change: 0, changePct: 0 });
  });
});

describe('quote generator', () => {
  it('yields valid canonical quotes', () => {
    for (const q of fc.sample(fc.oneof(quoteArbitrary(), quoteArbitrary({ future: true, depth: 10 })), 200)) {
      expect(quoteSchema.safeParse(q).success).toBe(true);
    }
  });
});
