// Orders through the whole trading gateway (issue 7 item 9, second view): signed NewOrder calls
// posted to `/trading` of the real app (Fastify inject: body parsing, envelope decoding, the
// session check, the PIN kept for the session, the OMS with durable SQLite commits, the running
// simulated market), as the web client sends them. One demo customer, odd-lot buys of VNM near its
// floor (they mostly rest). Bounded: BENCH_ORDERS orders (default 2,000), BENCH_IN_FLIGHT at a time
// (closed loop), or BENCH_RATE orders a second on a fixed schedule (open loop: load.ts). The bodies
// are built and signed before the timed window (the client's work); the inject client itself runs
// in this process and is counted in its CPU time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { buildApp } from '@sen/server';
import { singleRowCommits } from './durable-commits.ts';
import { drive, percentile, RATE } from './load.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? (RATE === undefined ? 64 : 10_000));
const SUB = '0000011';

const dir = mkdtempSync(join(tmpdir(), 'sen-bench-orders-http-'));
const commits = singleRowCommits(dir);
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
  const body = (group: string, auth: { user: string; session: string }, cmd: string, params: object) =>
    JSON.stringify({ group, user: auth.user, session: auth.session, channel: 'W', data: { cmd, ...params } });
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
      body('L', { user: '', session: '' }, 'Web.sCheckLogin', { p1: 'demo', p2: 'Demo@123', p3: 'W' }),
    )
  ).data as { sid: string; user: string };
  const auth = { user: login.user, session: login.sid };
  const order = (i: number) => {
    const refId = `http-${i}`;
    const price = 56_800;
    return body('B', auth, 'NewOrder', {
      p1: SUB,
      p2: 'VNM',
      p3: 'B',
      p4: price,
      p5: 1,
      p6: '123456',
      p7: refId,
      p8: orderSignature({ price, side: 'B', volume: 1, account: SUB, symbol: 'VNM', refId }),
    });
  };
  await post(order(-1)); // the PIN is verified once per session
  const bodies = Array.from({ length: ORDERS }, (_, i) => order(i));
  const codes = new Map<number, number>();
  const load = await drive(ORDERS, IN_FLIGHT, async (i) => {
    const reply = await post(bodies[i]!);
    codes.set(reply.rc, (codes.get(reply.rc) ?? 0) + 1);
    return reply.rc === 1;
  });
  const rate = load.accepted / load.seconds;
  console.log(
    JSON.stringify(
      {
        orders: ORDERS,
        accepted: load.accepted,
        replies: Object.fromEntries(codes),
        ...(load.offered === undefined ? { inFlight: IN_FLIGHT } : { offeredPerSecond: load.offered }),
        seconds: +load.seconds.toFixed(2),
        ordersPerSecond: Math.round(rate),
        ackP50ms: percentile(load.latencies, 0.5),
        ackP99ms: percentile(load.latencies, 0.99),
        ackMaxMs: percentile(load.latencies, 1),
        singleRowDurableCommitsPerSecond: Math.round(commits.perSecond),
        ratio: +(rate / commits.perSecond).toFixed(1),
        singleRowCommitP50P99MaxMs: [commits.p50Ms, commits.p99Ms, commits.maxMs],
        cpuMsPerCall: +(load.cpuMs / ORDERS).toFixed(3),
        // Busy time of the event loop per order: one process's rate is at most 1000 / this.
        loopMsPerCall: +(load.loopBusyMs / ORDERS).toFixed(3),
        loadAverage: load.loadAverage,
      },
      null,
      2,
    ),
  );
  console.log(
    `target 5000 orders/s with p99 < 20 ms: ${rate >= 5000 && percentile(load.latencies, 0.99) < 20 ? 'met' : 'not met'}`,
  );
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
