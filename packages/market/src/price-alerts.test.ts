import { describe, expect, it } from 'vitest';
import {
  alertConditionHolds,
  alertFiredText,
  alertThresholdProblem,
  stepAlert,
  type AlertQuote,
  type AlertWatch,
  type PriceAlertKind,
} from './price-alerts.ts';
import { tradingError } from './trading-errors.ts';

const quote = (last: number, totalVolume = 1_000): AlertQuote => ({
  last,
  reference: 20_000,
  ceiling: 21_400,
  floor: 18_600,
  totalVolume,
});

describe('alertConditionHolds', () => {
  it.each<[PriceAlertKind, number, number, boolean]>([
    ['priceAbove', 20_500, 20_500, true],
    ['priceAbove', 20_500, 20_450, false],
    ['priceBelow', 19_500, 19_500, true],
    ['priceBelow', 19_500, 19_550, false],
    ['priceBelow', 19_500, 0, false], // no match yet: no price
    ['changePctAbove', 2.5, 20_500, true], // +2.5%
    ['changePctAbove', 2.5, 20_450, false],
    ['changePctBelow', -3, 19_400, true], // -3%
    ['changePctBelow', -3, 19_450, false],
    ['ceiling', 0, 21_400, true],
    ['ceiling', 0, 21_350, false],
    ['floor', 0, 18_600, true],
    ['floor', 0, 18_650, false],
    ['floor', 0, 0, false],
  ])('%s %d at last %d -> %s', (kind, threshold, last, holds) => {
    expect(alertConditionHolds(kind, threshold, quote(last))).toBe(holds);
  });

  it('judges volume on the day volume, also before the first match', () => {
    expect(alertConditionHolds('volumeAbove', 1_000, quote(20_000, 1_000))).toBe(true);
    expect(alertConditionHolds('volumeAbove', 1_001, quote(20_000, 1_000))).toBe(false);
    expect(alertConditionHolds('volumeAbove', 0 + 1, quote(0, 5))).toBe(true);
  });
});

describe('stepAlert', () => {
  const watch = (repeat: AlertWatch['repeat']): AlertWatch => ({
    kind: 'priceAbove',
    threshold: 20_500,
    repeat,
    armed: true,
  });

  it('fires a once-alert one time and is done', () => {
    expect(stepAlert(watch('once'), quote(20_400))).toEqual({ fire: false, armed: true, done: false });
    expect(stepAlert(watch('once'), quote(20_600))).toEqual({ fire: true, armed: false, done: true });
  });

  it('re-arms a rearm-alert only after its condition went false, then fires again', () => {
    let state = watch('rearm');
    const prices = [20_400, 20_500, 20_600, 20_700, 20_400, 20_550, 20_600];
    const fired: number[] = [];
    for (const price of prices) {
      const step = stepAlert(state, quote(price));
      expect(step.done).toBe(false);
      if (step.fire) fired.push(price);
      state = { ...state, armed: step.armed };
    }
    expect(fired).toEqual([20_500, 20_550]);
  });
});

describe('alertThresholdProblem', () => {
  it('accepts each kind in its unit and refuses the rest', () => {
    expect(alertThresholdProblem('priceAbove', 25_000)).toBeNull();
    expect(alertThresholdProblem('priceAbove', 0)).toBe('alert.thresholdPrice');
    expect(alertThresholdProblem('priceBelow', 25_000.5)).toBe('alert.thresholdPrice');
    expect(alertThresholdProblem('changePctBelow', -3.25)).toBeNull();
    expect(alertThresholdProblem('changePctAbove', 2.555)).toBe('alert.thresholdPercent');
    expect(alertThresholdProblem('changePctAbove', 150)).toBe('alert.thresholdPercent');
    expect(alertThresholdProblem('volumeAbove', 1_000_000)).toBeNull();
    expect(alertThresholdProblem('volumeAbove', 0)).toBe('alert.thresholdVolume');
    expect(alertThresholdProblem('ceiling', 0)).toBeNull();
    expect(alertThresholdProblem('floor', 5)).toBe('alert.thresholdPrice');
    expect(alertThresholdProblem('priceAbove', Number.NaN)).toBe('alert.thresholdPrice');
  });
});

it('writes the fired alert in both languages with market formatting', () => {
  expect(alertFiredText('FPT', 'priceAbove', 125_000, { last: 125_300, totalVolume: 0 })).toEqual({
    vi: 'Cảnh báo FPT: giá ≥ 125.00 (hiện giá 125.30)',
    en: 'Alert FPT: price ≥ 125.00 (now price 125.30)',
  });
  expect(
    alertFiredText('VN30F2412', 'priceBelow', 130_050, { last: 130_000, totalVolume: 0 }, 'future').en,
  ).toBe('Alert VN30F2412: price ≤ 1,300.5 (now price 1,300.0)');
  expect(alertFiredText('HPG', 'volumeAbove', 1_000_000, { last: 0, totalVolume: 1_234_500 }).en).toBe(
    'Alert HPG: volume ≥ 1,000,000 (now volume 1,234,500)',
  );
});

it('catalogues the alert codes', () => {
  expect(tradingError(-8801)?.en).toBe('You can keep at most 50 active price alerts');
  expect(tradingError(-8802)?.vi).toBe('Cảnh báo giá không tồn tại');
});
