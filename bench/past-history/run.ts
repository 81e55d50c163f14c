// The first daily-history requests of a fresh server (`npx tsx bench/past-history/run.ts [rounds]`):
// wall time of the first `/stockHis.pt` (a stock's two years) and `/getIndexHistories/?resolution=D`
// (VN-Index: every member's past) and the largest event-loop delay while each runs
// (perf_hooks.monitorEventLoopDelay, 1 ms resolution). Each case runs in a new process, since
// the generated past is made once per process: "cold" asks as soon as the server listens,
// "warm" 3 s later (after the background warm-up of the daily model).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '@sen/server';

const CASES = {
  'stock, cold': { path: '/info/stockHis.pt?symbol=FPT&size=1000', waitMs: 0 },
  'stock, warm': { path: '/info/stockHis.pt?symbol=FPT&size=1000', waitMs: 3000 },
  'index, cold': { path: '/board/getIndexHistories/?resolution=D&indexId=10', waitMs: 0 },
} as const;
type CaseName = keyof typeof CASES;

interface Measure {
  wallMs: number;
  maxDelayMs: number;
  /** A second, different stock's full history right after (its past made, the model already run). */
  nextMs: number;
  nextMaxDelayMs: number;
  load: number;
}

async function timed(base: string, path: string): Promise<{ wallMs: number; maxDelayMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.json();
  const wallMs = performance.now() - started;
  histogram.disable();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return { wallMs: Math.round(wallMs), maxDelayMs: Math.round(histogram.max / 1e6) };
}

async function one(name: CaseName): Promise<Measure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sen-bench-past-'));
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    clock: 'demo',
    clockStart: '10:30',
    clockSpeed: 1,
    demoUsers: false,
    logLevel: 'silent',
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { path, waitMs } = CASES[name];
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const load = loadavg()[0]!;
    const first = await timed(base, path);
    const next = await timed(base, '/info/stockHis.pt?symbol=VCB&size=1000');
    return { ...first, nextMs: next.wallMs, nextMaxDelayMs: next.maxDelayMs, load };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const child = process.argv.indexOf('--one');
if (child >= 0) {
  process.stdout.write(`${JSON.stringify(await one(process.argv[child + 1] as CaseName))}\n`);
  process.exit(0);
}

const rounds = Number(process.argv[2] ?? 3);
const results = new Map<CaseName, Measure[]>();
for (let round = 0; round < rounds; round += 1)
  for (const name of Object.keys(CASES) as CaseName[]) {
    const run = spawnSync('npx', ['tsx', new URL(import.meta.url).pathname, '--one', name], {
      encoding: 'utf8',
    });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !line.startsWith('{')) throw new Error(`${name}: ${run.stderr}`);
    results.set(name, [...(results.get(name) ?? []), JSON.parse(line) as Measure]);
  }
const range = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[0] === sorted.at(-1) ? `${sorted[0]}` : `${sorted[0]}-${sorted.at(-1)}`;
};
process.stdout.write(
  '| first request | wall ms | max event-loop delay ms | then VCB: wall / max delay ms | load average |\n',
);
process.stdout.write('| --- | --- | --- | --- | --- |\n');
for (const [name, measures] of results)
  process.stdout.write(
    `| ${name} | ${range(measures.map((m) => m.wallMs))} | ${range(measures.map((m) => m.maxDelayMs))} | ` +
      `${range(measures.map((m) => m.nextMs))} / ${range(measures.map((m) => m.nextMaxDelayMs))} | ` +
      `${range(measures.map((m) => Math.round(m.load * 10) / 10))} |\n`,
  );
