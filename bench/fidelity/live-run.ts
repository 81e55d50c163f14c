// The live days against the generated past in this process, in seconds a seed (`npx tsx
// bench/fidelity/live-run.ts [--seeds 1,2,3] [--days 5] [--date 2026-11-23]`): the whole universe's
// fair values stepped as a served market steps them from 08:30 of the benchmark's first date (same
// seed, same draws), each day's close taken as the fair value at 14:45 on the tick and inside the
// day's band (a served close is the closing call's price, which follows the fair value to within a
// tick or two), against `PastMarketHistory`'s past: the rms of the liquid stocks' daily returns of
// the live days over the past's, with run.ts's definitions (served-figures.ts). Also the week's
// volatility regime (its price multiplier each day). With `--trade` the simulated participants
// trade and the closes are the exchange's, their returns close to close as run.ts reads them
// (`servedCloseReturns`), beside the closes over their references. The quick loop for the live days'
// volatility; the real check is run.ts.
import { parseArgs } from 'node:util';
import { MarketSimulator, PastMarketHistory, REFERENCE } from '@sen/exchange';
import { addTradingDays, priceBand, roundToTick } from '@sen/market';
import { at } from './day-run.ts';
import { servedCloseReturns, type ServedDailyRow } from './figures.ts';
import { mean } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1,2,3' },
    days: { type: 'string', default: '5' },
    date: { type: 'string', default: '2026-11-23' },
    // With the simulated participants: closes from the exchange's closing prices (minutes a seed).
    trade: { type: 'boolean', default: false },
  },
});
const LIQUID: Record<string, number> = { HSX: 270, HNX: 77, UPCOM: 131 };
const rms = (xs: readonly number[]): number => Math.sqrt(mean(xs.map((x) => x * x)));

for (const seed of args.seeds.split(',').map(Number)) {
  const started = performance.now();
  const past = new PastMarketHistory({ seed, firstLiveDate: args.date, cacheSize: 1 });
  const sim = new MarketSimulator({ seed, startTime: at(args.date, '08:30'), participants: args.trade });
  const stocks = REFERENCE.stocks.filter((s) => past.has(s.symbol) && sim.fairValue(s.symbol) !== undefined);
  const pastOf = new Map(stocks.map((s) => [s.symbol, past.bars(s.symbol)]));
  const liquid = new Map<string, string[]>();
  for (const market of Object.keys(LIQUID))
    liquid.set(
      market,
      stocks
        .filter((s) => s.exchange === market)
        .map((s) => ({ s: s.symbol, value: mean(pastOf.get(s.symbol)!.map((b) => b.value)) }))
        .sort((a, b) => b.value - a.value)
        .slice(0, LIQUID[market])
        .map(({ s }) => s),
    );
  const refs = new Map(
    stocks.map((s) => [s.symbol, sim.instruments.find((i) => i.symbol === s.symbol)!.referencePrice]),
  );
  const live = new Map<string, number[]>(stocks.map((s) => [s.symbol, []]));
  // Traded days as served (--trade): their returns close to close, as run.ts (servedCloseReturns).
  const rows = new Map<string, ServedDailyRow[]>(stocks.map((s) => [s.symbol, []]));
  const regimes: string[] = [];
  let date = args.date;
  for (let d = 0; d < Number(args.days); d += 1) {
    sim.advanceTo(at(date, '14:46'));
    regimes.push(sim.volatilityRegime.toFixed(2));
    if (args.trade) sim.advanceTo(at(date, '15:05'));
    for (const s of stocks) {
      const snap = args.trade ? sim.exchange.snapshot(s.symbol, 0) : undefined;
      if (snap) {
        const close = snap.close || snap.last || snap.reference;
        rows
          .get(s.symbol)!
          .push({ reference: snap.reference, close, volume: snap.totalVolume, value: snap.totalValue });
        continue;
      }
      const ref = refs.get(s.symbol)!;
      const band = priceBand({ ref, market: s.exchange, kind: 'stock' });
      const fair = roundToTick(s.exchange, 'stock', sim.fairValue(s.symbol)!, 'nearest');
      const close = Math.min(band.ceiling, Math.max(band.floor, fair));
      live.get(s.symbol)!.push(close / ref - 1);
      refs.set(s.symbol, close);
    }
    sim.advanceTo(at(date, '15:10'));
    date = addTradingDays(date, 1);
    sim.advanceTo(at(date, '08:30'));
  }
  if (args.trade)
    for (const s of stocks) live.set(s.symbol, servedCloseReturns(rows.get(s.symbol)!, s.exchange));
  const ratios = [...liquid].map(([market, symbols]) => {
    const pastReturns = symbols.flatMap((s) =>
      pastOf
        .get(s)!
        .filter((b) => b.reference > 0)
        .map((b) => b.close / b.reference - 1),
    );
    const liveReturns = symbols.flatMap((s) => live.get(s)!);
    const days = Array.from({ length: Number(args.days) }, (_, k) =>
      rms(symbols.map((s) => live.get(s)![k]!)),
    );
    // With --trade, also the closes over their references (on UPCOM the day before's VWAP).
    const overReference = args.trade
      ? ` [close / reference ${(rms(symbols.flatMap((s) => rows.get(s)!.map((r) => r.close / r.reference - 1))) / rms(pastReturns)).toFixed(2)}]`
      : '';
    return `${market} ${(rms(liveReturns) / rms(pastReturns)).toFixed(2)}${overReference} (days ${days.map((x) => (x / rms(pastReturns)).toFixed(2)).join(' ')})`;
  });
  console.log(
    `seed ${seed}: live / past ${ratios.join(', ')}; regime ${regimes.join(' ')}; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
