// Quick loop for the VN30F1M one-minute figures (npx tsx bench/fidelity/future-run.ts [--seeds 1,2,3]
// [--days 5]): the simulator in this process with VN30 and the futures only, one run per seed from
// 08:30 of the benchmark's first date through whole days, the front month's one-minute closes taken
// from its trades as the intraday chart builds them. Fast and indicative: without the rest of the
// universe the fair-value draws differ from a served run's, so the real check stays run.ts.
import { parseArgs } from 'node:util';
import { addTradingDays } from '@sen/market';
import { MarketSimulator, VN30_SYMBOLS } from '@sen/exchange';
import { at } from './day-run.ts';
import { minuteFigures } from './figures.ts';

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1,2,3' },
    days: { type: 'string', default: '5' },
    date: { type: 'string', default: '2026-11-23' },
  },
});
const keep = new Set<string>([...VN30_SYMBOLS, 'VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q']);
const real = { sd: 0.068, kurtosis: 21.4, acf1: -0.018, acfAbs1: 0.3, acfAbs10: 0.24 };
const rows: Record<string, number>[] = [];
for (const seed of args.seeds.split(',').map(Number)) {
  const sim = new MarketSimulator({ seed, startTime: at(args.date, '08:30'), filter: (s) => keep.has(s) });
  const returns: number[] = [];
  let date = args.date;
  for (let d = 0; d < Number(args.days); d += 1) {
    const closes = new Map<number, number>();
    const off = sim.onEvent((event) => {
      if (event.type === 'trade' && event.symbol === 'VN30F1M')
        closes.set(event.time - (event.time % 60_000), event.price);
    });
    sim.advanceTo(at(date, '15:10'));
    off();
    const sorted = [...closes.entries()].sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < sorted.length; i += 1) returns.push(sorted[i]![1] / sorted[i - 1]![1] - 1);
    date = addTradingDays(date, 1);
    sim.advanceTo(at(date, '08:30'));
  }
  const f = minuteFigures(returns);
  rows.push({ seed, n: returns.length, ...f, sd: f.sd * 100 });
}
const show = (key: keyof typeof real, digits: number): string =>
  `${key} ${rows.map((r) => r[key]!.toFixed(digits)).join(' / ')} (real ${real[key]})`;
console.log(`seeds ${rows.map((r) => `${r.seed}:${r.n}`).join(' ')}`);
console.log(
  [show('sd', 3), show('kurtosis', 1), show('acf1', 3), show('acfAbs1', 2), show('acfAbs10', 2)].join('\n'),
);
