// Where SQLite's own time goes on the direct order path: runs the direct benchmark's orders
// (run.ts: 64 accounts, crossing buys and sells, closed loop) with better-sqlite3's statement
// methods timed per SQL text, then lists each statement's calls, total and mean time, and the
// commit's. Timing every call adds its own overhead: compare the statements with each other, not
// the total with run.ts. Bounded: BENCH_ORDERS (default 10,000), BENCH_IN_FLIGHT (default 256).
// `npx tsx bench/orders/statement-times.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { openDirectOrders } from './direct-orders.ts';
import { drive } from './load.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 256);

const times = new Map<string, { calls: number; ms: number }>();
let timing = false;
const proto = (SqliteDatabase.prototype as unknown as { prepare(sql: string): object }).prepare;
const statementProto = Object.getPrototypeOf(
  proto.call(new SqliteDatabase(':memory:'), 'select 1'),
) as Record<string, (...args: unknown[]) => unknown>;
for (const method of ['run', 'all', 'get'] as const) {
  const original = statementProto[method]!;
  statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
    if (!timing) return original.apply(this, args);
    const t0 = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      const key = this.source.length > 90 ? `${this.source.slice(0, 87)}...` : this.source;
      const entry = times.get(key) ?? { calls: 0, ms: 0 };
      entry.calls += 1;
      entry.ms += performance.now() - t0;
      times.set(key, entry);
    }
  };
}

const dir = mkdtempSync(join(tmpdir(), 'sen-bench-statements-'));
try {
  const { h, place } = await openDirectOrders(join(dir, 'oms.sqlite'), ORDERS);
  timing = true;
  const load = await drive(ORDERS, IN_FLIGHT, place, undefined);
  await h.oms.writer.flush();
  timing = false;
  await h.close();
  const total = [...times.values()].reduce((s, t) => s + t.ms, 0);
  const rows = [...times].sort((a, b) => b[1].ms - a[1].ms);
  console.log(
    `${load.accepted} orders, CPU ${(load.cpuMs / load.accepted).toFixed(3)} ms an order, statements ${(total / load.accepted).toFixed(3)} ms an order`,
  );
  for (const [sql, t] of rows)
    console.log(
      `${((t.ms / load.accepted) * 1000).toFixed(1).padStart(6)} µs/order ${(t.calls / load.accepted).toFixed(2).padStart(5)} calls/order ${((t.ms / t.calls) * 1000).toFixed(1).padStart(6)} µs/call  ${sql}`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
