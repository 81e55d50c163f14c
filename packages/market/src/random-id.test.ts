import { describe, expect, it } from 'vitest';
import { RANDOM_ID_LENGTH, randomId } from './random-id.ts';

// A small deterministic generator (mulberry32) stands in for the injected source.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('randomId', () => {
  it('is 23 letters and digits', () => {
    const id = randomId(seeded(1));
    expect(id).toHaveLength(RANDOM_ID_LENGTH);
    expect(id).toMatch(/^[A-Za-z0-9]{23}$/);
  });
  it('is deterministic for a seed and differs across seeds', () => {
    expect(randomId(seeded(7))).toBe(randomId(seeded(7)));
    expect(randomId(seeded(7))).not.toBe(randomId(seeded(8)));
  });
  it.each([
    [() => 0, 'A'.repeat(23)],
    [() => 0.999999999, '9'.repeat(23)],
    [() => 1, '9'.repeat(23)],
  ])('maps the ends of [0, 1)', (random, expected) => {
    expect(randomId(random)).toBe(expected);
  });
  it('takes another length', () => {
    expect(randomId(() => 0.5, 8)).toHaveLength(8);
  });
});
