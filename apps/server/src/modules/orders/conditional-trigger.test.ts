import { describe, expect, it } from 'vitest';
import { conditionalPriceProblem, evaluateTrigger, sideAllowed, type Watch } from './conditional-trigger.ts';

describe('evaluateTrigger', () => {
  it('fires stop loss at or below, take profit at or above, purchase at or below the trigger', () => {
    expect(evaluateTrigger({ type: 'stopLoss', side: 'S', trigger: 100, extreme: null }, 101).fire).toBe(
      false,
    );
    expect(evaluateTrigger({ type: 'stopLoss', side: 'S', trigger: 100, extreme: null }, 100).fire).toBe(
      true,
    );
    expect(evaluateTrigger({ type: 'takeProfit', side: 'S', trigger: 100, extreme: null }, 105).fire).toBe(
      true,
    );
    expect(evaluateTrigger({ type: 'purchase', side: 'B', trigger: 100, extreme: null }, 99).fire).toBe(true);
  });

  it('trails the best price for trend orders', () => {
    let watch: Watch = { type: 'trend', side: 'S', trigger: 50, extreme: null };
    for (const [price, fire] of [
      [1000, false],
      [1100, false],
      [1060, false],
      [1050, true],
    ] as const) {
      const result = evaluateTrigger(watch, price);
      expect(result.fire).toBe(fire);
      watch = result.watch;
    }
    expect(watch.extreme).toBe(1100);
    expect(evaluateTrigger({ type: 'trend', side: 'B', trigger: 50, extreme: 900 }, 950).fire).toBe(true);
  });

  it('restricts the sides', () => {
    expect(sideAllowed('stopLoss', 'B')).toBe(false);
    expect(sideAllowed('purchase', 'B')).toBe(true);
    expect(sideAllowed('trend', 'S')).toBe(true);
  });

  it('takes a VN30F trigger in index points x 100 and refuses one sent as thousands of VND', () => {
    const vn30f = { market: 'DERIV', kind: 'future', ceiling: 139_150, floor: 120_950 } as const;
    expect(conditionalPriceProblem('stopLoss', 130_050, 'MTL', vn30f)).toBeNull();
    expect(conditionalPriceProblem('takeProfit', 130_050, 130_000, vn30f)).toBeNull();
    // 1300.5 typed and multiplied by 1000 (the old screen code): far above the ceiling.
    expect(conditionalPriceProblem('stopLoss', 1_300_500, 'MTL', vn30f)).toBe(-6035);
    expect(conditionalPriceProblem('stopLoss', 130_055, 'MTL', vn30f)).toBe(-6021);
    expect(conditionalPriceProblem('purchase', 130_050, 1_300_500, vn30f)).toBe(-6035);
    expect(conditionalPriceProblem('trend', 500, 'MTL', vn30f)).toBeNull();
    expect(conditionalPriceProblem('trend', 500_000, 'MTL', vn30f)).toBe(-6021);
  });

  it('keeps stock triggers on the HOSE tick and inside the band', () => {
    const fpt = { market: 'HSX', kind: 'stock', ceiling: 107_000, floor: 93_000 } as const;
    expect(conditionalPriceProblem('stopLoss', 99_000, 98_000, fpt)).toBeNull();
    expect(conditionalPriceProblem('stopLoss', 99_010, 98_000, fpt)).toBe(-6021);
    expect(conditionalPriceProblem('takeProfit', 1_070_000, 'MP', fpt)).toBe(-6035);
  });
});
