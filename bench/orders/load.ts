// The load of the order benchmarks, two ways:
// - closed loop (default): `inFlight` clients, each sends its next order when the last is answered;
//   the latency is then mostly queueing behind the others in flight (latency = in flight / rate).
// - open loop (BENCH_RATE=n orders/s): orders leave on a fixed schedule, whatever the answers, and
//   each latency is timed from the order's scheduled time (a stalled server cannot hide the orders
//   it kept waiting: no coordinated omission). This is the target's own question: does the server
//   take n orders a second with its p99 under 20 ms? At most `inFlight` orders are outstanding
//   (default 10,000 in this mode); when the server falls behind that far, sending waits.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { profileWindow } from './cpu-profile.ts';
import type { CommitFigures } from './durable-commits.ts';

export interface LoadResult {
  /** Milliseconds, sorted. */
  latencies: number[];
  accepted: number;
  seconds: number;
  /** CPU time of this process (user + system, every thread: the fsyncs' kernel time too), ms. */
  cpuMs: number;
  /** Time the event loop (the main thread) was busy, ms: what bounds the rate of one process. */
  loopBusyMs: number;
  /**
   * Open loop: the slowest acknowledgement (ms) of the orders scheduled in each 100 ms of the
   * window, in order: shows whether the tail is a steady queue or a few stalls (a checkpoint, GC).
   */
  worstPer100ms: number[];
  /** Orders per second offered (open loop), undefined in a closed loop. */
  offered: number | undefined;
  /** The 1-minute load average at the end of the timed window. */
  loadAverage: number;
}

export const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;

const percentile = (sorted: number[], p: number): number =>
  +(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2);

/** What both order benchmarks print of a run's rate and tail, beside the disk's single-row commits. */
export function rateFigures(load: LoadResult, commits: CommitFigures, inFlight: number) {
  const rate = load.accepted / load.seconds;
  return {
    ...(load.offered === undefined ? { inFlight } : { offeredPerSecond: load.offered }),
    seconds: +load.seconds.toFixed(2),
    ordersPerSecond: Math.round(rate),
    ackP50ms: percentile(load.latencies, 0.5),
    ackP99ms: percentile(load.latencies, 0.99),
    ackMaxMs: percentile(load.latencies, 1),
    singleRowDurableCommitsPerSecond: Math.round(commits.perSecond),
    ratio: +(rate / commits.perSecond).toFixed(1),
    // The disk's own tail: one durable commit's latency, p50 / p99 / max (durable-commits.ts).
    singleRowCommitP50P99MaxMs: [commits.p50Ms, commits.p99Ms, commits.maxMs],
  };
}

/** Sends `count` orders (`send(i)` resolves true when accepted) and times them. */
export async function drive(
  count: number,
  inFlight: number,
  send: (i: number) => Promise<boolean>,
  rate: number | undefined = RATE,
  profiled = true,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const worstPer100ms: number[] = [];
  let accepted = 0;
  const stopProfile = profiled ? await profileWindow() : async () => {};
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  if (rate === undefined) {
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < count) {
          const i = next++;
          const t0 = performance.now();
          if (await send(i).catch(() => false)) accepted += 1;
          latencies.push(performance.now() - t0);
        }
      }),
    );
  } else {
    const interval = 1000 / rate;
    let sent = 0;
    let outstanding = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(count, Math.floor((performance.now() - started) / interval) + 1);
        while (sent < due && outstanding < inFlight) {
          const i = sent++;
          const scheduled = started + i * interval;
          outstanding += 1;
          void send(i)
            .catch(() => false)
            .then((ok) => {
              if (ok) accepted += 1;
              const latency = performance.now() - scheduled;
              latencies.push(latency);
              const slot = Math.floor((scheduled - started) / 100);
              worstPer100ms[slot] = Math.max(worstPer100ms[slot] ?? 0, Math.round(latency));
              outstanding -= 1;
              if (latencies.length === count) resolve();
              else if (outstanding === inFlight - 1 && sent < count) setImmediate(tick); // was full: send again
            });
        }
        if (sent < count && outstanding < inFlight)
          setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      };
      tick();
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const elu = performance.eventLoopUtilization(elu0);
  await stopProfile();
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    accepted,
    seconds,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopBusyMs: elu.active,
    worstPer100ms,
    offered: rate,
    loadAverage: +loadavg()[0]!.toFixed(1),
  };
}

/**
 * The target line: issue 7's 5,000 orders/s (run.ts), issue 25's 10,000 through `/trading` for
 * 60 s (http.ts: `rate` 10,000, `seconds` 60). Paced, the rate is carried when every order is
 * accepted and the schedule lasts `seconds`: each latency runs from the order's scheduled time, so
 * a server that fell behind shows it in p99 (the measured rate stays a hair under the offered one:
 * the window ends with the last acknowledgement, not with its schedule). Closed, the measured rate.
 */
export function targetVerdict(load: LoadResult, orders: number, rate = 5000, seconds = 0): string {
  const carried =
    load.offered === undefined
      ? load.accepted / load.seconds >= rate && load.seconds >= seconds
      : load.offered >= rate && load.accepted === orders && orders / load.offered >= seconds;
  const met = carried && percentile(load.latencies, 0.99) < 20;
  const over = seconds > 0 ? ` for ${seconds} s` : '';
  return `target ${rate} orders/s${over} with p99 < 20 ms: ${met ? 'met' : 'not met'}`;
}

/**
 * Calls of numbered bodies: `warmup` of them left out of the figures, then `orders` timed (paced at
 * `rate`, or closed with `inFlight`); `started` runs between the two. Counts the replies' codes.
 */
export async function driveCalls(
  call: (body: string) => Promise<number>,
  bodies: readonly string[],
  options: {
    warmup: number;
    orders: number;
    inFlight: number;
    rate: number | undefined;
    profiled: boolean;
    started?: () => void;
  },
): Promise<{ load: LoadResult; codes: Record<number, number> }> {
  const { warmup, orders, inFlight, rate, profiled } = options;
  if (warmup > 0) await drive(warmup, inFlight, async (i) => (await call(bodies[i]!)) === 1, rate, false);
  options.started?.();
  const codes: Record<number, number> = {};
  const load = await drive(
    orders,
    inFlight,
    async (i) => {
      const rc = await call(bodies[warmup + i]!);
      codes[rc] = (codes[rc] ?? 0) + 1;
      return rc === 1;
    },
    rate,
    profiled,
  );
  return { load, codes };
}
