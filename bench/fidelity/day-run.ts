// One simulated trading day of the whole universe, and figures taken from it.
import { MarketSimulator, VN30_SYMBOLS } from '@sen/exchange';
import { tickSize } from '@sen/market';

export interface DayFigures {
  traded: Record<string, { stocks: number; traded: number; values: number[] }>;
  spreadsTicks: number[];
  bestThreeBidVolume: number[];
  /** Per-minute close and volume of a futures contract, keyed by minute start (ms). */
  futuresMinutes: Map<number, { close: number; volume: number }>;
  /** Wall time of the run, ms. */
  cpuMs: number;
  events: number;
  orders: number;
  trades: number;
}

/** Market epoch ms of a time of day on a date. */
export function at(date: string, hhmm: string): number {
  return Date.parse(`${date}T${hhmm}:00+07:00`);
}

/** Runs one day (08:30 to 15:05) with an optional symbol filter; snapshots VN30 spreads during continuous trading. */
export function runDay(
  seed: number,
  date: string,
  filter?: (symbol: string) => boolean,
  futures = 'VN30F1M',
): DayFigures {
  const sim = new MarketSimulator({ seed, startTime: at(date, '08:30'), filter });
  const figures: DayFigures = {
    traded: {},
    spreadsTicks: [],
    bestThreeBidVolume: [],
    futuresMinutes: new Map(),
    cpuMs: 0,
    events: 0,
    orders: 0,
    trades: 0,
  };
  sim.onEvent((event) => {
    figures.events += 1;
    if (event.type === 'order' && event.status === 'accepted') figures.orders += 1;
    if (event.type !== 'trade') return;
    figures.trades += 1;
    if (event.symbol !== futures) return;
    const minute = event.time - (event.time % 60_000);
    const bar = figures.futuresMinutes.get(minute) ?? { close: 0, volume: 0 };
    bar.close = event.price;
    bar.volume += event.volume;
    figures.futuresMinutes.set(minute, bar);
  });
  const snapshots = ['09:45', '10:00', '10:30', '11:00', '11:15', '13:15', '13:30', '14:00'].map((t) =>
    at(date, t),
  );
  const started = performance.now();
  for (const time of snapshots) {
    sim.advanceTo(time);
    for (const symbol of VN30_SYMBOLS) {
      const snap = sim.exchange.snapshot(symbol, 3);
      const bid = snap?.bids[0];
      const ask = snap?.asks[0];
      if (!snap || !bid || !ask) continue;
      figures.spreadsTicks.push((ask.price - bid.price) / tickSize('HSX', 'stock', bid.price));
      figures.bestThreeBidVolume.push(snap.bids.reduce((sum, level) => sum + level.volume, 0));
    }
  }
  sim.advanceTo(at(date, '15:05'));
  figures.cpuMs = performance.now() - started;
  for (const instrument of sim.instruments) {
    if (instrument.kind !== 'stock') continue;
    const snap = sim.exchange.snapshot(instrument.symbol, 0);
    const row = (figures.traded[instrument.market] ??= { stocks: 0, traded: 0, values: [] });
    row.stocks += 1;
    if ((snap?.totalVolume ?? 0) > 0) row.traded += 1;
    row.values.push(snap?.totalValue ?? 0);
  }
  return figures;
}
