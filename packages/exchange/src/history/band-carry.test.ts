import { describe, expect, it } from 'vitest';
import { bandCarried } from './band-carry.ts';

describe('bandCarried', () => {
  it('holds a move beyond the band at the limit and carries the rest to the next traded days', () => {
    const moves = [0.2, 0, 0, -0.01, 0.01];
    const traded = [true, true, false, true, true];
    const r = bandCarried(
      (d) => moves[d]!,
      5,
      0.07,
      (d) => traded[d]!,
    );
    const up = Math.log(1.07);
    expect(r[0]).toBeCloseTo(up, 12);
    expect(r[1]).toBeCloseTo(up, 12);
    expect(r[2]).toBe(0); // no trade: the close stays
    // Left of the 0.2: 0.2 - 2 up = 0.0647, plus -0.01 on day 3.
    expect(r[3]).toBeCloseTo(0.2 - 2 * up - 0.01, 12);
    expect(r[4]).toBeCloseTo(0.01, 12);
    // The path ends where the fair value went.
    expect(r.reduce((a, b) => a + b, 0)).toBeCloseTo(0.2, 12);
  });

  it('a fall beyond the floor stops at log(1 - band)', () => {
    const r = bandCarried(
      (d) => (d === 0 ? -0.3 : 0),
      3,
      0.15,
      () => true,
    );
    expect(r[0]).toBeCloseTo(Math.log(0.85), 12);
    expect(r[1]).toBeCloseTo(-0.3 - Math.log(0.85), 12);
    expect(r[2]).toBe(0);
  });
});
