import { describe, expect, it } from 'vitest';
import {
  FUTURES_INITIAL_MARGIN_BPS,
  derivativeCollateralFee,
  derivativeTax,
  derivativeTradeFee,
  saleTax,
  stockFee,
  stockFeeRateBps,
  type FeeSchedule,
} from './fees.ts';
import { DEFAULT_FEE_SCHEDULE, maxStockFeeRateBps } from './fees.ts';

describe('stock fees', () => {
  it.each([
    [50_000_000, 35],
    [100_000_000, 30],
    [499_999_999, 25],
    [500_000_000, 20],
    [2_000_000_000, 15],
  ])('a day of %d VND pays %d bps', (value, bps) => {
    expect(stockFeeRateBps(value)).toBe(bps);
  });
  it.each([
    [50_000_000, undefined, 175_000],
    [50_000_000, 1_000_000_000, 75_000],
    [12_345, undefined, 43],
  ])('fee of %d (day %s) is %d', (value, dayValue, fee) => {
    expect(stockFee(value, dayValue)).toBe(fee);
  });
  it('takes another schedule', () => {
    const flat: FeeSchedule = {
      ...DEFAULT_FEE_SCHEDULE,
      stockTiers: [{ fromValue: 0, rateBps: 10 }],
      saleTaxBps: 0,
    };
    expect(stockFee(100_000_000, undefined, flat)).toBe(100_000);
    expect(saleTax(100_000_000, flat)).toBe(0);
  });
  it('withholds 0.1% on sales', () => {
    expect(saleTax(100_000_000)).toBe(100_000);
    expect(saleTax(23_450 * 100)).toBe(2_345);
  });
});

describe('derivatives fees and tax', () => {
  it('charges broker and exchange fees per contract', () => {
    expect(derivativeTradeFee(3)).toBe(20_100);
  });
  it.each([
    [130_000_000, 1, 11_050],
    [130_000_000, 10, 110_500],
  ])('tax on %d x %d contracts is %d', (contractValue, contracts, tax) => {
    expect(derivativeTax({ contractValue, contracts, initialMarginBps: FUTURES_INITIAL_MARGIN_BPS })).toBe(
      tax,
    );
  });
  it.each([
    [0, 0],
    [22_100_000, 100_000],
    [10_000_000_000, 240_000],
    [100_000_000_000, 1_600_000],
  ])('VSDC margin-asset fee of a month on %d VND of margin assets is %d', (assets, fee) => {
    expect(derivativeCollateralFee(assets)).toBe(fee);
  });
});

describe('the highest brokerage rate', () => {
  it('is the top tier of the schedule (a buy blocks it)', () => {
    expect(maxStockFeeRateBps()).toBe(35);
    expect(
      maxStockFeeRateBps({
        ...DEFAULT_FEE_SCHEDULE,
        stockTiers: [
          { fromValue: 0, rateBps: 20 },
          { fromValue: 1, rateBps: 40 },
        ],
      }),
    ).toBe(40);
  });
});
