import { describe, expect, it } from 'vitest';
import {
  ORDER_TYPES,
  classifyPriceInput,
  isMarketPriceType,
  isOrderTypeAllowedOnMarket,
  orderTypeFromCode,
} from './order-types.ts';

describe('classifyPriceInput', () => {
  it.each([
    ['23.45', '01'],
    [' 23 ', '01'],
    ['.5', '01'],
    ['0', '00'],
    ['0.00', '00'],
    ['-5', '00'],
    ['ATO', '02'],
    ['atc', '03'],
    ['MP', '04'],
    ['mtl', '05'],
    ['MOK', '06'],
    ['MAK', '07'],
    ['PLO', '08'],
    ['LO', '00'],
    ['', '00'],
    ['12a', '00'],
    ['1e3', '00'],
    ['Infinity', '00'],
  ])('"%s" -> %s', (text, code) => {
    expect(classifyPriceInput(text)).toBe(code);
  });
});

describe('order type codes', () => {
  it('round-trips every type', () => {
    for (const [index, type] of ORDER_TYPES.entries()) {
      expect(orderTypeFromCode(`0${index + 1}`)).toBe(type);
    }
    expect(orderTypeFromCode('00')).toBeUndefined();
  });
  it('knows which types carry no price', () => {
    expect(isMarketPriceType('LO')).toBe(false);
    expect(isMarketPriceType('ATC')).toBe(true);
  });
});

describe('isOrderTypeAllowedOnMarket (client, spec §5)', () => {
  const table = {
    HSX: { LO: true, ATO: true, ATC: true, MP: true, MTL: true, MOK: false, MAK: false, PLO: false },
    HNX: { LO: true, ATO: false, ATC: true, MP: false, MTL: true, MOK: true, MAK: true, PLO: true },
    UPCOM: { LO: true, ATO: false, ATC: false, MP: false, MTL: false, MOK: false, MAK: false, PLO: false },
    DERIV: { LO: true, ATO: true, ATC: true, MP: false, MTL: true, MOK: true, MAK: true, PLO: false },
  } as const;
  for (const [market, types] of Object.entries(table)) {
    it.each(Object.entries(types))(`${market} %s -> %s`, (type, expected) => {
      expect(isOrderTypeAllowedOnMarket(market as keyof typeof table, type as keyof typeof types)).toBe(
        expected,
      );
    });
  }
});
