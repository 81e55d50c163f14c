// Order throughput of the OMS with durable commits on SQLite (WAL, synchronous=FULL): orders per
// second accepted (written ahead, blocked in the ledger, sent to the exchange, acknowledged) and
// p50/p99 acknowledgement latency, beside this machine's rate of single-row durable commits measured
// in the same run (the limit without batching) and the ratio. Bounded: ORDERS orders, IN_FLIGHT at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { HARNESS_PIN, openOmsHarness } from '@sen/server';
import { singleRowCommitRate } from './durable-commits.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 256);
const ACCOUNTS = 64;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const dir = mkdtempSync(join(tmpdir(), 'sen-bench-orders-'));
try {
  const commits = singleRowCommitRate(dir);
  const h = await openOmsHarness(join(dir, 'oms.sqlite'), ACCOUNTS, {
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    referencePrice: 100_000,
  });
  for (const a of h.accounts) await h.oms.entry.place(a.caller, a.session, signed(a.sub, -1)); // PIN verified once per session
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  function signed(sub: string, i: number) {
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
  }
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ORDERS) {
        const i = next++;
        const a = h.accounts[i % ACCOUNTS]!;
        const t0 = performance.now();
        try {
          await h.oms.entry.place(a.caller, a.session, signed(a.sub, i));
        } catch {
          refused += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await h.oms.writer.flush();
  const { batches, jobs } = h.oms.writer.stats;
  await h.close();
  latencies.sort((x, y) => x - y);
  const rate = (ORDERS - refused) / seconds;
  const figures = {
    orders: ORDERS,
    refused,
    inFlight: IN_FLIGHT,
    seconds: +seconds.toFixed(2),
    ordersPerSecond: Math.round(rate),
    ackP50ms: +percentile(latencies, 0.5).toFixed(2),
    ackP99ms: +percentile(latencies, 0.99).toFixed(2),
    singleRowDurableCommitsPerSecond: Math.round(commits),
    ratio: +(rate / commits).toFixed(1),
    writerJobsPerBatch: +(jobs / batches).toFixed(1),
    // CPU time of this process per accepted order: what the rate would be on an otherwise idle core.
    cpuMsPerOrder: +((cpu.user + cpu.system) / 1000 / (ORDERS - refused)).toFixed(3),
    loadAverage: (await import('node:os')).loadavg()[0]!.toFixed(1),
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `target 5000 orders/s with p99 < 20 ms: ${rate >= 5000 && figures.ackP99ms < 20 ? 'met' : 'not met'}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
