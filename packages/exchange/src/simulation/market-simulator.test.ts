import { describe, expect, it } from 'vitest';
import type { ExchangeEvent } from '../exchange/events.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import { MarketSimulator } from './market-simulator.ts';

const date = '2026-11-23';
const at = (hhmm: string): number => Date.parse(`${date}T${hhmm}:00+07:00`);
const warrant = REFERENCE.warrants.find((w) => w.underlying === 'FPT')!.symbol;
const symbols = new Set(['FPT', 'HPG', 'VCB', 'ACB', 'SHS', 'ACV', 'E1VFVN30', warrant, 'VN30F1M']);

function run(
  seed: number,
  until: string,
  from = '08:40',
  only = symbols,
): { sim: MarketSimulator; tape: string[]; events: ExchangeEvent[] } {
  const sim = new MarketSimulator({ seed, startTime: at(from), filter: (s) => only.has(s) });
  const tape: string[] = [];
  const events: ExchangeEvent[] = [];
  sim.onEvent((e) => {
    events.push(e);
    if (e.type === 'trade') tape.push(`${e.time} ${e.symbol} ${e.price} ${e.volume}`);
  });
  sim.advanceTo(at(until));
  return { sim, tape, events };
}

describe('market simulator', () => {
  const first = run(7, '09:30');

  it('replays the same tape for the same seed and clock, another for another seed', () => {
    expect(first.tape.length).toBeGreaterThan(200);
    expect(run(7, '09:30').tape).toEqual(first.tape);
    expect(run(8, '09:30').tape).not.toEqual(first.tape);
  }, 60_000);

  it("moves the futures on their own around VN30's level (their premium), most at the open", () => {
    const sim = run(7, '08:59', '08:40', new Set(['E1VFVN30', 'VN30F1M'])).sim;
    const excess = (): number => {
      const future = sim.instruments.find((i) => i.symbol === 'VN30F1M')!;
      const etf = sim.instruments.find((i) => i.symbol === 'E1VFVN30')!;
      return Math.log(
        sim.fairValue('VN30F1M')! / future.referencePrice / (sim.fairValue('E1VFVN30')! / etf.referencePrice),
      );
    };
    const moves: number[] = [];
    let last = excess();
    for (let minute = 1; minute <= 15; minute += 1) {
      sim.advanceTo(at('09:00') + minute * 60_000);
      moves.push(excess() - last);
      last = excess();
    }
    // The basis's slow walk alone moves it about 0.007% a minute.
    const rms = Math.sqrt(moves.reduce((a, m) => a + m * m, 0) / moves.length);
    expect(rms).toBeGreaterThan(0.0003);
    expect(rms).toBeLessThan(0.005);
  });

  it('gives the same tape however often the caller advances', () => {
    const stepwise = new MarketSimulator({ seed: 7, startTime: at('08:40'), filter: (s) => symbols.has(s) });
    const tape: string[] = [];
    stepwise.onEvent((e) => {
      if (e.type === 'trade') tape.push(`${e.time} ${e.symbol} ${e.price} ${e.volume}`);
    });
    for (let t = at('08:40'); t < at('09:30'); t += 2_345) stepwise.advanceTo(t);
    stepwise.advanceTo(at('09:30'));
    expect(tape).toEqual(first.tape);
  }, 60_000);

  it('trades every simulated instrument inside its band and on its tick, with a tight book', () => {
    for (const symbol of symbols) {
      const snap = first.sim.exchange.snapshot(symbol, 3)!;
      expect(snap.totalVolume, symbol).toBeGreaterThan(0);
      expect(snap.high).toBeLessThanOrEqual(snap.ceiling);
      expect(snap.low).toBeGreaterThanOrEqual(snap.floor);
    }
    const fpt = first.sim.exchange.snapshot('FPT', 3)!;
    expect(fpt.bids.length).toBeGreaterThan(0);
    expect(fpt.asks[0]!.price - fpt.bids[0]!.price).toBeLessThanOrEqual(600);
  });

  it('has every covered warrant quoted on both sides by its issuer minutes into continuous trading', () => {
    const warrants = new Set(
      REFERENCE.warrants
        .filter((w) => w.firstTradingDate <= date && date <= w.lastTradingDate)
        .flatMap((w) => [w.symbol, w.underlying]),
    );
    const { sim } = run(7, '09:18', '09:10', warrants);
    const quoted = REFERENCE.warrants
      .filter((w) => warrants.has(w.symbol))
      .map((w) => {
        const snap = sim.exchange.snapshot(w.symbol, 1)!;
        return { symbol: w.symbol, bid: snap.bids.length, ask: snap.asks.length };
      });
    expect(quoted.length).toBeGreaterThan(40);
    // A warrant priced at the floor has no bid (the issuer does not bid below the band).
    const twoSided = quoted.filter((q) => q.bid > 0 && q.ask > 0);
    expect(twoSided.length / quoted.length).toBeGreaterThan(0.9);
    expect(quoted.every((q) => q.ask > 0)).toBe(true);
  });

  it('keeps trade prices near fair values, warrants and futures following their underlyings', () => {
    for (const symbol of ['FPT', 'VN30F1M', warrant]) {
      const last = first.sim.exchange.snapshot(symbol, 0)!.last;
      const fair = first.sim.fairValue(symbol)!;
      expect(Math.abs(last / fair - 1), symbol).toBeLessThan(symbol === warrant ? 0.15 : 0.02);
    }
  });

  it('rejects no simulated order and records foreign flows, index moves and put-through deals', () => {
    const rejected = first.events.filter((e) => e.type === 'order' && e.status === 'rejected');
    expect(rejected).toEqual([]);
    const foreign = first.sim.foreign.get('FPT')!;
    expect(foreign.buyVolume + foreign.sellVolume).toBeGreaterThan(0);
    expect(first.sim.indexes.value('VN30')).not.toBe(first.sim.indexes.snapshot('VN30')!.previousClose);
    expect(first.sim.indexes.indexBars('VNINDEX').length).toBeGreaterThan(10);
    expect(first.sim.indexes.symbolBars('VN30F1M').length).toBeGreaterThan(10);
    expect(first.sim.indexes.topInterest(3).every((row) => !row.symbol.startsWith('VN30F'))).toBe(true);
    const summary = first.sim.summary('HSX');
    expect(summary.totalValue).toBeGreaterThan(0);
    expect(summary.foreignBuyValue + summary.foreignSellValue).toBeGreaterThan(0);
  });

  it('brings odd-lot orders to the separate odd-lot book in continuous trading, and some of them match', () => {
    const oddOrders = first.events.filter(
      (e) => e.type === 'order' && e.board === 'odd' && e.status === 'accepted',
    );
    const oddTrades = first.events.filter((e) => e.type === 'trade' && e.board === 'odd');
    expect(oddOrders.length).toBeGreaterThan(20);
    expect(oddTrades.length).toBeGreaterThan(0);
    for (const order of oddOrders) if (order.type === 'order') expect(order.volume).toBeLessThan(100);
    // Odd lots arrive in continuous trading; the exchange also uncrosses the odd-lot book at the
    // opening call (session-actions.ts), so an odd lot left resting then may match in the ATO.
    const sessions = oddTrades.map((t) => (t.type === 'trade' ? t.session : ''));
    for (const session of sessions) expect(['CONTINUOUS', 'ATO']).toContain(session);
    expect(sessions.filter((s) => s === 'CONTINUOUS').length).toBeGreaterThan(0.9 * sessions.length);
  });

  it('rolls over to the next trading day with the close as reference', () => {
    const { sim, events } = run(3, '15:00', '14:00', new Set(['HPG', 'VCB']));
    const close = sim.exchange.snapshot('HPG', 0)!.close;
    sim.advanceTo(Date.parse('2026-11-24T09:30:00+07:00'));
    expect(events.some((e) => e.type === 'rollover')).toBe(true);
    expect(sim.exchange.snapshot('HPG', 0)!.reference).toBe(close);
    expect(sim.exchange.snapshot('HPG', 0)!.totalVolume).toBeGreaterThan(0);
  }, 60_000);
});
