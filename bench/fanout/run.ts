// Realtime fan-out benchmark (issue 4 item 7, issue 25 item 4). Starts the real server in this
// process (buildApp, port 0, demo clock, `st` stamps on), spreads thousands of Socket.IO clients
// over worker processes, each joined to the 30 VN30 symbols, then measures: (1) the full simulated
// market, (2) a synthetic ramp of trade messages published through the real gateway. Prints
// delivered messages per second and p50/p99 latency (stamp at the gateway's receipt of the event
// -> client receipt) per phase, and the published rate at which p99 crosses 100 ms. `--nodes 2`
// (with `--database-url` and `--redis-url`) adds a second server process on the same PostgreSQL and
// Redis (second-node.ts): this process's node runs the market, the other gets it through Redis, the
// client workers are split between the nodes, and p99 is printed per node. `--frames` chooses what
// the clients ask for: `deflate` (default: batch frames with per-message deflate, as Sen's web
// client in a browser), `batch`, or `single` (a frame per message). Loopback only, bounded.
import '../server-process.ts'; // first: re-runs bundled, with the server's Node flags (as npm start)
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { MarketRuntime, RealtimeGateway } from '@sen/server';
import type { WorkerOptions, WorkerReport } from './client-worker.ts';
import { Histogram } from './histogram.ts';
import { syntheticRamp, type PhaseResult } from './phases.ts';
import { startSecondNode, type SecondNode } from './second-node.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '5000' },
    workers: { type: 'string', default: '2' },
    'market-seconds': { type: 'string', default: '15' },
    'step-seconds': { type: 'string', default: '5' },
    rates: { type: 'string', default: '20,50,100,200,400,800' },
    'clock-speed': { type: 'string', default: '1' },
    'client-nap-ms': { type: 'string', default: '0' },
    'clients-own-session': { type: 'boolean', default: false },
    'client-nice': { type: 'string', default: '0' },
    /**
     * What the clients ask for (lean-client.ts FrameMode): deflate, as Sen's web client in a
     * browser does (batch frames, per-message deflate offered); batch; single (any Socket.IO client).
     */
    frames: { type: 'string', default: 'deflate' },
    /** 2: a second server process on the same PostgreSQL and Redis serves half the clients. */
    nodes: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    /** Clients a node must serve for the verdict (issue 25: 10,000 a node). */
    'target-clients': { type: 'string', default: '10000' },
    /** Describes the code or setup under test in the results file. */
    label: { type: 'string', default: '' },
  },
});
if (!['single', 'batch', 'deflate'].includes(args.frames))
  throw new Error('--frames is single, batch or deflate');
const clientCount = Number(args.clients);
const startedAt = Date.now();
const loadAverageAtStart = Math.round(loadavg()[0]! * 10) / 10;
const workerCount = Number(args.workers);
const nodeCount = Number(args.nodes);
if (nodeCount !== 1 && nodeCount !== 2) throw new Error('--nodes is 1 or 2');
if (nodeCount === 2 && (args['database-url'] === undefined || args['redis-url'] === undefined))
  throw new Error('--nodes 2 needs --database-url (PostgreSQL) and --redis-url');
if (workerCount % nodeCount !== 0) throw new Error('--workers must be a multiple of --nodes');

process.env.SEN_REALTIME_STAMP = '1';
const { buildApp } = await import('@sen/server');
// The app's decorations (declared by its plugins) as this benchmark uses them.
type SenApp = Awaited<ReturnType<typeof buildApp>> & { market: MarketRuntime; realtime: RealtimeGateway };
const dataDir = mkdtempSync(join(tmpdir(), 'sen-fanout-'));
mkdirSync(join(dataDir, 'web'), { recursive: true });
writeFileSync(join(dataDir, 'web', 'index.html'), '<!doctype html>');
const app = (await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  webDir: join(dataDir, 'web'),
  databaseUrl: nodeCount === 2 ? args['database-url'] : undefined,
  redisUrl: nodeCount === 2 ? args['redis-url'] : undefined,
  clock: 'demo',
  clockStart: '10:00',
  clockSpeed: Number(args['clock-speed']),
  demoUsers: false,
  logLevel: 'silent',
})) as SenApp;
await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const symbols = [...app.market.catalogue.vn30];
let second: SecondNode | undefined;
if (nodeCount === 2) {
  // This node takes the market lease first; the second one then follows (its market idle).
  const cluster = (app as unknown as { cluster: { isLeader(): boolean } }).cluster;
  for (let i = 0; i < 100 && !cluster.isLeader(); i += 1) await new Promise((r) => setTimeout(r, 200));
  if (!cluster.isLeader()) throw new Error('the benchmark node did not take the market lease');
  second = await startSecondNode({ DATABASE_URL: args['database-url']!, REDIS_URL: args['redis-url']! });
}
const nodeUrls = second === undefined ? [url] : [url, second.url];
const writerThreads = app.realtime.writers.stats.writes;
console.log(
  `server ${nodeUrls.join(' and ')}; ${clientCount} clients over ${workerCount} workers, each joined to ${symbols.length} symbols (${symbols.slice(0, 5).join(',')}...), ${args.frames} frames; socket writer threads ${process.env.SEN_REALTIME_WRITERS ?? 'default'} a node`,
);

// Server-side diagnostics: event-loop delay, and how long each market step (exchange advance with
// its events fanned out) holds the loop: a message stamped early in a step waits for its end.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const steps = new Histogram();
const runtime = app.market;
const step = runtime.tick.bind(runtime);
runtime.tick = () => {
  const started = performance.now();
  step();
  steps.record(performance.now() - started);
};

// The server's share of the latency: stamp -> the message written to every joined socket.
const serverSide = new Histogram();
app.realtime.fanOut.onFlush((batch) => {
  const now = Date.now();
  for (const item of batch) if (typeof item.message.st === 'number') serverSide.record(now - item.message.st);
});

// How long one flush takes from its start until its batch is written to every recipient (the event
// loop runs other work between slices, and further flushes while a pass is written), and the
// process CPU meanwhile, which the machine's load inflates less than wall time. At the market's
// rate flushes do not overlap, so that CPU is what one flush costs; under the ramp they do.
const flushes = new Histogram();
const flushCpu = new Histogram();
const fanOut = app.realtime.fanOut;
const flushOnce = fanOut.flush.bind(fanOut);
// Flushes not yet written to everyone, oldest first (batches are reported in flush order).
const flushStarts: { at: number; cpu: NodeJS.CpuUsage }[] = [];
fanOut.flush = () => {
  const before = fanOut.stats.flushes;
  // Recorded first: a flush whose pass takes one slice is reported written before flush() returns.
  const start = { at: performance.now(), cpu: process.cpuUsage() };
  flushStarts.push(start);
  flushOnce();
  // Nothing to flush: no batch will be reported for this start.
  const unused = fanOut.stats.flushes === before ? flushStarts.indexOf(start) : -1;
  if (unused >= 0) flushStarts.splice(unused, 1);
};
fanOut.onFlush(() => {
  const start = flushStarts.shift();
  if (start === undefined) return;
  const used = process.cpuUsage(start.cpu);
  flushes.record(performance.now() - start.at);
  flushCpu.record((used.user + used.system) / 1000);
});

// Workers report every second; reports land in whichever phase is current.
const totals = {
  connected: new Map<ChildProcess, number>(),
  dropped: new Map<ChildProcess, number>(),
  received: 0,
  stamped: 0,
  workerCpuMicros: 0,
  histogram: new Histogram(),
  /** Latency of each node's clients. */
  perNode: nodeUrls.map(() => new Histogram()),
};
const workers: ChildProcess[] = [];
for (let w = 0; w < workerCount; w += 1) {
  const share = Math.floor(clientCount / workerCount) + (w < clientCount % workerCount ? 1 : 0);
  const node = w % nodeCount;
  const options: WorkerOptions = {
    url: nodeUrls[node]!,
    clients: share,
    symbols,
    connectBatch: 25,
    napMs: Number(args['client-nap-ms']),
    frames: args.frames as WorkerOptions['frames'],
  };
  const child = fork(new URL('./client-worker.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, FANOUT_WORKER: JSON.stringify(options) },
    // Own session: with the kernel's autogroup scheduling the workers then share the CPU with the
    // server as another session would (as clients on other machines would not take its share).
    detached: args['clients-own-session'],
  });
  if (Number(args['client-nice']) !== 0 && child.pid !== undefined)
    setPriority(child.pid, Number(args['client-nice']));
  child.on('message', (report: WorkerReport) => {
    totals.connected.set(child, report.connected);
    totals.dropped.set(child, report.dropped);
    totals.received += report.received;
    totals.stamped += report.stamped;
    totals.workerCpuMicros += report.cpuMicros;
    totals.histogram.addSparse(report.histogram);
    totals.perNode[node]!.addSparse(report.histogram);
  });
  workers.push(child);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const connectedNow = () => [...totals.connected.values()].reduce((a, b) => a + b, 0);

/** Measures one phase: resets the counters after a 1 s warm-up, then collects for `seconds`. */
async function measure(name: string, seconds: number, published: () => number): Promise<PhaseResult> {
  await sleep(1000);
  totals.received = 0;
  totals.stamped = 0;
  totals.workerCpuMicros = 0;
  totals.histogram.reset();
  for (const histogram of totals.perNode) histogram.reset();
  flushes.reset();
  flushCpu.reset();
  const startFlushes = fanOut.stats.flushes;
  const startPasses = fanOut.stats.passes;
  const startSends = fanOut.stats.sends;
  loopDelay.reset();
  steps.reset();
  serverSide.reset();
  const startPublished = published();
  const startCpu = process.cpuUsage();
  const startSecondCpu = second?.cpuSeconds() ?? 0;
  const startThreadWrites = writerThreads.reduce((a, b) => a + b, 0);
  const started = Date.now();
  await sleep(seconds * 1000);
  const elapsed = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(startCpu);
  const secondCpu = second === undefined ? undefined : (second.cpuSeconds() - startSecondCpu) / elapsed;
  const threadWrites = writerThreads.reduce((a, b) => a + b, 0) - startThreadWrites;
  const serverCpu = (cpu.user + cpu.system) / 1e6 / elapsed;
  const result: PhaseResult = {
    name,
    clients: connectedNow(),
    publishedPerSecond: Math.round((published() - startPublished) / elapsed),
    deliveredPerSecond: Math.round(totals.received / elapsed),
    p50: totals.histogram.quantile(0.5),
    p99: totals.histogram.quantile(0.99),
    samples: totals.stamped,
    serverP50: serverSide.quantile(0.5),
    serverP99: serverSide.quantile(0.99),
    serverCpuCores: Math.round(serverCpu * 100) / 100,
    deliveredPerCpuSecond: Math.round(totals.received / elapsed / Math.max(serverCpu, 0.01)),
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
    loopDelayP99: Math.round(loopDelay.percentile(99) / 1e6),
    marketStepP99: steps.quantile(0.99),
    flushesPerSecond: Math.round((fanOut.stats.flushes - startFlushes) / elapsed),
    passesPerSecond: Math.round((fanOut.stats.passes - startPasses) / elapsed),
    writesPerSecond: Math.round((fanOut.stats.sends - startSends) / elapsed),
    flushP99: flushes.quantile(0.99),
    flushCpuP50: flushCpu.quantile(0.5),
    clientCpuCores: Math.round((totals.workerCpuMicros / 1e6 / elapsed) * 100) / 100,
    threadWritesPerSecond: Math.round(threadWrites / elapsed),
    perNode: totals.perNode.map((histogram) => ({
      p50: histogram.quantile(0.5),
      p99: histogram.quantile(0.99),
    })),
    ...(secondCpu === undefined ? {} : { secondNodeCpuCores: Math.round(secondCpu * 100) / 100 }),
  };
  console.log(
    `${name.padEnd(22)} clients ${String(result.clients).padStart(5)}  published/s ${String(result.publishedPerSecond).padStart(6)}  delivered/s ${String(result.deliveredPerSecond).padStart(8)}  p50 ${result.p50} ms  p99 ${result.p99} ms  (written to all sockets p50 ${result.serverP50} / p99 ${result.serverP99} ms; server loop delay p99 ${result.loopDelayP99} ms, market step p99 ${result.marketStepP99} ms; ${result.flushesPerSecond} flushes/s, ${result.passesPerSecond} passes/s, ${result.writesPerSecond} client writes/s, flush p99 ${result.flushP99} ms (CPU p50 ${result.flushCpuP50} ms); server CPU ${result.serverCpuCores} cores = ${result.deliveredPerCpuSecond} deliveries per CPU-second; client workers CPU ${result.clientCpuCores} cores; machine load ${result.loadAverage}; ${result.threadWritesPerSecond} socket writes/s by writer threads${nodeCount === 2 ? `; per node p99 ${result.perNode.map((n) => n.p99).join(' / ')} ms, second node CPU ${result.secondNodeCpuCores} cores` : ''})`,
  );
  return result;
}

const results: PhaseResult[] = [];
try {
  const deadline = Date.now() + 120_000;
  while (connectedNow() < clientCount && Date.now() < deadline) await sleep(500);
  console.log(
    `connected: ${connectedNow()} of ${clientCount} (server sees ${app.realtime.clientCount}) after ${Math.round((Date.now() - deadline + 120_000) / 1000)} s`,
  );
  const published = () => app.realtime.fanOut.stats.published;
  results.push(await measure('simulated market', Number(args['market-seconds']), published));
  const rates = args.rates.split(',').map(Number);
  results.push(
    ...(await syntheticRamp(app.realtime, symbols, rates, Number(args['step-seconds']), (name, s) =>
      measure(name, s, published),
    )),
  );
} finally {
  for (const child of workers) child.send({ type: 'stop' });
  await sleep(500);
  await second?.stop();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const dropped = [...totals.dropped.values()].reduce((a, b) => a + b, 0);
console.log(`clients dropped after connecting: ${dropped}; slow-client coalescing events: see server stats`);
const crossing = results.find((r) => r.p99 > 100);
const targetClients = Number(args['target-clients']) * nodeCount;
const market = results[0];
const target =
  market !== undefined &&
  market.clients >= targetClients &&
  market.p99 < 100 &&
  market.perNode.every((node) => node.p99 < 100);
console.log(
  crossing
    ? `p99 crosses 100 ms at ${crossing.publishedPerSecond} published/s (${crossing.deliveredPerSecond} delivered/s) with ${crossing.clients} clients (${crossing.name}; server CPU ${crossing.serverCpuCores} cores, client workers ${crossing.clientCpuCores} cores, machine load ${crossing.loadAverage})`
    : `p99 stayed under 100 ms up to the highest rate tried`,
);
console.log(
  `target (${targetClients.toLocaleString('en')} clients on ${nodeCount} node(s), simulated market, p99 under 100 ms on every node): ${target ? 'met' : 'NOT met'} in this run`,
);
// Every run is appended to the results file (a file in the former one-run shape becomes the first).
const resultsFile = new URL('../results/fanout.json', import.meta.url).pathname;
mkdirSync(new URL('../results', import.meta.url).pathname, { recursive: true });
type RunRecord = Record<string, unknown>;
let runs: RunRecord[] = [];
if (existsSync(resultsFile)) {
  const previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as { runs?: RunRecord[] } & RunRecord;
  runs = Array.isArray(previous.runs) ? previous.runs : [previous];
}
runs.push({
  at: new Date(startedAt).toISOString(),
  label: args.label,
  clientCount,
  workerCount,
  nodes: nodeCount,
  socketWriters: process.env.SEN_REALTIME_WRITERS ?? 'default',
  clientNapMs: Number(args['client-nap-ms']),
  clientsOwnSession: args['clients-own-session'],
  clientNice: Number(args['client-nice']),
  frames: args.frames,
  loadAverageAtStart,
  targetMet: target,
  crossing: crossing?.name ?? null,
  results,
});
writeFileSync(resultsFile, `${JSON.stringify({ runs }, null, 2)}\n`);
process.exit(0);
