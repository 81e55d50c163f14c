import { describe, expect, it } from 'vitest';
import { Rng } from '../reference/rng.ts';
import { tickSize } from '@sen/market';
import type { ExchangeEvent } from './events.ts';
import type { Exchange } from './exchange.ts';
import { alice, at, bob, openExchange } from './test-support.ts';
import type { OrderType, Side } from './types.ts';

const SYMBOLS = ['FPT', 'HPG', 'SHS', 'BSR', 'VN30F2505'];

/** A seeded random order flow over a whole trading day and into the next; returns the tape. */
function tape(seed: number, check?: (exchange: Exchange) => void): ExchangeEvent[] {
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
    const result = exchange.submit({
      symbol,
      side,
      type,
      price: type === 'LO' ? price : undefined,
      volume,
      owner: side === 'B' ? alice : bob,
    });
    if (result.ok) ids.push(result.orderId);
    if (ids.length > 0 && rng.uniform() < 0.1) exchange.cancel(ids[rng.int(0, ids.length - 1)]!);
    if (ids.length > 0 && rng.uniform() < 0.1)
      exchange.replace(ids[rng.int(0, ids.length - 1)]!, { volume: 100 });
    check?.(exchange);
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

  it('keeps the invariants through auctions, lunch, PLO, the close and the rollover', () => {
    const events = tape(11, (exchange) => {
      for (const symbol of SYMBOLS) {
        const { bids, asks, phase } = exchange.snapshot(symbol, 1)!;
        if (phase === 'CONTINUOUS' && bids[0] && asks[0]) expect(bids[0].price).toBeLessThan(asks[0].price);
      }
    });
    const filled = new Map<string, number>();
    const bands = new Map<string, [number, number]>();
    const band = (symbol: string, event: ExchangeEvent): [number, number] => {
      const rollover = events.filter((e) => e.type === 'rollover' && e.time <= event.time).at(-1);
      const entry =
        rollover?.type === 'rollover' ? rollover.references.find((r) => r.symbol === symbol) : undefined;
      return entry ? [entry.floor, entry.ceiling] : bands.get(symbol)!;
    };
    const first = openExchange('08:40').exchange;
    for (const symbol of SYMBOLS)
      bands.set(symbol, [first.snapshot(symbol)!.floor, first.snapshot(symbol)!.ceiling]);
    let bought = 0;
    let sold = 0;
    for (const event of events) {
      if (event.type === 'trade') {
        const [floor, ceiling] = band(event.symbol, event);
        expect(event.price).toBeGreaterThanOrEqual(floor);
        expect(event.price).toBeLessThanOrEqual(ceiling);
        const market =
          event.symbol === 'VN30F2505'
            ? 'DERIV'
            : event.symbol === 'SHS'
              ? 'HNX'
              : event.symbol === 'BSR'
                ? 'UPCOM'
                : 'HSX';
        expect(
          event.price % tickSize(market, event.symbol === 'VN30F2505' ? 'future' : 'stock', event.price),
        ).toBe(0);
      }
      if (event.type === 'order' && event.status === 'fill') {
        const total = (filled.get(event.orderId) ?? 0) + event.fillVolume!;
        filled.set(event.orderId, total);
        expect(total).toBe(event.filled);
        expect(event.filled).toBeLessThanOrEqual(event.volume);
        if (event.side === 'B') bought += event.fillVolume!;
        else sold += event.fillVolume!;
      }
    }
    expect(bought).toBe(sold);
    expect(bought).toBeGreaterThan(0);
  });

  it('gives another tape for another seed', () => {
    expect(JSON.stringify(tape(8))).not.toBe(JSON.stringify(tape(7)));
  });
});
