// Order throughput of the OMS with durable commits on SQLite (WAL, synchronous=FULL): orders per
// second accepted (written ahead, blocked in the ledger, sent to the exchange, acknowledged) and
// p50/p99 acknowledgement latency, beside this machine's rate of single-row durable commits measured
// in the same run (the limit without batching) and the ratio. Bounded: BENCH_ORDERS orders,
// BENCH_IN_FLIGHT at a time (closed loop), or BENCH_RATE orders a second on a fixed schedule (open
// loop, latency from each order's scheduled time: load.ts), after BENCH_WARMUP orders left out of
// the figures (default: one second of orders at BENCH_RATE, or 2,000). The orders are signed before
// the timed window (the client's work).
import '../server-process.ts'; // first: re-runs bundled, with the server's Node flags (as npm start)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDirectOrders } from './direct-orders.ts';
import { singleRowCommits } from './durable-commits.ts';
import { drive, RATE, rateFigures, targetVerdict } from './load.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
// Orders placed first, the same way, and left out of every figure: a server that has just started
// compiles its code paths and fills the writer's memory (balances, refIds) in its first second.
const WARMUP = Number(process.env.BENCH_WARMUP ?? (RATE === undefined ? 2_000 : RATE));
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? (RATE === undefined ? 256 : 10_000));

const dir = mkdtempSync(join(tmpdir(), 'sen-bench-orders-'));
try {
  const commits = singleRowCommits(dir);
  const { h, place } = await openDirectOrders(join(dir, 'oms.sqlite'), WARMUP + ORDERS);
  if (WARMUP > 0) await drive(WARMUP, IN_FLIGHT, place, RATE, false);
  const jobsBefore = { ...h.oms.writer.stats };
  const thread0 = h.oms.writer.threadUtilization();
  const load = await drive(ORDERS, IN_FLIGHT, (i) => place(WARMUP + i));
  await h.oms.writer.flush();
  const thread = thread0 && h.oms.writer.threadUtilization(thread0);
  const after = h.oms.writer.stats;
  const batches = after.batches - jobsBefore.batches;
  const jobs = after.jobs - jobsBefore.jobs;
  const fsyncs = after.fsyncs - jobsBefore.fsyncs;
  const failures = after.failures - jobsBefore.failures;
  await h.close();
  const figures = {
    orders: ORDERS,
    warmupOrders: WARMUP,
    refused: ORDERS - load.accepted,
    ...rateFigures(load, commits, IN_FLIGHT),
    writerJobsPerBatch: +(jobs / batches).toFixed(1),
    walFsyncs: fsyncs,
    // Batches the writer thread failed and ran again carefully (another connection's commit, say).
    writerFailures: failures,
    // CPU time of this process per accepted order: what the rate would be on an otherwise idle core.
    cpuMsPerOrder: +(load.cpuMs / load.accepted).toFixed(3),
    // Busy time of the event loop per order: one process's rate is at most 1000 / this.
    loopMsPerOrder: +(load.loopBusyMs / load.accepted).toFixed(3),
    // The same for the writer thread (its SQLite statements, commits and fsync answers).
    ...(thread ? { writerThreadMsPerOrder: +(thread.active / load.accepted).toFixed(3) } : {}),
    loopUtilization: +(load.loopBusyMs / (load.seconds * 1000)).toFixed(2),
    ...(thread ? { writerThreadUtilization: +thread.utilization.toFixed(2) } : {}),
    loadAverage: load.loadAverage,
    nodeFlags: process.execArgv.filter((flag) => flag.startsWith('--v8')).join(' '),
    ...(load.offered === undefined ? {} : { worstAckPer100msMs: load.worstPer100ms.join(' ') }),
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(targetVerdict(load, ORDERS));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
