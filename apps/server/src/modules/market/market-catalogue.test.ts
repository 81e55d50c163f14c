import { REFERENCE, VN30_SYMBOLS, HNX30_SYMBOLS } from '@sen/exchange';
import { describe, expect, it } from 'vitest';
import { MarketCatalogue } from './market-catalogue.ts';

describe('MarketCatalogue', () => {
  const date = '2026-11-23';
  const catalogue = new MarketCatalogue(REFERENCE, date, { vn30: VN30_SYMBOLS, hnx30: HNX30_SYMBOLS });

  it('lists stocks, ETFs, trading warrants, bonds and the four futures series', () => {
    expect(catalogue.get('FPT')).toMatchObject({ market: 'HSX', kind: 'stock', industry: 'congnghe' });
    expect(
      catalogue
        .ofKind('future')
        .map((entry) => entry.symbol)
        .sort(),
    ).toEqual(['VN30F1M', 'VN30F1Q', 'VN30F2M', 'VN30F2Q']);
    expect(
      catalogue
        .ofKind('cw')
        .every((entry) => entry.warrant!.firstTradingDate <= date && date <= entry.warrant!.lastTradingDate),
    ).toBe(true);
    expect(catalogue.ofKind('bond').length).toBe(REFERENCE.bonds.length);
    expect(catalogue.vn30).toHaveLength(30);
    expect(catalogue.ofMarket('HSX').some((entry) => entry.kind === 'cw')).toBe(false);
    expect(catalogue.industries()).toHaveLength(20);
  });

  it('rolls futures and drops expired warrants on a new trading day', () => {
    const rolled = new MarketCatalogue(REFERENCE, date);
    const expiring = rolled
      .ofKind('cw')
      .map((entry) => entry.warrant!)
      .sort((a, b) => a.lastTradingDate.localeCompare(b.lastTradingDate))[0]!;
    const before = rolled.get('VN30F1M')!.future!.contract;
    const next = new Date(Date.parse(`${expiring.lastTradingDate}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    rolled.roll(next);
    expect(rolled.get(expiring.symbol)).toBeUndefined();
    expect(rolled.get('VN30F1M')).toBeDefined();
    expect(rolled.get('VN30F1M')!.future!.contract >= before).toBe(true);
  });

  it('lists only what a filtered exchange trades, bonds always', () => {
    const small = new MarketCatalogue(
      REFERENCE,
      date,
      { vn30: VN30_SYMBOLS, hnx30: HNX30_SYMBOLS },
      (symbol) => symbol === 'FPT' || symbol === 'VNM',
    );
    expect(
      small
        .ofKind('stock')
        .map((entry) => entry.symbol)
        .sort(),
    ).toEqual(['FPT', 'VNM']);
    expect(small.vn30).toEqual(VN30_SYMBOLS.filter((symbol) => symbol === 'FPT' || symbol === 'VNM'));
    expect(small.ofKind('bond').length).toBe(REFERENCE.bonds.length);
  });
});
