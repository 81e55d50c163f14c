import { describe, expect, it } from 'vitest';
import { evaluateTrigger, sideAllowed, type Watch } from './conditional-trigger.ts';

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
});
