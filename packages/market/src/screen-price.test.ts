import { describe, expect, it } from 'vitest';
import {
  formatScreenPrice,
  fromScreenUnits,
  parsePriceInput,
  priceInputText,
  stepPrice,
  toScreenUnits,
} from './screen-price.ts';

describe('screen prices', () => {
  it.each([
    [23_450, 'stock', '23.45', '23.45'],
    [130_050, 'future', '1,300.5', '1300.5'],
    [130_000, 'future', '1,300.0', '1300'],
    [9_990, 'etf', '9.99', '9.99'],
  ] as const)('%d %s shows %s and types %s', (price, kind, shown, typed) => {
    expect(formatScreenPrice(price, kind)).toBe(shown);
    expect(priceInputText(price, kind)).toBe(typed);
    expect(parsePriceInput(priceInputText(price, kind), kind)).toBe(price);
  });

  it('steps futures by 0.1 point and HOSE stocks across tick levels, inside the band', () => {
    expect(stepPrice('DERIV', 'future', 130_050, 1)).toBe(130_060);
    expect(stepPrice('DERIV', 'future', 130_050, -2)).toBe(130_030);
    expect(stepPrice('HSX', 'stock', 9_990, 1)).toBe(10_000);
    expect(stepPrice('HSX', 'stock', 10_000, -1)).toBe(9_990);
    expect(stepPrice('HSX', 'stock', 10_165, 1)).toBe(10_200);
    expect(stepPrice('HSX', 'stock', 10_165, -1)).toBe(10_150);
    expect(stepPrice('HSX', 'stock', 25_000, 1, { ceiling: 25_000, floor: 22_000 })).toBe(25_000);
    expect(stepPrice('HSX', 'stock', 22_000, -1, { ceiling: 25_000, floor: 22_000 })).toBe(22_000);
  });
});

describe('screen units', () => {
  it.each([
    [23_450, 'stock', 23.45],
    [130_050, 'future', 1300.5],
    [9_990, 'cw', 9.99],
  ] as const)('%d %s is %d on screen and back', (price, kind, screen) => {
    expect(toScreenUnits(price, kind)).toBe(screen);
    expect(fromScreenUnits(screen, kind)).toBe(price);
  });
});
