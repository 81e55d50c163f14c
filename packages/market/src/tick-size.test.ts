import { describe, expect, it } from 'vitest';
import { addTicks, isOnTick, nextTick, previousTick, roundToTick, tickSize } from './tick-size.ts';

describe('tickSize', () => {
  it.each([
    ['HSX', 'stock', 9_990, 10],
    ['HSX', 'stock', 10_000, 50],
    ['HSX', 'stock', 49_950, 50],
    ['HSX', 'stock', 50_000, 100],
    ['HSX', 'stock', 120_000, 100],
    ['HSX', 'etf', 60_000, 10],
    ['HSX', 'cw', 1_230, 10],
    ['HNX', 'stock', 5_000, 100],
    ['HNX', 'stock', 80_000, 100],
    ['UPCOM', 'stock', 3_000, 100],
    ['DERIV', 'future', 130_050, 10],
    ['HSX', 'bond', 100_123, 1],
  ] as const)('%s %s at %d is %d', (market, kind, price, tick) => {
    expect(tickSize(market, kind, price)).toBe(tick);
  });
});

describe('isOnTick', () => {
  it.each([
    ['HSX', 'stock', 9_990, true],
    ['HSX', 'stock', 10_010, false],
    ['HSX', 'stock', 10_050, true],
    ['HSX', 'stock', 50_050, false],
    ['HSX', 'stock', 50_100, true],
    ['HNX', 'stock', 12_150, false],
    ['UPCOM', 'stock', 12_100, true],
    ['DERIV', 'future', 130_055, false],
    ['HSX', 'stock', 0, false],
    ['HSX', 'stock', -10, false],
    ['HSX', 'stock', 10.5, false],
  ] as const)('%s %s %d -> %s', (market, kind, price, expected) => {
    expect(isOnTick(market, kind, price)).toBe(expected);
  });
});

describe('roundToTick', () => {
  it.each([
    [10_165, 'down', 10_150],
    [10_165, 'up', 10_200],
    [10_165, 'nearest', 10_150],
    [10_175, 'nearest', 10_200],
    [8_835, 'up', 8_840],
    [8_835, 'down', 8_830],
    [9_995, 'up', 10_000],
    [49_960, 'down', 49_950],
    [49_960, 'up', 50_000],
    [50_030, 'down', 50_000],
    [10_150, 'down', 10_150],
    [10_149.9999999999, 'down', 10_150],
  ] as const)('HSX stock %d %s -> %d', (price, mode, expected) => {
    expect(roundToTick('HSX', 'stock', price, mode)).toBe(expected);
  });
  it('rounds futures to 0.1 point', () => {
    expect(roundToTick('DERIV', 'future', 139_106.7, 'down')).toBe(139_100);
    expect(roundToTick('HNX', 'stock', 11_050, 'nearest')).toBe(11_100);
  });
});

describe('next and previous tick', () => {
  it.each([
    [9_980, 9_990, 9_970],
    [9_990, 10_000, 9_980],
    [10_000, 10_050, 9_990],
    [49_950, 50_000, 49_900],
    [50_000, 50_100, 49_950],
  ])('around %d: next %d, previous %d', (price, next, previous) => {
    expect(nextTick('HSX', 'stock', price)).toBe(next);
    expect(previousTick('HSX', 'stock', price)).toBe(previous);
  });
  it('moves several ticks across bands', () => {
    expect(addTicks('HSX', 'stock', 9_980, 3)).toBe(10_050);
    expect(addTicks('HSX', 'stock', 10_050, -3)).toBe(9_980);
    expect(addTicks('DERIV', 'future', 130_000, -2)).toBe(129_980);
  });
});
