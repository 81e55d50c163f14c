import { describe, expect, it } from 'vitest';
import { conditionalFormSchema, conditionalParams } from './conditional-form';

const base = {
  type: 'stopLoss',
  side: 'B',
  symbol: 'fpt',
  trigger: '99',
  price: '98.5',
  volume: '100',
  expiry: '2026-01-06',
} as const;

describe('conditional order form', () => {
  it('turns a stock trigger and price in thousands into VND, a stop loss sells', () => {
    const values = conditionalFormSchema.parse(base);
    expect(conditionalParams(values)).toEqual({
      symbol: 'FPT',
      side: 'S',
      type: 'stopLoss',
      trigger: 99_000,
      orderPrice: 98_500,
      volume: 100,
    });
  });

  it('turns a VN30F trigger and price in index points into points x 100', () => {
    const values = conditionalFormSchema.parse({
      ...base,
      type: 'takeProfit',
      symbol: 'VN30F1M',
      trigger: '1300.5',
      price: '1300.4',
      volume: '2',
    });
    expect(conditionalParams(values)).toMatchObject({ trigger: 130_050, orderPrice: 130_040, volume: 2 });
    expect(conditionalParams({ ...values, price: 'MTL' })).toMatchObject({
      trigger: 130_050,
      orderPrice: 'MTL',
    });
  });

  it('refuses a trigger that is no price', () => {
    const result = conditionalFormSchema.safeParse({ ...base, trigger: 'ATO' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('order.priceInvalid');
  });
});
