// The synthetic ramp of the fan-out benchmark: 3220 trade messages for the joined symbols,
// published through the real gateway at a rising rate (in 10 ms slices), each step measured.
export interface PhaseResult {
  name: string;
  clients: number;
  publishedPerSecond: number;
  deliveredPerSecond: number;
  p50: number;
  p99: number;
  samples: number;
  /** Stamp -> message written to every joined socket (the server's share), ms. */
  serverP50: number;
  serverP99: number;
  /** CPU the server process used, in cores, and the deliveries it made per CPU-second. */
  serverCpuCores: number;
  deliveredPerCpuSecond: number;
  /** 1-minute load average of the machine (other work shares its 2 cores). */
  loadAverage: number;
  /** Event-loop delay of the server process, p99, ms. */
  loopDelayP99: number;
  /** Duration of one market step (exchange advance and its fan-out), p99, ms. */
  marketStepP99: number;
  /** Fan-out flushes per second, and how long one holds the server's event loop, p99, ms. */
  flushesPerSecond: number;
  /** Write passes over the clients per second, and client writes (one per client per pass). */
  passesPerSecond: number;
  writesPerSecond: number;
  flushP99: number;
  /** Process CPU time of one flush, p50, ms (less sensitive to the machine's load than wall time). */
  flushCpuP50: number;
  /** CPU the client worker processes used together, in cores (they share the machine's 2 cores). */
  clientCpuCores: number;
  /** Sockets written by the socket writer threads a second (the rest by the main thread). */
  threadWritesPerSecond: number;
  /** Each node's clients' latency (one entry with one node). */
  perNode: { p50: number; p99: number }[];
  /** CPU of the second node's process, cores (`--nodes 2`). */
  secondNodeCpuCores?: number;
}

interface Publisher {
  publish(room: string | null, message: { id: number; [field: string]: unknown }): void;
}

export async function syntheticRamp(
  gateway: Publisher,
  symbols: readonly string[],
  rates: readonly number[],
  stepSeconds: number,
  measure: (name: string, seconds: number) => Promise<PhaseResult>,
): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  let seq = 0;
  for (const rate of rates) {
    let owed = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      // Owed by elapsed time, so a late timer catches up instead of lowering the rate.
      const now = performance.now();
      owed += (rate * (now - last)) / 1000;
      last = now;
      for (; owed >= 1; owed -= 1) {
        seq += 1;
        const sym = symbols[seq % symbols.length] ?? 'FPT';
        gateway.publish(sym, {
          id: 3220,
          sym,
          sID: seq,
          time: '10:00:00',
          lastPrice: 25.3,
          lastVol: 10,
          cl: 'i',
          change: '0.10',
          changePc: '0.40',
          totalVol: seq,
          hp: 25.3,
          lp: 25.1,
          ap: 25.2,
        });
      }
    }, 10);
    try {
      const result = await measure(`synthetic ${rate}/s`, stepSeconds);
      results.push(result);
      if (result.p99 > 100 && result.p99 >= 2 * 100) break;
    } finally {
      clearInterval(timer);
    }
  }
  return results;
}
