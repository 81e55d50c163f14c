import { tickSize } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { MarketSimulator } from './market-simulator.ts';

const at = (hhmm: string): number => Date.parse(`2026-11-23T${hhmm}:00+07:00`);

describe('MarketSimulator.shiftFair (the margin test hook)', () => {
  it('moves a stock fair value by the factor and the trades follow it down to the floor', () => {
    const sim = new MarketSimulator({ seed: 3, startTime: at('09:20'), filter: (s) => s === 'FPT' });
    sim.advanceTo(at('09:30'));
    const before = sim.fairValue('FPT')!;
    expect(sim.shiftFair('FPT', 0.8)).toBe(true);
    expect(sim.fairValue('FPT')! / before).toBeCloseTo(0.8, 6);
    expect(sim.shiftFair('NOPE', 0.8)).toBe(false);
    expect(sim.shiftFair('FPT', 0)).toBe(false);
    let last = 0;
    let lowest = Infinity;
    sim.onEvent((e) => {
      if (e.type !== 'trade' || e.symbol !== 'FPT') return;
      last = e.price;
      lowest = Math.min(lowest, e.price);
    });
    sim.advanceTo(at('09:50'));
    const floor = sim.exchange.snapshot('FPT', 0)!.floor;
    // The price reaches the floor and stays there (a buyer may still lift a resting offer a tick above).
    expect(lowest).toBe(floor);
    expect(last - floor).toBeLessThanOrEqual(tickSize('HSX', 'stock', floor));
  }, 60_000);
});
