// Orders through the whole trading service (issue 7 item 9): signed NewOrder calls posted to
// `/trading` of the real app (HTTP parsing, envelope decoding, the session check, the PIN kept for
// the session, the OMS with durable SQLite commits, the running simulated market), as the web client
// sends them. One demo customer (given the cash its orders need), odd-lot buys of VNM near its floor
// (they mostly rest). Bounded: BENCH_ORDERS orders (default 2,000), BENCH_IN_FLIGHT at a time
// (closed loop), or BENCH_RATE orders a second on a fixed schedule (open loop: load.ts), after
// BENCH_WARMUP calls left out (default: one second of calls at BENCH_RATE, or 500). The bodies are
// built and signed before the timed window (the client's work). By default the server listens and
// the calls come over loopback sockets with keep-alive from a child process (http-client.ts): real
// HTTP parsing and writes, the client's garbage in its own heap, and the CPU time of the server
// (its process: event loop, writer thread, collector) and of the client printed apart, as both
// share the machine's cores. BENCH_CLIENT=inject: Fastify's inject client in the server's own
// thread instead (no sockets; its objects share the server's heap).
import '../server-process.ts'; // first: re-runs bundled, with the server's Node flags (as npm start)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { writeHeapSnapshot } from 'node:v8';
import { build } from 'esbuild';
import { buildApp, type LedgerService, type Storage } from '@sen/server';
import { profileWindow } from './cpu-profile.ts';
import { singleRowCommits } from './durable-commits.ts';
import { driveCalls, RATE, rateFigures, targetVerdict, type LoadResult } from './load.ts';
import type { ClientMessage, ClientOptions } from './http-client.ts';
import { newOrderBody, SUB, tradingBody } from './trading-bodies.ts';

/** The order writer's counters (GroupCommit's stats). */
interface WriterStats {
  batches: number;
  jobs: number;
  fsyncs: number;
  failures: number;
}

/** Appends a run to bench/results/orders.json (paced runs through sockets; the rest only print). */
function appendRun(run: Record<string, unknown>): void {
  if (RATE === undefined || !SOCKETS || process.env.BENCH_CPU_PROFILE) return;
  const file = new URL('../results/orders.json', import.meta.url).pathname;
  const runs = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: unknown[] }).runs : [];
  runs.push(run);
  writeFileSync(file, `${JSON.stringify({ runs }, null, 2)}\n`);
}

/**
 * CPU time of the server's main thread (its event loop), ms, from Linux's per-thread counters
 * (clock ticks of 10 ms); undefined elsewhere. The rest of the process's CPU time is its other
 * threads: the order writer's SQLite thread, V8's collector helpers, libuv's pool (the fsyncs).
 */
function mainThreadCpuMs(): number | undefined {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14, 15)
  } catch {
    return undefined;
  }
}

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? (RATE === undefined ? 64 : 10_000));
// Calls placed first, the same way, and left out of every figure (as in run.ts): a server that has
// just started compiles its code paths and runs its own start-up work in its first second.
const WARMUP = Number(process.env.BENCH_WARMUP ?? RATE ?? 500);
const SOCKETS = process.env.BENCH_CLIENT !== 'inject';
/** BENCH_CONNECTIONS: the socket client's keep-alive connections (http-client.ts; 256 by default). */
const CONNECTIONS = process.env.BENCH_CONNECTIONS;

const loadAverageAtStart = +loadavg()[0]!.toFixed(1);
const dir = mkdtempSync(join(tmpdir(), 'sen-bench-orders-http-'));
const commits = singleRowCommits(dir);
const app = (await buildApp({
  dataDir: dir,
  databaseUrl: undefined,
  logLevel: 'silent',
  demoUsers: true,
  port: 0,
  clockStart: '10:00',
})) as Awaited<ReturnType<typeof buildApp>> & {
  ledger: LedgerService;
  storage: Storage;
  orderWriter: {
    stats: WriterStats;
    threadUtilization(before?: EventLoopUtilization): EventLoopUtilization | undefined;
  };
};
try {
  await app.ready();
  // A back-office cash deposit, so every paced order has the buying power (the demo cash alone
  // covers about 8,000 of these buys and would refuse the rest with -6012).
  await app.ledger.deposit(app.storage.db, { subAcntNo: SUB, amount: 100_000_000_000, ref: 'bench-http' });
  const post = async (payload: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/trading',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    return response.json() as { rc: number; rs: string; data: unknown };
  };
  const login = (
    await post(
      tradingBody('L', { user: '', session: '' }, 'Web.sCheckLogin', {
        username: 'demo',
        password: 'Demo@123',
        channel: 'W',
      }),
    )
  ).data as { sid: string; user: string };
  const auth = { user: login.user, session: login.sid };
  // With --expose-gc (NODE_OPTIONS): the heap the run's orders keep (they all rest in the book).
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  await post(newOrderBody(auth, -1)); // the PIN is verified once per session
  let load: LoadResult;
  let codes: Record<number, number>;
  /** The socket client's own busy time (its event loop) and CPU time, to tell apart from the server's. */
  let client: { loopMs: number; cpuMs: number } | undefined;
  /** CPU time of the server's main thread in the timed window (Linux). */
  let mainCpuMs: number | undefined;
  /** The order writer in the timed window: jobs a batch (orders and their exchange events), failed batches. */
  let batches: { jobsPerBatch: number; failures: number } | undefined;
  /** How busy the order writer's SQLite thread was in the timed window (its statements, commits and fsyncs). */
  let writerThreadUtilization: number | undefined;
  if (SOCKETS) {
    // The client in a child process over loopback sockets; the server's event-loop and CPU time
    // are read here from the moment the client starts its timed window.
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // Bundled to plain JavaScript first: the child runs plain Node, without tsx's loader.
    const clientFile = join(dir, 'http-client.mjs');
    await build({
      entryPoints: [new URL('./http-client.ts', import.meta.url).pathname],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: clientFile,
      // undici is CommonJS and requires Node's modules: the bundle gets a require of its own.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
    const child = fork(clientFile, { execArgv: [] });
    const options: ClientOptions = {
      url,
      auth,
      warmup: WARMUP,
      orders: ORDERS,
      inFlight: IN_FLIGHT,
      rate: RATE,
    };
    child.send(options);
    let elu0 = performance.eventLoopUtilization();
    let cpu0 = process.cpuUsage();
    let main0 = mainThreadCpuMs();
    let writer0 = { ...app.orderWriter.stats };
    let thread0 = app.orderWriter.threadUtilization();
    let stopProfile: Promise<() => Promise<void>> | undefined;
    const reply = await new Promise<{ load: LoadResult; codes: Record<number, number> }>(
      (resolve, reject) => {
        child.on('message', (m: ClientMessage) => {
          if (!('started' in m)) return resolve(m);
          elu0 = performance.eventLoopUtilization();
          cpu0 = process.cpuUsage();
          main0 = mainThreadCpuMs();
          writer0 = { ...app.orderWriter.stats };
          thread0 = app.orderWriter.threadUtilization();
          stopProfile = profileWindow(); // BENCH_CPU_PROFILE: the server's thread in the timed window
        });
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`the load client stopped (${code})`)));
      },
    );
    const elu = performance.eventLoopUtilization(elu0);
    if (thread0 !== undefined)
      writerThreadUtilization = +app.orderWriter.threadUtilization(thread0)!.utilization.toFixed(2);
    const cpu = process.cpuUsage(cpu0);
    const main1 = mainThreadCpuMs();
    if (main0 !== undefined && main1 !== undefined) mainCpuMs = main1 - main0;
    await (
      await stopProfile
    )?.();
    load = { ...reply.load, loopBusyMs: elu.active, cpuMs: (cpu.user + cpu.system) / 1000 };
    client = { loopMs: reply.load.loopBusyMs, cpuMs: reply.load.cpuMs };
    const writer = app.orderWriter.stats;
    batches = {
      jobsPerBatch: +((writer.jobs - writer0.jobs) / Math.max(1, writer.batches - writer0.batches)).toFixed(
        1,
      ),
      failures: writer.failures - writer0.failures,
    };
    codes = reply.codes;
    child.kill();
  } else {
    const bodies = Array.from({ length: WARMUP + ORDERS }, (_, i) => newOrderBody(auth, i));
    ({ load, codes } = await driveCalls(async (body) => (await post(body)).rc, bodies, {
      warmup: WARMUP,
      orders: ORDERS,
      inFlight: IN_FLIGHT,
      rate: RATE,
      profiled: true,
    }));
  }
  gc?.();
  // BENCH_HEAP_SNAPSHOT=<file>: the heap after the run, to see what the resting orders keep.
  if (process.env.BENCH_HEAP_SNAPSHOT) writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
  const keptBytesPerOrder =
    gc === undefined
      ? undefined
      : Math.round((process.memoryUsage().heapUsed - heapBefore) / (WARMUP + ORDERS));
  const figures = {
    orders: ORDERS,
    warmupOrders: WARMUP,
    // What ran the server: its bundle as `npm start` runs it, or the TypeScript through tsx (server-process.ts).
    server: process.env.SEN_BENCH_RERUN === 'bundle' ? 'bundle' : 'source',
    ...(SOCKETS && CONNECTIONS !== undefined ? { connections: Number(CONNECTIONS) } : {}),
    accepted: load.accepted,
    replies: codes,
    ...rateFigures(load, commits, IN_FLIGHT),
    // CPU time per call: the server's process (every thread) and, apart, the socket client's.
    // On 2 cores the two together are at most 2,000 ms a second: 10,000 calls/s leave 0.2 ms.
    cpuMsPerCall: +(load.cpuMs / ORDERS).toFixed(3),
    ...(mainCpuMs === undefined ? {} : { mainThreadCpuMsPerCall: +(mainCpuMs / ORDERS).toFixed(3) }),
    ...(client === undefined ? {} : { clientCpuMsPerCall: +(client.cpuMs / ORDERS).toFixed(3) }),
    // Busy time of the server's event loop per order: one process's rate is at most 1000 / this.
    loopMsPerCall: +(load.loopBusyMs / ORDERS).toFixed(3),
    ...(client === undefined ? {} : { clientLoopMsPerCall: +(client.loopMs / ORDERS).toFixed(3) }),
    ...(batches === undefined
      ? {}
      : { writerJobsPerBatch: batches.jobsPerBatch, writerFailures: batches.failures }),
    ...(writerThreadUtilization === undefined ? {} : { writerThreadUtilization }),
    ...(keptBytesPerOrder === undefined ? {} : { heapBytesKeptPerOrder: keptBytesPerOrder }),
    heapUsedMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    loadAverage: load.loadAverage,
    nodeFlags: process.execArgv.filter((flag) => /^--(v8|max|trace)/.test(flag)).join(' '),
    ...(load.offered === undefined ? {} : { worstAckPer100msMs: load.worstPer100ms.join(' ') }),
  };
  console.log(JSON.stringify(figures, null, 2));
  const verdict = targetVerdict(load, ORDERS, 10_000, 60);
  const { worstAckPer100msMs: _worst, ...kept } = figures as typeof figures & { worstAckPer100msMs?: string };
  appendRun({
    at: new Date().toISOString(),
    label: process.env.BENCH_LABEL,
    verdict,
    loadAverageAtStart,
    ...kept,
  });
  console.log(verdict); // issue 25
  // Below the target rate: whether this run's rate (paced) met the latency over the same minute.
  if (RATE !== undefined && RATE < 10_000) console.log(targetVerdict(load, ORDERS, RATE, 60));
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
