// Closed periods pass in one jump: the exchange says when it next acts by itself, the simulator
// passes the closed minutes before it at once, and the tape does not depend on how the caller cuts
// the time (one call over a weekend, or minutes, or odd slices).
import { describe, expect, it } from 'vitest';
import { Exchange } from '../exchange/exchange.ts';
import type { ExchangeEvent } from '../exchange/events.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import { MarketSimulator } from './market-simulator.ts';

const at = (date: string, hhmm: string): number => Date.parse(`${date}T${hhmm}:00+07:00`);
const warrant = REFERENCE.warrants.find((w) => w.underlying === 'FPT')!.symbol;
const SYMBOLS = new Set(['FPT', 'HPG', 'VCB', 'SHS', 'E1VFVN30', warrant, 'VN30F1M']);
// Friday 27 November 2026 to Monday 30 November.
const FRIDAY = '2026-11-27';
const MONDAY = '2026-11-30';

function simulator(): { sim: MarketSimulator; tape: string[] } {
  const sim = new MarketSimulator({
    seed: 11,
    startTime: at(FRIDAY, '14:40'),
    filter: (s) => SYMBOLS.has(s),
  });
  const tape: string[] = [];
  sim.onEvent((e: ExchangeEvent) => {
    if (e.type === 'trade') tape.push(`${e.time} ${e.symbol} ${e.price} ${e.volume}`);
    else if (e.type === 'rollover') tape.push(`rollover ${e.tradingDate}`);
  });
  return { sim, tape };
}

const fairs = (sim: MarketSimulator): (number | undefined)[] => [...SYMBOLS].map((s) => sim.fairValue(s));

describe('closed periods', () => {
  it('the exchange names its next boundary, and after the last one the next trading day (weekends and holidays skipped)', () => {
    const exchange = new Exchange({
      instruments: [{ symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 100_000 }],
      startTime: at(FRIDAY, '14:50'),
      holidays: [MONDAY],
    });
    expect(exchange.nextEventTime()).toBe(at(FRIDAY, '14:55'));
    exchange.advanceTo(at(FRIDAY, '15:05'));
    expect(exchange.nextEventTime()).toBe(at('2026-12-01', '00:00'));
    exchange.advanceTo(at('2026-12-01', '00:00'));
    expect(exchange.tradingDate).toBe('2026-12-01');
    expect(exchange.nextEventTime()).toBe(at('2026-12-01', '08:00'));
  });

  it('passes a weekend in one call with the tape and fair values of minute-by-minute and odd slices', () => {
    const once = simulator();
    once.sim.advanceTo(at(FRIDAY, '15:10'));
    // After the close nothing happens until Monday's rollover: the simulator says so and jumps there.
    expect(once.sim.quietUntil()).toBe(at(MONDAY, '00:00'));
    once.sim.advanceTo(at(MONDAY, '09:40'));
    expect(once.tape).toContain(`rollover ${MONDAY}`);
    expect(once.tape.filter((line) => line.startsWith('rollover'))).toHaveLength(1);

    const minutes = simulator();
    for (let t = at(FRIDAY, '14:40'); t < at(MONDAY, '09:40'); t += 60_000) minutes.sim.advanceTo(t);
    minutes.sim.advanceTo(at(MONDAY, '09:40'));
    expect(minutes.tape).toEqual(once.tape);
    expect(fairs(minutes.sim)).toEqual(fairs(once.sim));

    const odd = simulator();
    for (let t = at(FRIDAY, '14:40'); t < at(MONDAY, '09:40'); t += 7_777_777) {
      odd.sim.advanceTo(t);
      // A caller jumping to each quiet end, as the server's runtime does.
      odd.sim.advanceTo(Math.min(odd.sim.quietUntil(), at(MONDAY, '09:40')));
    }
    odd.sim.advanceTo(at(MONDAY, '09:40'));
    expect(odd.tape).toEqual(once.tape);
    expect(fairs(odd.sim)).toEqual(fairs(once.sim));
    // Monday trades after the weekend.
    expect(once.tape.some((line) => Number(line.split(' ')[0]) > at(MONDAY, '09:00'))).toBe(true);
  }, 120_000);

  it('is quiet only while every market is closed', () => {
    const { sim } = simulator();
    expect(sim.quietUntil()).toBe(sim.now);
    sim.advanceTo(at(FRIDAY, '15:00'));
    expect(sim.quietUntil()).toBe(at(MONDAY, '00:00'));
    sim.advanceTo(at(MONDAY, '00:00'));
    expect(sim.quietUntil()).toBe(at(MONDAY, '08:00'));
    sim.advanceTo(at(MONDAY, '08:45'));
    expect(sim.quietUntil()).toBe(sim.now);
  }, 60_000);

  it('keeps the exchange closed on the Vietnamese holidays by default: started on 2/9, it opens on 4/9', () => {
    const sim = new MarketSimulator({
      seed: 11,
      startTime: at('2026-09-02', '09:30'),
      filter: (s) => SYMBOLS.has(s),
    });
    expect(sim.exchange.tradingDate).toBe('2026-09-04');
    const trades: number[] = [];
    sim.onEvent((e: ExchangeEvent) => {
      if (e.type === 'trade') trades.push(e.time);
    });
    sim.advanceTo(at('2026-09-03', '14:00'));
    expect(trades).toHaveLength(0);
    sim.advanceTo(at('2026-09-04', '10:00'));
    expect(trades.length).toBeGreaterThan(0);
    expect(Math.min(...trades)).toBeGreaterThanOrEqual(at('2026-09-04', '09:00'));
  });
});
