// Same seed, same configured start: the same tape on every run, whatever the wall clock does around
// it (when the process reads it first, how late each tick fires). Two runs of the real simulator on
// hand-driven wall clocks with different jitter must print the same first thousands of trades.
import type { ExchangeEvent } from '@sen/exchange';
import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../plugins/bus/memory-bus.ts';
import { createMarket } from './create-market.ts';

const SYMBOLS = new Set(['FPT', 'VNM', 'ACB', 'HPG', 'MWG', 'SSI', 'SHS', 'PVS', 'BSR', 'VN30F1M']);
// Monday 2026-11-23, 09:00 in Ho Chi Minh City.
const WALL_START = Date.UTC(2026, 10, 23, 2, 0, 0);
const TRADES = 3_000;

type Trade = Extract<ExchangeEvent, { type: 'trade' }>;

/**
 * Runs the market from 09:00 on a wall clock that is already `firstLate` ms past the start when
 * the server reads it after building the clock, then ticks every `tickMs` plus a jitter drawn from
 * `jitter`; returns the first trades.
 */
function tape(firstLate: number, tickMs: number, jitter: (i: number) => number): Trade[] {
  let wall = WALL_START;
  let reads = 0;
  const errors: unknown[] = [];
  const runtime = createMarket({
    env: { clock: 'demo', clockStart: '09:00', clockSpeed: 10, seed: 42, tickMs },
    bus: new MemoryBus(),
    // The first reading is the clock's origin; every later one comes `firstLate` ms after it.
    now: () => (reads++ === 0 ? wall : wall + firstLate),
    onError: (error) => errors.push(error),
    filter: (symbol) => SYMBOLS.has(symbol),
  });
  const trades: Trade[] = [];
  runtime.onExchangeEvent((event) => {
    if (event.type === 'trade') trades.push(event);
  });
  for (let i = 0; trades.length < TRADES && i < 200_000; i += 1) {
    wall += tickMs + jitter(i);
    runtime.tick();
  }
  runtime.close();
  expect(errors).toEqual([]);
  expect(trades.length).toBeGreaterThanOrEqual(TRADES);
  return trades.slice(0, TRADES);
}

describe('market determinism', () => {
  it('prints the same first 3,000 trades for the same seed and start, whatever the wall-clock jitter', () => {
    const first = tape(0, 200, () => 0);
    const second = tape(137, 250, (i) => (i * 7919) % 97);
    expect(first[0]!.time).toBeGreaterThan(WALL_START);
    expect(second.length).toBe(first.length);
    for (let i = 0; i < first.length; i += 1) expect(second[i], `trade ${i}`).toEqual(first[i]);
    const third = tape(999, 1_000, (i) => (i % 3) * 333);
    for (let i = 0; i < first.length; i += 1) expect(third[i], `trade ${i}`).toEqual(first[i]);
  }, 120_000);
});
