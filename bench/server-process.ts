// The order and fan-out benchmarks run the server in their own process. Imported first, this re-runs
// the benchmark as `npm start` runs the server: bundled by esbuild the way apps/server/build.mjs bundles
// it (no tsx loader, no `keepNames` wrappers around every function made on the hot path), with its
// worker threads' bundles beside it, and with the server's Node flags (scripts/lib/server-flags.mjs,
// and BENCH_NODE_FLAGS). Nothing else of the benchmark has run yet in the first process, which only
// waits and passes the exit code on. BENCH_FROM_SOURCE=1 runs the TypeScript through tsx instead
// (with the flags), and so does a CPU profile (BENCH_CPU_PROFILE), so that its frames name their
// source files (profile-summary.ts groups them by file).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { serverNodeFlags } from '../scripts/lib/server-flags.mjs';

/** Set in the re-run process. */
const RERUN = 'SEN_BENCH_RERUN';
const benchDir = dirname(fileURLToPath(import.meta.url));
/** The server's worker threads, bundled beside the benchmark (start-worker.ts loads `./<name>.js`). */
const THREADS = {
  'writer-thread': '../apps/server/src/plugins/storage/workers/writer-thread.ts',
  'checkpoint-thread': '../apps/server/src/plugins/storage/workers/checkpoint-thread.ts',
  'socket-writer-thread': '../apps/server/src/modules/realtime/socket-writer-thread.ts',
};

/**
 * A benchmark's own files keep their `import.meta.url` (its results file, the client it builds)
 * once bundled; the server's files get the bundle's, as in apps/server/dist.
 */
const benchFilesKeepTheirUrl: Plugin = {
  name: 'bench-file-urls',
  setup(build) {
    build.onLoad({ filter: /\/bench\/(?:[^/]+\/)?[^/]+\.ts$/ }, (args) => ({
      // (A `createRequire(import.meta.url)`, also as text of a banner, resolves alike from either.)
      contents: readFileSync(args.path, 'utf8').replace(
        /(?<![cC]reateRequire\()import\.meta\.url/g,
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/** npm packages stay in node_modules, as in the server's bundle; the workspace's TypeScript is bundled. */
const npmPackagesExternal: Plugin = {
  name: 'npm-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sen/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

/** Bundles `entry` and the server's threads into bench/dist (under the repository, so npm packages resolve). */
async function bundle(entry: string): Promise<string> {
  const outdir = join(benchDir, 'dist');
  const name = basename(entry).replace(/\.ts$/, '');
  await build({
    absWorkingDir: benchDir,
    entryPoints: [
      { in: entry, out: `${basename(dirname(entry))}-${name}` },
      ...Object.entries(THREADS).map(([out, path]) => ({ in: join(benchDir, path), out })),
    ],
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    plugins: [benchFilesKeepTheirUrl, npmPackagesExternal],
    banner: {
      js: "import { createRequire as __senCreateRequire } from 'node:module'; const require = __senCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return join(outdir, `${basename(dirname(entry))}-${name}.js`); // ESM: bench/package.json
}

if (process.env[RERUN] === undefined) {
  // BENCH_NODE_FLAGS: more flags for one run (`--trace-gc`, a young generation size to compare).
  const flags = [...serverNodeFlags(), ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const fromSource = process.env.BENCH_FROM_SOURCE === '1' || Boolean(process.env.BENCH_CPU_PROFILE);
  const script = process.argv[1]!;
  const command = fromSource ? [...process.execArgv, script] : [await bundle(script)];
  console.log(`bench: ${fromSource ? 'the TypeScript source through tsx' : 'the bundled server (as npm start)'}`);
  const run = spawnSync(process.execPath, [...flags, ...command, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [RERUN]: fromSource ? 'source' : 'bundle' },
  });
  process.exit(run.status ?? 1);
}
