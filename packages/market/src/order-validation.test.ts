import { describe, expect, it } from 'vitest';
import { fillText } from './localized-text.ts';
import { ORDER_VALIDATION_MESSAGES } from './order-validation-messages.ts';
import { validateOrderDraft, type OrderDraft } from './order-validation.ts';
import { parsePriceInput } from './screen-price.ts';

describe('parsePriceInput', () => {
  it.each([
    ['23.45', 'stock', 23_450],
    ['23.4', 'stock', 23_400],
    ['0.01', 'cw', 10],
    ['1300.5', 'future', 130_050],
    ['ATO', 'stock', undefined],
    ['-1', 'stock', undefined],
  ] as const)('"%s" (%s) -> %s', (text, kind, price) => {
    expect(parsePriceInput(text, kind)).toBe(price);
  });
});

describe('validateOrderDraft', () => {
  const band = { ceiling: 26_750, floor: 23_250 };
  const base: OrderDraft = {
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    priceText: '25.00',
    volume: 100,
    band,
  };
  it.each<[string, Partial<OrderDraft>, string | undefined]>([
    ['a valid limit order', {}, undefined],
    ['a lower-case symbol', { symbol: ' fpt ' }, undefined],
    ['an empty symbol', { symbol: '' }, 'order.symbolInvalid'],
    ['an unlisted symbol', { isListed: (symbol) => symbol !== 'FPT' }, 'order.symbolInvalid'],
    ['a bad price', { priceText: 'abc' }, 'order.priceInvalid'],
    ['a zero price', { priceText: '0' }, 'order.priceInvalid'],
    ['a price off tick', { priceText: '25.01' }, 'order.priceInvalid'],
    ['a price above the ceiling', { priceText: '26.80' }, 'order.priceAboveCeiling'],
    ['the ceiling itself', { priceText: '26.75' }, undefined],
    ['a price below the floor', { priceText: '23.20' }, 'order.priceBelowFloor'],
    ['ATO on HSX', { priceText: 'ATO' }, undefined],
    ['MP on HSX', { priceText: 'mp' }, undefined],
    ['MOK on HSX', { priceText: 'MOK' }, 'order.typeNotAllowedHsx'],
    ['PLO on HSX', { priceText: 'PLO' }, 'order.typeNotAllowedHsx'],
    ['MP on HNX', { market: 'HNX', priceText: 'MP' }, 'order.typeNotAllowedHnx'],
    ['PLO on HNX', { market: 'HNX', priceText: 'PLO' }, undefined],
    ['ATC on UPCOM', { market: 'UPCOM', priceText: 'ATC' }, 'order.typeNotAllowedUpcom'],
    ['a volume of 150', { volume: 150 }, 'order.volumeInvalid'],
    ['an odd lot', { volume: 99 }, undefined],
    ['an odd lot at ATC', { volume: 99, priceText: 'ATC' }, 'order.volumeInvalid'],
    ['a zero volume', { volume: 0 }, 'order.volumeInvalid'],
    ['above the HOSE maximum', { volume: 500_100 }, 'order.volumeInvalid'],
    [
      '1000 contracts',
      {
        symbol: 'VN30F2505',
        market: 'DERIV',
        kind: 'future',
        priceText: '1300.5',
        volume: 1000,
        band: undefined,
      },
      undefined,
    ],
    [
      '1001 contracts',
      {
        symbol: 'VN30F2505',
        market: 'DERIV',
        kind: 'future',
        priceText: '1300.5',
        volume: 1001,
        band: undefined,
      },
      'order.volumeInvalid',
    ],
    [
      'a futures price off tick',
      { symbol: 'VN30F1M', market: 'DERIV', kind: 'future', priceText: '1300.55', band: undefined },
      'order.priceInvalid',
    ],
    [
      'MP on derivatives',
      { symbol: 'VN30F1M', market: 'DERIV', kind: 'future', priceText: 'MP', band: undefined },
      'order.typeNotAllowedDerivatives',
    ],
  ])('%s', (_name, change, key) => {
    const result = validateOrderDraft({ ...base, ...change });
    expect(result.ok ? undefined : result.key).toBe(key);
  });
  it('returns the order to send', () => {
    expect(validateOrderDraft({ ...base, symbol: 'fpt' })).toEqual({
      ok: true,
      symbol: 'FPT',
      type: 'LO',
      price: 25_000,
    });
    expect(validateOrderDraft({ ...base, priceText: 'ATC' })).toEqual({
      ok: true,
      symbol: 'FPT',
      type: 'ATC',
      price: undefined,
    });
  });
  it('names the ceiling in its message', () => {
    const result = validateOrderDraft({ ...base, priceText: '27' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(fillText(ORDER_VALIDATION_MESSAGES[result.key].en, result.values)).toBe(
      'Price must not exceed the ceiling (26.75)',
    );
    expect(fillText(ORDER_VALIDATION_MESSAGES[result.key].vi, result.values)).toBe(
      'Giá không được vượt quá giá trần (26.75)',
    );
  });
});
