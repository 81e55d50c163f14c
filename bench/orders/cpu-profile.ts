// BENCH_CPU_PROFILE=<file>: a V8 CPU profile of the timed window only (not the start, the seeding
// or the single-row commit measurement), written as a .cpuprofile (summary: profile-summary.ts).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function profileWindow(): Promise<() => Promise<void>> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
