// How fast the demo clock runs through a simulated week: the real market runtime (whole universe,
// store, bus) under the demo clock at SEN_CLOCK_SPEED (default 60) from SEN_CLOCK_START (09:00) on
// Monday SEN_CLOCK_DATE (2026-11-23), ticked as the server's SEN_TICK_MS (200) timer ticks it. The
// wall clock is emulated: each tick moves it by the tick interval, or by the tick's real duration
// when longer (as a late timer fires), so the figures are what a server on this machine would show
// without waiting through the idle part of each tick. Prints each night's catch-up (wall seconds from
// the clock's jump to the next day until the exchange reaches that day's start) and the week's wall
// seconds until the exchange reaches the next Monday's start (npx tsx bench/demo-week/run.ts).
import { marketDateOf } from '@sen/exchange';
import { parseTimeOfDay } from '@sen/market';
import { createMarket } from '../../apps/server/src/modules/market/create-market.ts';
import { MemoryBus } from '../../apps/server/src/plugins/bus/memory-bus.ts';

const speed = Number(process.env.SEN_CLOCK_SPEED ?? 60);
const clockStart = process.env.SEN_CLOCK_START ?? '09:00';
const clockDate = process.env.SEN_CLOCK_DATE ?? '2026-11-23';
const tickMs = Number(process.env.SEN_TICK_MS ?? 200);
const days = Number(process.env.DAYS ?? 5);

const errors: unknown[] = [];
const origin = Date.parse(`${clockDate}T02:00:00Z`);
let wall = origin;
const runtime = createMarket({
  env: { clock: 'demo', clockStart, clockSpeed: speed, clockDate, seed: 1, tickMs },
  bus: new MemoryBus(),
  now: () => wall,
  onError: (error) => errors.push(error),
});
const dayStart = (time: number): number =>
  Date.parse(`${marketDateOf(time)}T${clockStart.length === 5 ? `${clockStart}:00` : clockStart}+07:00`);
const cpuStart = process.cpuUsage();
const realStart = performance.now();
const seconds = (ms: number): string => (ms / 1000).toFixed(1);
let jumpedAt: number | undefined;
let target = 0;
let nights = 0;
let worstNight = 0;
runtime.tick();
for (;;) {
  const clockTime = runtime.clock.marketTime();
  if (jumpedAt === undefined && marketDateOf(clockTime) !== marketDateOf(runtime.time)) {
    jumpedAt = wall;
    target = dayStart(clockTime);
  }
  if (jumpedAt !== undefined && runtime.time >= target) {
    nights += 1;
    worstNight = Math.max(worstNight, wall - jumpedAt);
    console.log(
      `${seconds(wall - origin)} s: exchange at ${marketDateOf(target)} ${clockStart}, ` +
        `${seconds(wall - jumpedAt)} s after the clock jumped there`,
    );
    jumpedAt = undefined;
    if (nights >= days) break;
  }
  const before = performance.now();
  runtime.tick();
  wall += Math.max(tickMs, performance.now() - before);
}
const cpu = process.cpuUsage(cpuStart);
console.log(
  `speed ${speed} from ${clockStart}: a week (${days} day changes) in ${seconds(wall - origin)} s of wall clock ` +
    `(the demo clock's own ${seconds((days * (parseTimeOfDay('15:10') - parseTimeOfDay(clockStart)) * 1000) / speed)} s), ` +
    `longest night ${seconds(worstNight)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, ` +
    `${seconds(performance.now() - realStart)} s to run; errors ${errors.length}`,
);
runtime.close();
