// For the chaos test: how long this machine makes a runnable process wait for a CPU. A worker
// thread that does nothing but sleep PERIOD_MS and note how late each wake-up came (its own work is
// nil, so the lateness is the scheduler's delay, not ours); the test reads the wake-ups of a time
// window (wall ms) and derives its tolerance for a starved machine from them.
import { Worker } from 'node:worker_threads';

const PERIOD_MS = 5;
/** Wake-ups kept (about 5 minutes at one per PERIOD_MS); older ones are overwritten. */
const CAPACITY = 60_000;

const WORKER = `
const { workerData } = require('node:worker_threads');
const samples = new Float64Array(workerData.buffer, 8);
const count = new Int32Array(workerData.buffer, 0, 1);
const period = workerData.period;
const capacity = workerData.capacity;
let due = performance.now() + period;
const wake = () => {
  const now = performance.now();
  const n = Atomics.load(count, 0);
  const slot = (n % capacity) * 2;
  samples[slot] = performance.timeOrigin + now;
  samples[slot + 1] = Math.max(0, now - due);
  Atomics.store(count, 0, n + 1);
  due = now + period;
  setTimeout(wake, period);
};
setTimeout(wake, period);
`;

export interface SchedulingProbe {
  /** The lateness (ms) of each wake-up between two wall times (epoch ms). */
  lateness(fromMs: number, toMs: number): number[];
  stop(): Promise<void>;
}

export function startSchedulingProbe(): SchedulingProbe {
  const buffer = new SharedArrayBuffer(8 + CAPACITY * 2 * 8);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { buffer, period: PERIOD_MS, capacity: CAPACITY },
  });
  worker.unref();
  const samples = new Float64Array(buffer, 8);
  const count = new Int32Array(buffer, 0, 1);
  return {
    lateness(fromMs, toMs) {
      const n = Atomics.load(count, 0);
      const late: number[] = [];
      for (let i = Math.max(0, n - CAPACITY); i < n; i += 1) {
        const slot = (i % CAPACITY) * 2;
        const at = samples[slot]!;
        if (at >= fromMs && at <= toMs) late.push(samples[slot + 1]!);
      }
      return late;
    },
    stop: () => worker.terminate().then(() => undefined),
  };
}
