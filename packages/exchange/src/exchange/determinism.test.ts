import { describe, expect, it } from 'vitest';
import { Rng } from '../reference/rng.ts';
import type { ExchangeEvent } from './events.ts';
import { alice, at, bob, openExchange } from './test-support.ts';
import type { OrderType, Side } from './types.ts';

const SYMBOLS = ['FPT', 'HPG', 'SHS', 'BSR', 'VN30F2505'];

/** A seeded random order flow over a whole trading day and into the next; returns the tape. */
function tape(seed: number): ExchangeEvent[] {
  const rng = new Rng(seed, 'determinism');
  const { exchange, events } = openExchange('08:40');
  const ids: string[] = [];
  for (let time = at('08:40'); time < at('09:05', '2025-05-06'); time += rng.int(1_000, 60_000)) {
    exchange.advanceTo(time);
    const symbol = SYMBOLS[rng.int(0, SYMBOLS.length - 1)]!;
    const snapshot = exchange.snapshot(symbol)!;
    const side: Side = rng.uniform() < 0.5 ? 'B' : 'S';
    const type: OrderType = (['LO', 'LO', 'LO', 'MTL', 'ATO', 'ATC', 'PLO', 'MAK'] as const)[rng.int(0, 7)]!;
    const step = symbol === 'VN30F2505' ? 10 : symbol === 'HPG' ? 50 : 100;
    const price = snapshot.reference + step * rng.int(-8, 8);
    const volume = symbol === 'VN30F2505' ? rng.int(1, 20) : 100 * rng.int(1, 20);
    const result = exchange.submit({ symbol, side, type, price: type === 'LO' ? price : undefined, volume, owner: side === 'B' ? alice : bob });
    if (result.ok) ids.push(result.orderId);
    if (ids.length > 0 && rng.uniform() < 0.1) exchange.cancel(ids[rng.int(0, ids.length - 1)]!);
    if (ids.length > 0 && rng.uniform() < 0.1) exchange.replace(ids[rng.int(0, ids.length - 1)]!, { volume: 100 });
  }
  return events;
}

describe('determinism', () => {
  it('replays the same tape for the same seed and clock', () => {
    const first = tape(7);
    expect(first.filter((event) => event.type === 'trade').length).toBeGreaterThan(50);
    expect(first.some((event) => event.type === 'trade' && event.session === 'ATC')).toBe(true);
    expect(first.some((event) => event.type === 'rollover')).toBe(true);
    expect(JSON.stringify(tape(7))).toBe(JSON.stringify(first));
  });

  it('gives another tape for another seed', () => {
    expect(JSON.stringify(tape(8))).not.toBe(JSON.stringify(tape(7)));
  });
});
