// SEN_SYMBOLS narrows the simulated universe (fast demos and the corporate-action journey).
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { MemoryBus } from '../../plugins/bus/memory-bus.ts';
import { createMarket } from './create-market.ts';

describe('createMarket with SEN_SYMBOLS', () => {
  it('simulates only the listed symbols, with their corporate-action calendar', () => {
    const env = loadEnv({ SEN_SYMBOLS: 'FPT,VNM,VN30F1M', SEN_SEED: '12', SEN_CLOCK_DATE: '2027-08-23' });
    expect(env.symbols).toEqual(['FPT', 'VNM', 'VN30F1M']);
    const runtime = createMarket({ env, bus: new MemoryBus(), now: () => Date.now(), onError: () => {} });
    expect([...runtime.store.all()].map((s) => s.instrument.symbol).sort()).toEqual([
      'FPT',
      'VN30F1M',
      'VNM',
    ]);
    expect(new Set(runtime.calendar.live().map((l) => l.symbol))).toEqual(new Set(['FPT', 'VNM']));
    runtime.close();
  });

  it('refuses a malformed list and simulates everything without one', () => {
    expect(() => loadEnv({ SEN_SYMBOLS: 'FPT, VNM' })).toThrow(/SEN_SYMBOLS/);
    expect(loadEnv({}).symbols).toBeUndefined();
  });
});
