import { describe, expect, it } from 'vitest';
import { REFERENCE_COLOUR, changeColour, priceColour } from './price-colour.ts';

describe('priceColour', () => {
  const day = { ref: 25_000, ceiling: 26_750, floor: 23_250 };
  it.each([
    [26_750, 'c'],
    [23_250, 'f'],
    [25_000, 'e'],
    [25_300, 'i'],
    [24_800, 'd'],
    [0, 'e'],
    [null, 'e'],
    [undefined, 'e'],
  ] as const)('%s -> %s', (price, colour) => {
    expect(priceColour({ price, ...day })).toBe(colour);
  });
  it('colours the reference cell r', () => {
    expect(REFERENCE_COLOUR).toBe('r');
  });
  it.each([
    [1.5, 'i'],
    [-0.2, 'd'],
    [0, 'e'],
  ] as const)('change %d -> %s', (change, colour) => {
    expect(changeColour(change)).toBe(colour);
  });
});
