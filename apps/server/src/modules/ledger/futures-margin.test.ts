// Margin risk of a derivatives account: ratio of the required initial margin at the live price to
// the collateral (cash free or held as margin plus the P/L not yet settled), its levels, and the
// stop-opening check of new orders.
import { describe, expect, it } from 'vitest';
import {
  MARGIN_LEVELS,
  MAX_MARGIN_RATIO,
  marginRisk,
  marginStatusOf,
  openingContracts,
  withinOpeningLimit,
} from './futures-margin.ts';
import { futuresInitialMargin } from '@sen/market';
import { EMPTY_HOLDING } from './futures-rules.ts';

describe('futures margin risk', () => {
  it('values the open contracts at the live price against cash and unsettled P/L', () => {
    // Long 10 from 1,300.0 marked at 1,310.0 (variation margin received), live 1,290.0.
    const holdings = new Map([
      ['VN30F1M', { ...EMPTY_HOLDING, quantity: 10, openValue: 1_300_000_000, variationMargin: 10_000_000 }],
    ]);
    const cash = { available: 50_000_000, margin: futuresInitialMargin(131_000, 10) };
    const risk = marginRisk(holdings, cash, () => 129_000);
    expect(risk.required).toBe(futuresInitialMargin(129_000, 10));
    expect(risk.unsettledPnl).toBe(-20_000_000); // 20 points below the mark x 10 x 100,000
    expect(risk.collateral).toBe(50_000_000 + futuresInitialMargin(131_000, 10) - 20_000_000);
    expect(risk.ratio).toBeCloseTo(219_300_000 / 252_700_000, 6);
    expect(risk.status).toBe('call');
    // Without a live price the last mark is used: nothing unsettled.
    expect(marginRisk(holdings, cash, () => undefined).unsettledPnl).toBe(0);
    expect(marginRisk(new Map(), cash, () => undefined)).toMatchObject({
      required: 0,
      ratio: 0,
      status: 'normal',
    });
  });

  it.each([
    [0.5, 'normal'],
    [0.75, 'restricted'],
    [0.85, 'call'],
    [0.9, 'forceClose'],
    [MAX_MARGIN_RATIO, 'forceClose'],
  ] as const)('a ratio of %d is %s', (ratio, status) => {
    expect(marginStatusOf(ratio)).toBe(status);
  });

  it('caps the ratio when the collateral is gone', () => {
    const holdings = new Map([['VN30F1M', { ...EMPTY_HOLDING, quantity: -1, openValue: -130_000_000 }]]);
    const risk = marginRisk(holdings, { available: 0, margin: 1_000_000 }, () => 140_000);
    expect(risk.collateral).toBeLessThan(0);
    expect(risk).toMatchObject({ ratio: MAX_MARGIN_RATIO, status: 'forceClose' });
  });

  it('counts only the contracts that add to the net position as opening', () => {
    expect(openingContracts(0, 'B', 3)).toBe(3);
    expect(openingContracts(-2, 'B', 3)).toBe(1);
    expect(openingContracts(-5, 'B', 3)).toBe(0);
    expect(openingContracts(4, 'S', 3)).toBe(0);
    expect(openingContracts(4, 'B', 3)).toBe(3);
  });

  it('lets an opening order take the ratio up to the stop-opening level, no further', () => {
    const risk = marginRisk(new Map(), { available: 100_000_000, margin: 0 }, () => undefined);
    expect(MARGIN_LEVELS.stopOpening).toBe(0.75);
    expect(withinOpeningLimit(risk, 75_000_000, 0)).toBe(true);
    expect(withinOpeningLimit(risk, 75_000_001, 0)).toBe(false);
    // 40,000,000 already blocked by another open order (no longer in the free cash).
    const blocked = marginRisk(new Map(), { available: 60_000_000, margin: 0 }, () => undefined);
    expect(withinOpeningLimit(blocked, 35_000_000, 40_000_000)).toBe(true);
    expect(withinOpeningLimit(blocked, 40_000_000, 40_000_000)).toBe(false);
    expect(withinOpeningLimit(blocked, 0, 40_000_000)).toBe(true);
  });
});
