// Whole-universe simulation benchmark: simulated events per second at 1x and 10x clock speed on
// one core, and the CPU share used (npx tsx bench/universe/run.ts).
import { MarketSimulator } from '@sen/exchange';

const SEED = Number(process.env.SEN_SEED ?? 1);
const DATE = '2026-11-23';
const at = (hhmm: string): number => Date.parse(`${DATE}T${hhmm}:00+07:00`);
const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const rejections = new Map<string, number>();
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function simulator(start: number): { sim: MarketSimulator; events: () => number } {
  const sim = new MarketSimulator({ seed: SEED, startTime: start });
  let events = 0;
  // A listener that touches every event, as the server's feed does; rejections are counted by reason.
  sim.onEvent((event) => {
    events += 1;
    if (event.type === 'order' && event.status === 'rejected')
      rejections.set(event.reason ?? '?', (rejections.get(event.reason ?? '?') ?? 0) + 1);
  });
  return { sim, events: () => events };
}

/** Paces market time at `speed` x wall time for `wallSeconds`, advancing every 100 ms as a server would. */
async function paced(speed: number, wallSeconds: number, from: string): Promise<void> {
  const { sim, events } = simulator(at(from));
  const wallStart = performance.now();
  const cpuStart = cpuMs();
  while (performance.now() - wallStart < wallSeconds * 1000) {
    await sleep(100);
    sim.advanceTo(at(from) + (performance.now() - wallStart) * speed);
  }
  const wall = (performance.now() - wallStart) / 1000;
  const cpu = (cpuMs() - cpuStart) / 1000;
  const marketSeconds = (sim.now - at(from)) / 1000;
  console.log(
    `${String(speed).padStart(3)}x from ${from}: ${marketSeconds.toFixed(0)} s of market time in ${wall.toFixed(1)} s wall, ` +
      `${(events() / wall).toFixed(0)} events/s, CPU ${((cpu / wall) * 100).toFixed(1)}% of one core`,
  );
}

/** Runs a whole trading day as fast as possible: CPU per simulated second gives the share at any speed. */
function fullDay(): void {
  const { sim, events } = simulator(at('08:30'));
  const cpuStart = cpuMs();
  const wallStart = performance.now();
  sim.advanceTo(at('15:05'));
  const cpu = (cpuMs() - cpuStart) / 1000;
  const wall = (performance.now() - wallStart) / 1000;
  const tradingSeconds = 4.5 * 3600 + 15 * 60;
  console.log(
    `whole day (${sim.instruments.length} instruments): ${events()} events, ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU`,
  );
  console.log(
    `  simulated orders rejected by the exchange: ${rejections.size === 0 ? 'none' : [...rejections].map(([r, n]) => `${r} ${n}`).join(', ')}`,
  );
  console.log(`  throughput ${(events() / cpu).toFixed(0)} events per CPU second`);
  for (const speed of [1, 10]) {
    const share = (cpu / (tradingSeconds / speed)) * 100;
    console.log(
      `  at ${speed}x: ${((events() / tradingSeconds) * speed).toFixed(0)} events/s on average, CPU ${share.toFixed(2)}% of one core (day average)`,
    );
  }
}

console.log(
  `Universe benchmark, seed ${SEED}, ${DATE}. Machine load shares the cores; CPU is this process's own time.`,
);
fullDay();
await paced(1, 10, '09:20');
await paced(10, 30, '09:20');
await paced(10, 30, '14:00');
