// The live market through an ex-date (issue 18 item 2): the board's store and the daily history
// take the reference the exchange's formula gives from the previous close.
import { CorporateCalendar, REFERENCE, exRightsActionOf } from '@sen/exchange';
import { exRightsReference } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../plugins/bus/memory-bus.ts';
import { createMarket } from './create-market.ts';

// Monday 2026-11-23, 14:30 in Ho Chi Minh City: each demo day runs 14:30-15:10.
const WALL_START = Date.UTC(2026, 10, 23, 7, 30, 0);
const SEED = 7;

describe('an ex-date in the live market', () => {
  it('opens the ex-date with the adjusted reference on the board and in the daily history', () => {
    const calendar = new CorporateCalendar(SEED, '2026-11-23', REFERENCE.stocks);
    const { symbol, event } = calendar.live().find((e) => e.event.kind === 'cash-dividend')!;
    let wall = WALL_START;
    const errors: unknown[] = [];
    const runtime = createMarket({
      env: { clock: 'demo', clockStart: '14:30', clockSpeed: 1, seed: SEED, tickMs: 200 },
      bus: new MemoryBus(),
      now: () => wall,
      onError: (error) => errors.push(error),
      filter: (s) => s === symbol,
    });
    expect(runtime.calendar.live().map((e) => e.event.id)).toContain(event.id);
    let closeBefore = 0;
    runtime.onUpdate((update) => {
      if (update.kind === 'rollover' && update.tradingDate === event.exDate)
        closeBefore = runtime.store.dailyBars(symbol)[1]?.close ?? 0;
    });
    for (let i = 0; i < 20_000 && runtime.store.tradingDate < event.exDate; i += 1) {
      wall += 10_000;
      runtime.tick();
    }
    expect(errors).toEqual([]);
    expect(runtime.store.tradingDate).toBe(event.exDate);
    expect(closeBefore).toBeGreaterThan(0);
    const expected = exRightsReference(closeBefore, exRightsActionOf(event)!);
    expect(expected).toBeLessThan(closeBefore);
    expect(runtime.store.get(symbol)!.reference).toBe(expected);
    expect(runtime.store.dailyBars(symbol)[0]).toMatchObject({ date: event.exDate, reference: expected });
  });
});
