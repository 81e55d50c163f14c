// For the chaos test: how long this machine kept a thread waiting for a CPU. Linux counts, per
// thread, the time it was runnable but not running (the run-queue wait, second field of
// /proc/<pid>/task/<tid>/schedstat, ns); sampled every SAMPLE_MS, the wait within a time window is
// the difference between the samples just inside it (so never more than the thread waited). Only
// the wait counts, never the thread's own time on a CPU: work a node does itself is not excused.
// Without /proc (not Linux) nothing is measured and the wait is 0.
import { readFileSync } from 'node:fs';

const SAMPLE_MS = 10;
/** Samples kept per thread (about 10 minutes). */
const CAPACITY = 60_000;

export interface SchedulingProbe {
  /** True when the run-queue waits can be read here. */
  readonly available: boolean;
  /** Run-queue wait (ms) of a watched thread between two wall times (epoch ms). */
  waitedMs(thread: string, fromMs: number, toMs: number): number;
  stop(): void;
}

/** The run-queue wait so far of a thread (`self`: the calling thread), ms; undefined if unreadable. */
function runQueueWait(thread: string): number | undefined {
  const file = thread === 'self' ? '/proc/thread-self/schedstat' : `/proc/${thread}/task/${thread}/schedstat`;
  try {
    return Number(readFileSync(file, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return undefined;
  }
}

/**
 * Samples the main threads of the processes `pids` gives (a node's event loop) and the calling
 * thread (`self`: this test's), each time under its own key (pid, or `self`).
 */
export function startSchedulingProbe(pids: () => number[]): SchedulingProbe {
  const samples = new Map<string, Array<{ at: number; wait: number }>>();
  const sample = () => {
    const at = Date.now();
    for (const thread of ['self', ...pids().map(String)]) {
      const wait = runQueueWait(thread);
      if (wait === undefined) continue;
      let list = samples.get(thread);
      if (!list) samples.set(thread, (list = []));
      list.push({ at, wait });
      if (list.length > CAPACITY) list.splice(0, list.length - CAPACITY);
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();
  sample();
  return {
    available: runQueueWait('self') !== undefined,
    waitedMs(thread, fromMs, toMs) {
      const inside = (samples.get(thread) ?? []).filter((s) => s.at >= fromMs && s.at <= toMs);
      return inside.length < 2 ? 0 : inside.at(-1)!.wait - inside[0]!.wait;
    },
    stop: () => clearInterval(timer),
  };
}
