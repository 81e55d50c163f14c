// Order throughput of the OMS with durable commits on SQLite (WAL, synchronous=FULL): orders per
// second accepted (written ahead, blocked in the ledger, sent to the exchange, acknowledged) and
// p50/p99 acknowledgement latency, beside this machine's rate of single-row durable commits measured
// in the same run (the limit without batching) and the ratio. Bounded: BENCH_ORDERS orders,
// BENCH_IN_FLIGHT at a time (closed loop), or BENCH_RATE orders a second on a fixed schedule (open
// loop, latency from each order's scheduled time: load.ts). The orders are signed before the timed
// window (the client's work).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { HARNESS_PIN, openOmsHarness } from '@sen/server';
import { singleRowCommitRate } from './durable-commits.ts';
import { drive, percentile, RATE } from './load.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? (RATE === undefined ? 256 : 10_000));
const ACCOUNTS = 64;

const dir = mkdtempSync(join(tmpdir(), 'sen-bench-orders-'));
try {
  const commits = singleRowCommitRate(dir);
  const h = await openOmsHarness(join(dir, 'oms.sqlite'), ACCOUNTS, {
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    referencePrice: 100_000,
  });
  // Buys and sells of 64 accounts around the reference: they cross, so fills post to the ledger too.
  const signed = (sub: string, i: number) => {
    const side = i % 2 === 0 ? 'B' : 'S';
    const price = 100_000 + ((i * 7) % 21) * 100 - 1_000;
    const refId = `b${i}`;
    return {
      p1: sub,
      p2: 'FPT',
      p3: side,
      p4: price,
      p5: 100,
      p6: HARNESS_PIN,
      p7: refId,
      p8: orderSignature({ price, side, volume: 100, account: sub, symbol: 'FPT', refId }),
    } as const;
  };
  for (const a of h.accounts) await h.oms.entry.place(a.caller, a.session, signed(a.sub, -1)); // PIN verified once per session
  const orders = Array.from({ length: ORDERS }, (_, i) => signed(h.accounts[i % ACCOUNTS]!.sub, i));
  const load = await drive(ORDERS, IN_FLIGHT, async (i) => {
    const a = h.accounts[i % ACCOUNTS]!;
    await h.oms.entry.place(a.caller, a.session, orders[i]!);
    return true;
  });
  await h.oms.writer.flush();
  const { batches, jobs, fsyncs } = h.oms.writer.stats;
  await h.close();
  const rate = load.accepted / load.seconds;
  const figures = {
    orders: ORDERS,
    refused: ORDERS - load.accepted,
    ...(load.offered === undefined ? { inFlight: IN_FLIGHT } : { offeredPerSecond: load.offered }),
    seconds: +load.seconds.toFixed(2),
    ordersPerSecond: Math.round(rate),
    ackP50ms: percentile(load.latencies, 0.5),
    ackP99ms: percentile(load.latencies, 0.99),
    ackMaxMs: percentile(load.latencies, 1),
    singleRowDurableCommitsPerSecond: Math.round(commits),
    ratio: +(rate / commits).toFixed(1),
    writerJobsPerBatch: +(jobs / batches).toFixed(1),
    walFsyncs: fsyncs,
    // CPU time of this process per accepted order: what the rate would be on an otherwise idle core.
    cpuMsPerOrder: +(load.cpuMs / load.accepted).toFixed(3),
    // Busy time of the event loop per order: one process's rate is at most 1000 / this.
    loopMsPerOrder: +(load.loopBusyMs / load.accepted).toFixed(3),
    loadAverage: load.loadAverage,
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `target 5000 orders/s with p99 < 20 ms: ${rate >= 5000 && figures.ackP99ms < 20 ? 'met' : 'not met'}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
