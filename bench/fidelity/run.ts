// Fidelity benchmark: the market a user reads, beside ../shared/domain/market-calibration.md
// (`npm run bench -- fidelity`, or `npx tsx bench/fidelity/run.ts [--seeds 1,2,3] [--days 20]`).
// For each seed it starts a real server (demo clock from 08:30 of a fixed date), drives the demo
// clock through whole days, reads the board, the intraday charts and the daily histories over
// HTTP, prints every figure with the real one, their ratio and the verdict (within ±30%), and
// keeps the report in bench/results/fidelity.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { collect } from './collect.ts';
import { printFigures, readPrints, type FreshStart } from './prints.ts';
import { passes, printLines, type Line } from './report.ts';
import { ServedMarket } from './served-market.ts';
import { HALF_HOURS } from './figures.ts';
import { cashShape, servedFigures } from './served-figures.ts';

const USAGE = `npx tsx bench/fidelity/run.ts [--seeds 1,2,3] [--days 20] [--date 2026-11-23] [--speed 1]
  [--no-fresh] [--out bench/results/fidelity.json]`;

const options = {
  allowNegative: true,
  options: {
    seeds: { type: 'string', default: '1,2,3' },
    days: { type: 'string', default: '20' },
    date: { type: 'string', default: '2026-11-23' },
    speed: { type: 'string', default: '1' },
    // --no-fresh skips the fresh-server probe (a server started at 10:00, watched for 60 s of wall time).
    fresh: { type: 'boolean', default: true },
    // Where the report is kept (seeds run in parallel processes each keep their own).
    out: { type: 'string', default: new URL('../results/fidelity.json', import.meta.url).pathname },
    help: { type: 'boolean', short: 'h', default: false },
  },
} as const;
const args = (() => {
  try {
    return parseArgs(options).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const seeds = args.seeds.split(',').map(Number);
const days = Number(args.days);
const results: { seed: number; passed: number; total: number; seconds: number; lines: Line[] }[] = [];
const cpuSeconds = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** A server started fresh at 10:00 (demo clock, real speed): the VN30 tapes after 60 s of wall time. */
async function freshStart(seed: number): Promise<FreshStart> {
  const fresh = await ServedMarket.start(seed, args.date, 1, '10:00');
  try {
    const from = fresh.secondsOfDay;
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    // Windows in market time, up to where the exchange has got (on a busy machine it may trail the clock).
    const reached = fresh.secondsOfDay;
    return {
      first20: await readPrints(fresh, from, Math.min(from + 20, reached)),
      first60: await readPrints(fresh, from, Math.min(from + 60, reached)),
    };
  } finally {
    await fresh.close();
  }
}

for (const seed of seeds) {
  const started = performance.now();
  const cpu = cpuSeconds();
  const fresh = args.fresh ? await freshStart(seed) : undefined;
  const market = await ServedMarket.start(seed, args.date, Number(args.speed));
  try {
    const data = await collect(market, days);
    const lines = [
      ...servedFigures(data),
      ...printFigures(
        data.days.flatMap((d) => d.prints),
        fresh,
      ),
    ];
    console.log(
      `\n=== seed ${seed}: ${days} served days from ${market.firstDate} (demo clock, 08:30-15:10), ` +
        `${data.stocks.length} stock histories ===`,
    );
    const { passed, total } = printLines(lines);
    const cash = cashShape(data);
    console.log(
      `\nVN-Index one-minute volume by half hour (cash stocks, shown only): ` +
        HALF_HOURS.map((from, i) => `${from} ${cash[i]!.toFixed(1)}%`).join(', '),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nseed ${seed}: ${passed} of ${total} figures within 30% of the real market ` +
        `(${seconds.toFixed(0)} s wall, ${(cpuSeconds() - cpu).toFixed(0)} s CPU, load ${loadavg()[0]!.toFixed(1)})`,
    );
    results.push({ seed, passed, total, seconds, lines });
  } finally {
    await market.close();
  }
}

const failing = new Map<string, number[]>();
for (const result of results)
  for (const line of result.lines)
    if (!passes(line)) failing.set(line.name, [...(failing.get(line.name) ?? []), result.seed]);
console.log(
  `\nSummary: ${results.map((r) => `seed ${r.seed} ${r.passed}/${r.total}`).join(', ')}; ` +
    (failing.size === 0
      ? 'every figure within 30% for every seed.'
      : `off: ${[...failing].map(([name, s]) => `${name} (seed ${s.join(',')})`).join('; ')}`),
);
mkdirSync(dirname(args.out), { recursive: true });
writeFileSync(
  args.out,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      date: args.date,
      days,
      results: results.map((r) => ({
        ...r,
        lines: r.lines.map((l) => ({ ...l, ratio: l.real === 0 ? null : l.sim / l.real, pass: passes(l) })),
      })),
    },
    null,
    2,
  )}\n`,
);
process.exit(failing.size === 0 ? 0 : 1);
