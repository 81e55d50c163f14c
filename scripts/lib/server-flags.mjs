// Node's flags for the server process, given by every launcher (`npm start`, the e2e server, the
// order benchmarks, which re-run themselves with them). V8 runs its garbage collector's parallel
// and concurrent work (scavenges, marking, sweeping) on a pool of helper threads, four by default.
// At load the server keeps two cores busy by itself (the event loop and the order writer's SQLite
// thread); on a 2-core machine four helpers woke at every collection and took the cores from both:
// each old-generation collection stalled the orders for 40-70 ms (bench/orders/http.ts, p99 over
// 20 ms in half the runs; with one helper in none of 18, docs/performance.md). The helpers get the
// cores the server leaves: between one and four.
import { availableParallelism } from 'node:os';

/** Every Node flag of the server process on a machine of `cores` cores. */
export function serverNodeFlags(cores = availableParallelism()) {
  return [`--v8-pool-size=${Math.min(4, Math.max(1, cores - 2))}`];
}
