import { describe, expect, it } from 'vitest';
import {
  changePercent,
  formatBillions,
  formatChange,
  formatDerivativePrice,
  formatIndexPoints,
  formatInteger,
  formatMultiple,
  formatPercent,
  formatRatio,
  formatPrice,
  formatSignedInteger,
  formatVolume,
} from './format-number.ts';

describe('formatPrice', () => {
  it.each([
    [23_450, '23.45'],
    [25_300, '25.30'],
    [9_990, '9.99'],
    [100, '0.10'],
    [0, '0.00'],
    [1_234_500, '1,234.50'],
  ])('%d VND -> %s', (vnd, text) => {
    expect(formatPrice(vnd)).toBe(text);
  });
  it.each([
    [130_050, '1,300.5'],
    [130_000, '1,300.0'],
    [99_910, '999.1'],
  ])('derivative %d -> %s', (value, text) => {
    expect(formatDerivativePrice(value)).toBe(text);
  });
  it('prints index points with 2 decimals', () => {
    expect(formatIndexPoints(1234.5)).toBe('1,234.50');
    expect(formatIndexPoints(933.876)).toBe('933.88');
  });
});

describe('formatVolume and money', () => {
  it.each([
    [12_340, 10, '1,234'],
    [15, 10, '1.5'],
    [1_000_000, 10, '100,000'],
    [15, 1, '15'],
    [0, 10, '0'],
  ])('%d shares in units of %d -> %s', (shares, unit, text) => {
    expect(formatVolume(shares, unit)).toBe(text);
  });
  it.each([
    [12_345_000_000, '12.35'],
    [999_000_000, '1.00'],
    [0, '0.00'],
    [1_234_560_000_000, '1,234.56'],
  ])('%d VND -> %s bn', (vnd, text) => {
    expect(formatBillions(vnd)).toBe(text);
  });
  it('prints whole numbers', () => {
    expect(formatInteger(1_234_567)).toBe('1,234,567');
    expect(formatInteger(-0.2)).toBe('0');
  });
  it('prints whole-number changes with their sign', () => {
    expect(formatSignedInteger(1_300)).toBe('+1,300');
    expect(formatSignedInteger(-300)).toBe('-300');
    expect(formatSignedInteger(0)).toBe('0');
  });
});

describe('formatChange and formatPercent', () => {
  it.each([
    [500, false, '+0.50'],
    [-1_200, false, '-1.20'],
    [0, false, '0.00'],
    [-1, false, '0.00'],
    [350, true, '+3.5'],
    [-120, true, '-1.2'],
  ])('%d (derivative %s) -> %s', (change, derivative, text) => {
    expect(formatChange(change, derivative)).toBe(text);
  });
  it.each([
    [2.0161, '+2.02%'],
    [-0.15, '-0.15%'],
    [0, '0.00%'],
    [-0.001, '0.00%'],
  ])('%d -> %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });
  it('computes percent change', () => {
    expect(changePercent(25_300, 24_800)).toBeCloseTo(2.0161, 4);
    expect(changePercent(25_300, 0)).toBe(0);
  });
});

describe('formatRatio', () => {
  it.each([
    [0.44372, '44.37%'],
    [0, '0.00%'],
    [10, '1,000.00%'],
  ])('%d is %s', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });
});

describe('formatMultiple', () => {
  it.each([
    [12.345, '12.3'],
    [0, '0.0'],
    [1234.56, '1,234.6'],
  ])('%d is %s', (value, text) => {
    expect(formatMultiple(value)).toBe(text);
  });
});

describe('remembered texts', () => {
  it('gives the same text for a value formatted again, also after the memory fills and is dropped', () => {
    const first = Array.from({ length: 5_000 }, (_, index) => formatPrice(10_000 + index * 50));
    expect(first[0]).toBe('10.00');
    expect(first[4_999]).toBe('259.95');
    const again = Array.from({ length: 5_000 }, (_, index) => formatPrice(10_000 + index * 50));
    expect(again).toEqual(first);
    // Values that differ only where a format rounds stay apart in the memory.
    expect(formatVolume(15)).toBe('1.5');
    expect(formatVolume(15, 1)).toBe('15');
    expect(formatChange(-0)).toBe('0.00');
    expect(formatChange(0.4)).toBe('0.00');
    expect(formatChange(10)).toBe('+0.01');
  });
});
