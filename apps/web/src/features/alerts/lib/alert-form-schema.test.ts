import { describe, expect, it } from 'vitest';
import { alertFormSchema, thresholdOf, thresholdText, type AlertFormInput } from './alert-form-schema';

const schema = alertFormSchema((symbol) => (symbol.startsWith('VN30F') ? 'future' : 'stock'));
const base = {
  symbol: 'fpt',
  kind: 'priceAbove' as const,
  threshold: '125.5',
  repeat: 'once' as const,
  active: true,
};

describe('alert form', () => {
  it('reads each kind in the board units', () => {
    expect(schema.parse(base)).toEqual({
      symbol: 'FPT',
      kind: 'priceAbove',
      threshold: 125_500,
      repeat: 'once',
      active: true,
    });
    expect(schema.parse({ ...base, symbol: 'VN30F2412', threshold: '1300.5' }).threshold).toBe(130_050);
    expect(schema.parse({ ...base, kind: 'changePctBelow', threshold: '-3.25' }).threshold).toBe(-3.25);
    expect(schema.parse({ ...base, kind: 'volumeAbove', threshold: '1,000,000' }).threshold).toBe(1_000_000);
    expect(schema.parse({ ...base, kind: 'ceiling', threshold: 'anything' }).threshold).toBe(0);
  });

  it('refuses what the market rule refuses, with its message key', () => {
    const issues = (input: AlertFormInput) => {
      const result = schema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(issues({ ...base, threshold: 'abc' })).toEqual(['threshold:alert.thresholdPrice']);
    expect(issues({ ...base, kind: 'changePctAbove', threshold: '150' })).toEqual([
      'threshold:alert.thresholdPercent',
    ]);
    expect(issues({ ...base, kind: 'volumeAbove', threshold: '1.5' })).toEqual([
      'threshold:alert.thresholdVolume',
    ]);
    expect(issues({ ...base, symbol: 'F-P' })[0]).toBe('symbol:validation.symbol');
  });

  it('writes a kept threshold back as typed', () => {
    expect(thresholdText('priceBelow', 23_450, 'stock')).toBe('23.45');
    expect(thresholdText('floor', 0, 'stock')).toBe('');
    expect(thresholdOf('changePctAbove', '2.5', 'stock')).toBe(2.5);
  });
});
