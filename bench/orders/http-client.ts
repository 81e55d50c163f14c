// The load client of http.ts over real sockets (its default): a child process, so its
// allocations and garbage collection stay out of the server's heap (an in-process inject client's
// request and response objects were most of what the server's old-generation collections swept)
// and its CPU time is counted apart from the server's (both share the machine's cores).
// It signs its orders and posts them to the listening app with keep-alive connections, paced or
// closed as load.ts drives them, and sends back the load's figures (its own CPU time and event
// loop) and the replies' codes.
import { Pool } from 'undici';
import { driveCalls, type LoadResult } from './load.ts';
import { newOrderBody, type BenchAuth } from './trading-bodies.ts';

export interface ClientOptions {
  url: string;
  auth: BenchAuth;
  warmup: number;
  orders: number;
  inFlight: number;
  rate: number | undefined;
}

/** The client's messages to http.ts: the timed window starts, then its figures. */
export type ClientMessage = { started: true } | { load: LoadResult; codes: Record<number, number> };

const tell = (message: ClientMessage) => process.send!(message);
const { url, auth, warmup, orders, inFlight, rate } = await new Promise<ClientOptions>((resolve) =>
  process.once('message', resolve),
);
// Signed here, before the timed window (the client's work), never in the server's heap.
const bodies = Array.from({ length: warmup + orders }, (_, i) => newOrderBody(auth, i));
// undici's pool: keep-alive connections, one request at a time on each (no pipelining, as a
// browser sends), and a fraction of node:http's client CPU per call (the client shares the cores).
// BENCH_CONNECTIONS: how many (each carries one order at a time: at most this many are outstanding).
const pool = new Pool(url, { connections: Number(process.env.BENCH_CONNECTIONS ?? 256), pipelining: 1 });
const headers = { 'content-type': 'application/x-www-form-urlencoded' };

async function post(payload: string): Promise<number> {
  const { body } = await pool.request({ path: '/trading', method: 'POST', headers, body: payload });
  return ((await body.json()) as { rc: number }).rc;
}

const { load, codes } = await driveCalls(post, bodies, {
  warmup,
  orders,
  inFlight,
  rate,
  profiled: false,
  started: () => tell({ started: true }),
});
await pool.close();
tell({ load, codes }); // http.ts ends this process once it has the figures
