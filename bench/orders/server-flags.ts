// The order benchmarks run the server in their own process. Imported first, this re-runs the
// benchmark with the server's Node flags (scripts/lib/server-flags.mjs) when it was started without
// them (and BENCH_NODE_FLAGS), so its figures are those of the server as `npm start` runs it; nothing else of the
// benchmark has run yet in the first process, which only waits and passes the exit code on.
import { spawnSync } from 'node:child_process';
import { serverNodeFlags } from '../../scripts/lib/server-flags.mjs';

// BENCH_NODE_FLAGS: more flags for one run (`--trace-gc`, a young generation size to compare).
const flags = [...serverNodeFlags(), ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
if (!flags.every((flag) => process.execArgv.includes(flag))) {
  const run = spawnSync(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
