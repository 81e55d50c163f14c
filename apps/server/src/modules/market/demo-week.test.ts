// The demo clock through a week: the runtime passes each night and the weekend in a few slices of
// market time (not one per minute), passes the whole closed period in the tick after each jump, and the
// exchange rolls over exactly once per trading day, so every evening job hanging on the rollover
// (settlement, interest, corporate actions) runs once a day.
import { MarketSimulator } from '@sen/exchange';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryBus } from '../../plugins/bus/memory-bus.ts';
import { createMarket } from './create-market.ts';

const SYMBOLS = new Set(['FPT', 'HPG', 'SHS', 'VN30F1M']);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the demo clock through a week', () => {
  it('passes nights and the weekend in one tick each and rolls over once per trading day', () => {
    let wall = Date.UTC(2026, 10, 23, 2, 0, 0);
    const errors: unknown[] = [];
    const runtime = createMarket({
      env: {
        clock: 'demo',
        clockStart: '09:00',
        clockSpeed: 1000,
        clockDate: '2026-11-23',
        seed: 5,
        tickMs: 200,
      },
      bus: new MemoryBus(),
      now: () => wall,
      onError: (error) => errors.push(error),
      filter: (symbol) => SYMBOLS.has(symbol),
    });
    const rollovers: string[] = [];
    runtime.onUpdate((update) => {
      if (update.kind === 'rollover') rollovers.push(update.tradingDate);
    });
    const advances = vi.spyOn(MarketSimulator.prototype, 'advanceTo');
    // A tick's wall-time budget (market-runtime.ts) cuts a catch-up short on a loaded machine; this
    // test is about the slices of market time, so every slice here looks instant.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const nightSlices: number[] = [];
    // 200 ms ticks at 1000x: 200 s of market time each, about 111 ticks per demo day (09:00-15:10).
    for (let i = 0; i < 1_000 && rollovers.length < 5; i += 1) {
      const before = runtime.store.tradingDate;
      wall += 200;
      advances.mockClear();
      runtime.tick();
      if (runtime.store.tradingDate !== before) {
        // The night's tick passes the whole closed period, in slices to the rollover and the next
        // boundaries, up to the futures' 08:45 opening at least (then trades minute by minute).
        const opening = Date.parse(`${runtime.store.tradingDate}T08:45:00+07:00`);
        expect(runtime.time).toBeGreaterThanOrEqual(opening);
        nightSlices.push(advances.mock.calls.length);
      }
    }
    runtime.close();
    expect(errors).toEqual([]);
    expect(rollovers).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']);
    expect(nightSlices).toHaveLength(5);
    // Minute slices would be over a thousand per night and nearly four thousand over the weekend;
    // what remains is the rollover, the pre-open boundaries and 08:45-09:00 (futures ATO) minute by minute.
    for (const slices of nightSlices) expect(slices).toBeLessThan(40);
  }, 120_000);
});
