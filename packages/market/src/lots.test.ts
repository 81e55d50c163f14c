import { describe, expect, it } from 'vitest';
import {
  BROKER_MAX_DERIVATIVE_VOLUME,
  isOddLot,
  isValidOrderVolume,
  isValidPutThroughVolume,
  lotKindOf,
} from './lots.ts';

describe('lotKindOf', () => {
  it.each([
    ['stock', 100, 'board'],
    ['stock', 1_500, 'board'],
    ['stock', 1, 'odd'],
    ['stock', 99, 'odd'],
    ['stock', 150, undefined],
    ['stock', 0, undefined],
    ['stock', -100, undefined],
    ['stock', 10.5, undefined],
    ['cw', 50, 'odd'],
    ['future', 7, 'board'],
  ] as const)('%s %d -> %s', (kind, volume, expected) => {
    expect(lotKindOf(kind, volume)).toBe(expected);
  });
  it('flags odd lots', () => {
    expect(isOddLot('stock', 20)).toBe(true);
    expect(isOddLot('stock', 200)).toBe(false);
    expect(isOddLot('future', 20)).toBe(false);
  });
});

describe('isValidOrderVolume', () => {
  it.each([
    ['HSX', 'stock', 500_000, true],
    ['HSX', 'stock', 500_100, false],
    ['HSX', 'cw', 99, true],
    ['HNX', 'stock', 1_000_000, true],
    ['UPCOM', 'stock', 250, false],
    ['DERIV', 'future', 500, true],
    ['DERIV', 'future', 501, false],
  ] as const)('%s %s %d -> %s', (market, kind, volume, expected) => {
    expect(isValidOrderVolume(market, kind, volume)).toBe(expected);
  });
  it('keeps the broker derivative limit of the spec apart from the exchange rule', () => {
    expect(BROKER_MAX_DERIVATIVE_VOLUME).toBe(1000);
  });
});

describe('isValidPutThroughVolume', () => {
  it.each([
    ['HSX', 20_000, true],
    ['HSX', 19_999, false],
    ['HNX', 5_000, true],
    ['HNX', 4_900, false],
    ['UPCOM', 1, true],
  ] as const)('%s %d -> %s', (market, volume, expected) => {
    expect(isValidPutThroughVolume(market, volume)).toBe(expected);
  });
});
