// The VN30F1M one-minute figures of a served seed's fair value, without trading (npx tsx
// bench/fidelity/future-fair-run.ts [--seeds 1,2,3] [--days 5]): the whole universe's fair values
// stepped as a served market steps them from 08:30 of the benchmark's first date (same seed, same
// draws; only the futures basis's small walk differs, its stream is shared with the order flow),
// the front month's fair value read at the end of each minute (09:00-11:29, 13:00-14:29, and the
// closing call's 14:45). A served run's trade prices follow it to within the bid-ask noise, so this
// is the quick loop for the future's calibration (seconds of CPU a seed); the real check is run.ts.
import { parseArgs } from 'node:util';
import { addTradingDays } from '@sen/market';
import { MarketSimulator } from '@sen/exchange';
import { at } from './day-run.ts';
import { minuteFigures } from './figures.ts';

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1,2,3' },
    days: { type: 'string', default: '5' },
    date: { type: 'string', default: '2026-11-23' },
  },
});
const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

for (const seed of args.seeds.split(',').map(Number)) {
  const sim = new MarketSimulator({ seed, startTime: at(args.date, '08:30'), participants: false });
  const returns: number[] = [];
  let date = args.date;
  for (let d = 0; d < Number(args.days); d += 1) {
    const closes: number[] = [];
    for (let minute = 9 * 60; minute < 14 * 60 + 30; minute += 1) {
      if (minute >= 11 * 60 + 30 && minute < 13 * 60) continue;
      sim.advanceTo(at(date, hhmm(minute)) + 59_000);
      closes.push(sim.fairValue('VN30F1M') ?? 0);
    }
    sim.advanceTo(at(date, '14:44') + 59_000);
    closes.push(sim.fairValue('VN30F1M') ?? 0);
    for (let i = 1; i < closes.length; i += 1) returns.push(closes[i]! / closes[i - 1]! - 1);
    sim.advanceTo(at(date, '15:10'));
    date = addTradingDays(date, 1);
    sim.advanceTo(at(date, '08:30'));
  }
  const f = minuteFigures(returns);
  console.log(
    `seed ${seed} (n=${returns.length}): sd ${(f.sd * 100).toFixed(3)}% (real 0.068), kurtosis ` +
      `${f.kurtosis.toFixed(1)} (21.4), lag-1 acf ${f.acf1.toFixed(3)} (-0.018), |r| lag 1 ` +
      `${f.acfAbs1.toFixed(2)} (0.30), lag 10 ${f.acfAbs10.toFixed(2)} (0.24)`,
  );
}
