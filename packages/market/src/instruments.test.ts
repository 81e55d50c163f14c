import { describe, expect, it } from 'vitest';
import { instrumentKindOf, isCoveredWarrantSymbol, isDerivativeSymbol } from './instruments.ts';

describe('isDerivativeSymbol', () => {
  it.each([
    ['VN30F2504', true],
    ['VN30F1M', true],
    ['vn30f2q', true],
    ['VN30', false],
    ['FPT', false],
    ['VN100F1M', false],
  ])('%s -> %s', (symbol, expected) => {
    expect(isDerivativeSymbol(symbol)).toBe(expected);
  });
});

describe('instrumentKindOf', () => {
  it.each([
    ['FPT', undefined, 'stock'],
    ['CFPT2314', undefined, 'cw'],
    ['CII42013', undefined, 'stock'],
    ['E1VFVN30', 'E', 'etf'],
    ['FUEVFVND', 'E', 'etf'],
    ['CVRE2001', 'W', 'cw'],
    ['VN30F2504', undefined, 'future'],
    ['TCB', 'S', 'stock'],
    ['CII42013', 'B', 'bond'],
  ] as const)('%s (%s) is %s', (symbol, sType, kind) => {
    expect(instrumentKindOf(symbol, sType)).toBe(kind);
  });
  it('recognises warrant codes', () => {
    expect(isCoveredWarrantSymbol('CMBB2502')).toBe(true);
    expect(isCoveredWarrantSymbol('CMB')).toBe(false);
  });
});
