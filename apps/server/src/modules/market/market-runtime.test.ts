// The runtime around the real simulator on a hand-driven wall clock: ticks move the market,
// the store and the bus follow, brokerage orders go in through the exchange facade.
import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../plugins/bus/memory-bus.ts';
import { createMarket } from './create-market.ts';
import type { MarketUpdate } from './market-updates.ts';

const SYMBOLS = new Set(['FPT', 'VNM', 'ACB', 'SHS', 'VN30F1M']);
// Monday 2026-11-23, 10:00 in Ho Chi Minh City.
const WALL_START = Date.UTC(2026, 10, 23, 3, 0, 0);

function market(start = '10:00') {
  let wall = WALL_START;
  const errors: unknown[] = [];
  const runtime = createMarket({
    env: { clock: 'demo', clockStart: start, clockSpeed: 1, seed: 7, tickMs: 200 },
    bus: new MemoryBus(),
    now: () => wall,
    onError: (error) => errors.push(error),
    filter: (symbol) => SYMBOLS.has(symbol),
  });
  return { runtime, errors, advance: (ms: number) => (wall += ms) };
}

describe('MarketRuntime', () => {
  it('lists only the simulated symbols and starts in the clock phase', () => {
    const { runtime } = market();
    expect([...runtime.store.all()].map((state) => state.instrument.symbol).sort()).toEqual(
      [...SYMBOLS].sort(),
    );
    expect(runtime.store.phaseOf('HSX')).toBe('CONTINUOUS');
    expect(runtime.catalogue.get('FPT')?.nameVi).toBeTruthy();
    expect(runtime.catalogue.get('HPG')).toBeUndefined();
  });

  it('a market started late in the day has lived it from 08:30: trades, volumes, high and low', () => {
    const { runtime } = market('13:30');
    expect(runtime.time).toBe(Date.UTC(2026, 10, 23, 6, 30, 0));
    const fpt = runtime.store.get('FPT')!;
    expect(fpt.totalVolume).toBeGreaterThan(0);
    expect(fpt.low).toBeGreaterThan(0);
    expect(fpt.high).toBeGreaterThan(fpt.low);
    const times = runtime.store.tradesOf('FPT').map((t) => t.time);
    // The morning printed: the oldest trades kept are from before the lunch break.
    expect(Math.min(...times)).toBeLessThan(Date.UTC(2026, 10, 23, 4, 30, 0));
    // And the afternoon so far (13:00-13:30): FPT prints about every 6 s (293 trades with seed 7).
    const afternoon = times.filter((t) => t >= Date.UTC(2026, 10, 23, 6, 0, 0));
    expect(afternoon.length).toBeGreaterThan(1800 / 8);
  });

  it('advances the market on each tick and publishes what changed', () => {
    const { runtime, advance, errors } = market();
    const updates: MarketUpdate[] = [];
    runtime.onUpdate((update) => updates.push(update));
    for (let i = 0; i < 600; i += 1) {
      advance(1_000);
      runtime.tick();
    }
    expect(errors).toEqual([]);
    const kinds = new Set(updates.map((update) => update.kind));
    expect(kinds).toContain('trade');
    expect(kinds).toContain('depth');
    expect(kinds).toContain('index');
    const fpt = runtime.store.get('FPT')!;
    expect(fpt.totalVolume).toBeGreaterThan(0);
    expect(runtime.store.tradesOf('FPT')[0]?.totalVolume).toBe(fpt.totalVolume);
    expect(runtime.index('10')?.value).toBeGreaterThan(0);
    expect(runtime.time).toBe(Date.UTC(2026, 10, 23, 3, 10, 0));
  });

  it('takes a brokerage order through the exchange facade and reports its events', () => {
    const { runtime, advance } = market();
    const events: string[] = [];
    runtime.onExchangeEvent((event) => {
      if (event.type === 'order' && event.owner.kind === 'broker')
        events.push(`${event.status}:${event.clientRef}`);
    });
    advance(1_000);
    runtime.tick();
    const fpt = runtime.store.get('FPT')!;
    const result = runtime.exchange.submit({
      symbol: 'FPT',
      side: 'B',
      type: 'LO',
      price: fpt.floor,
      volume: 100,
      owner: { kind: 'broker', accountId: 'A1' },
      clientRef: 'R1',
    });
    expect(result.ok).toBe(true);
    expect(events).toContain('accepted:R1');
  });

  it('stops its timer and detaches on close', () => {
    const { runtime, advance } = market();
    runtime.start();
    runtime.close();
    const updates: MarketUpdate[] = [];
    runtime.onUpdate((update) => updates.push(update));
    advance(60_000);
    runtime.tick();
    expect(updates).toEqual([]);
  });

  it('closes the day and rolls to the next trading day with fresh bands and a daily bar', () => {
    const { runtime, advance, errors } = market('14:30');
    const kinds = new Set<string>();
    const phases: string[] = [];
    runtime.onUpdate((update) => {
      kinds.add(update.kind);
      if (update.kind === 'session' && update.market === 'HSX') phases.push(update.phase);
    });
    const firstDate = runtime.store.tradingDate;
    // 14:30 to 15:10 closes the demo day; the clock then jumps to 14:30 of the next trading day,
    // which the runtime catches up with over several ticks (the rollover comes at midnight).
    for (let i = 0; i < 2_000 && !kinds.has('rollover'); i += 1) {
      advance(10_000);
      runtime.tick();
    }
    expect(errors).toEqual([]);
    expect(phases).toEqual(expect.arrayContaining(['PUT_THROUGH', 'CLOSED']));
    expect(kinds).toContain('rollover');
    expect(runtime.store.tradingDate > firstDate).toBe(true);
    const [today, yesterday] = runtime.store.dailyBars('FPT');
    expect(today?.date).toBe(runtime.store.tradingDate);
    expect(yesterday).toMatchObject({ date: firstDate });
    expect(today?.reference).toBe(yesterday?.close);
  });
});

describe('MarketRuntime.reset (a node that leads the market again)', () => {
  it('drops the exchange it ran and replays the same day from the clock start, in the same store object', () => {
    const { runtime, advance, errors } = market();
    const store = runtime.store;
    expect(runtime.stale).toBe(false);
    runtime.start();
    runtime.stop();
    for (let i = 0; i < 300; i += 1) {
      advance(1_000);
      runtime.tick();
    }
    const ran = store.get('FPT')!.totalVolume;
    const order = runtime.exchange.submit({
      symbol: 'FPT',
      side: 'B',
      type: 'LO',
      volume: 100,
      price: store.get('FPT')!.floor,
      owner: { kind: 'broker', accountId: 'X' },
      clientRef: 'stale-1',
    });
    expect(order.ok).toBe(true);
    expect(runtime.stale).toBe(true);

    runtime.reset();
    expect(runtime.stale).toBe(false);
    expect(runtime.store).toBe(store);
    // Rebuilt from the clock's start (not from 08:30: a node taking over serves at once).
    expect(store.get('FPT')!.totalVolume).toBe(0);
    // The fresh exchange does not hold the order of the earlier term.
    expect(runtime.exchange.cancel(order.ok ? order.orderId : '')).toMatchObject({ ok: false });
    // It runs on from the clock's start to the clock's time.
    runtime.tick();
    for (let i = 0; i < 20 && runtime.time < runtime.clock.marketTime(); i += 1) runtime.tick();
    expect(runtime.time).toBe(runtime.clock.marketTime());
    expect(store.get('FPT')!.totalVolume).toBeGreaterThan(0);
    expect(store.get('FPT')!.totalVolume).toBeLessThan(ran);
    expect(errors).toEqual([]);
  });

  it('keeps a follower’s market warm and silent; leading it then turns its output on with no day to replay', () => {
    const { runtime, advance, errors } = market();
    const updates: MarketUpdate[] = [];
    const events: unknown[] = [];
    runtime.onUpdate((update) => updates.push(update));
    runtime.onExchangeEvent((event) => events.push(event));
    runtime.follow();
    expect(runtime.following).toBe(true);
    for (let i = 0; i < 120; i += 1) {
      advance(1_000);
      runtime.tick();
    }
    // It kept pace with the clock: the market moved, nothing was published or handed on.
    expect(runtime.time).toBe(runtime.clock.marketTime());
    expect(runtime.store.get('FPT')!.totalVolume).toBeGreaterThan(0);
    expect([updates.length, events.length]).toEqual([0, 0]);
    expect(runtime.stale).toBe(false);
    advance(1_000);
    runtime.start();
    expect(runtime.following).toBe(false);
    expect(runtime.time).toBe(runtime.clock.marketTime());
    expect(updates.map((update) => update.kind)).toContain('index');
    expect(runtime.stale).toBe(true);
    runtime.close();
    expect(errors).toEqual([]);
  });

  it('is stale once the clock adopts another node’s day', () => {
    const { runtime } = market('10:00');
    const other = market('09:00').runtime;
    runtime.clock.adopt(other.clock.day);
    expect(runtime.stale).toBe(true);
    runtime.reset();
    expect(runtime.stale).toBe(false);
  });
});
