// Orders through the whole trading gateway (issue 7 item 9, second view): signed NewOrder calls
// posted to `/trading` of the real app (Fastify inject: body parsing, envelope decoding, the
// session check, the PIN kept for the session, the OMS with durable SQLite commits, the running
// simulated market), as the web client sends them. One demo customer, odd-lot buys of VNM near its
// floor (they mostly rest). Bounded: BENCH_ORDERS orders (default 2,000), BENCH_IN_FLIGHT at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { buildApp } from '@sen/server';
import { singleRowCommitRate } from './durable-commits.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 64);
const SUB = '0000011';

const dir = mkdtempSync(join(tmpdir(), 'sen-bench-orders-http-'));
const commits = singleRowCommitRate(dir);
const app = await buildApp({
  dataDir: dir,
  databaseUrl: undefined,
  logLevel: 'silent',
  demoUsers: true,
  port: 0,
  clockStart: '10:00',
});
try {
  await app.ready();
  const post = async (
    group: string,
    auth: { user: string; session: string },
    cmd: string,
    params: Record<string, unknown>,
  ) => {
    const payload = JSON.stringify({
      group,
      user: auth.user,
      session: auth.session,
      channel: 'W',
      data: { cmd, ...params },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/trading',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    return response.json() as { rc: number; rs: string; data: unknown };
  };
  const login = (
    await post('L', { user: '', session: '' }, 'Web.sCheckLogin', { p1: 'demo', p2: 'Demo@123', p3: 'W' })
  ).data as { sid: string; user: string };
  const auth = { user: login.user, session: login.sid };
  const order = (i: number) => {
    const refId = `http-${i}`;
    const price = 56_800;
    return {
      p1: SUB,
      p2: 'VNM',
      p3: 'B',
      p4: price,
      p5: 1,
      p6: '123456',
      p7: refId,
      p8: orderSignature({ price, side: 'B', volume: 1, account: SUB, symbol: 'VNM', refId }),
    };
  };
  await post('B', auth, 'NewOrder', order(-1)); // the PIN is verified once per session
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ORDERS) {
        const i = next++;
        const t0 = performance.now();
        const reply = await post('B', auth, 'NewOrder', order(i));
        latencies.push(performance.now() - t0);
        codes.set(reply.rc, (codes.get(reply.rc) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    +(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2);
  const accepted = codes.get(1) ?? 0;
  console.log(
    JSON.stringify(
      {
        orders: ORDERS,
        accepted,
        replies: Object.fromEntries(codes),
        inFlight: IN_FLIGHT,
        seconds: +seconds.toFixed(2),
        ordersPerSecond: Math.round(accepted / seconds),
        ackP50ms: at(0.5),
        ackP99ms: at(0.99),
        singleRowDurableCommitsPerSecond: Math.round(commits),
        ratio: +(accepted / seconds / commits).toFixed(1),
        cpuMsPerCall: +((cpu.user + cpu.system) / 1000 / ORDERS).toFixed(3),
        loadAverage: loadavg()[0]!.toFixed(1),
      },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
