import { describe, expect, it } from 'vitest';
import {
  FUTURES_VND_PER_PRICE_UNIT,
  futuresContractValue,
  futuresInitialMargin,
  futuresLastTradingDay,
  futuresSymbol,
  krxFuturesCode,
  listedContractMonths,
  listedContracts,
  parseFuturesSymbol,
  thirdThursday,
} from './futures.ts';

describe('thirdThursday', () => {
  it.each([
    [2025, 4, '2025-04-17'],
    [2025, 5, '2025-05-15'],
    [2026, 8, '2026-08-20'],
    [2026, 1, '2026-01-15'],
    [2025, 1, '2025-01-16'],
  ])('%d-%d -> %s', (year, month, date) => {
    expect(thirdThursday(year, month)).toBe(date);
  });
  it('moves a holiday expiry to the trading day before', () => {
    expect(futuresLastTradingDay({ year: 2025, month: 4 }, ['2025-04-17'])).toBe('2025-04-16');
  });
});

describe('listed contracts', () => {
  const months = (date: string): string[] => listedContractMonths(date).map(futuresSymbol);
  it.each([
    ['2025-04-10', ['VN30F2504', 'VN30F2505', 'VN30F2506', 'VN30F2509']],
    ['2025-04-17', ['VN30F2504', 'VN30F2505', 'VN30F2506', 'VN30F2509']],
    ['2025-04-18', ['VN30F2505', 'VN30F2506', 'VN30F2509', 'VN30F2512']],
    ['2025-06-02', ['VN30F2506', 'VN30F2507', 'VN30F2509', 'VN30F2512']],
    ['2025-06-20', ['VN30F2507', 'VN30F2508', 'VN30F2509', 'VN30F2512']],
    ['2025-12-19', ['VN30F2601', 'VN30F2602', 'VN30F2603', 'VN30F2606']],
  ])('on %s: %j', (date, symbols) => {
    expect(months(date)).toEqual(symbols);
  });
  it('names the aliases with their last trading days', () => {
    expect(listedContracts('2025-04-18').map((c) => [c.alias, c.symbol, c.lastTradingDay])).toEqual([
      ['VN30F1M', 'VN30F2505', '2025-05-15'],
      ['VN30F2M', 'VN30F2506', '2025-06-19'],
      ['VN30F1Q', 'VN30F2509', '2025-09-18'],
      ['VN30F2Q', 'VN30F2512', '2025-12-18'],
    ]);
  });
});

describe('codes and value', () => {
  it.each([
    [2025, 4, '41I1F4000'],
    [2026, 8, '41I1G8000'],
    [2028, 12, '41I1JC000'],
    [2030, 10, '41I1LA000'],
  ])('%d-%d -> %s', (year, month, code) => {
    expect(krxFuturesCode({ year, month })).toBe(code);
  });
  it('parses classic tickers', () => {
    expect(parseFuturesSymbol('VN30F2504')).toEqual({ year: 2025, month: 4 });
    expect(parseFuturesSymbol('VN30F2513')).toBeUndefined();
    expect(parseFuturesSymbol('VN30F1M')).toBeUndefined();
  });
  it('values a contract at 100,000 VND per point', () => {
    expect(futuresContractValue(130_050)).toBe(130_050_000);
    expect(futuresContractValue(130_000, 3)).toBe(390_000_000);
  });
});

describe('futures money rules', () => {
  it('values and margins contracts at points x 100', () => {
    expect(FUTURES_VND_PER_PRICE_UNIT).toBe(1_000);
    expect(futuresContractValue(130_050, 1)).toBe(130_050_000);
    expect(futuresInitialMargin(130_000, 1)).toBe(22_100_000);
    expect(futuresInitialMargin(135_050, -2)).toBe(45_917_000);
  });
});
