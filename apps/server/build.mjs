// Bundles src/server.ts into dist/server.js, and each worker thread's file beside it (the storage's
// writer and checkpoint threads, the realtime's socket writers: plugins/storage/workers/start-worker.ts
// loads dist/<name>.js).
// Workspace packages (@sen/*) export TypeScript source, so they are bundled in; npm dependencies
// stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const readDeps = (path) =>
  Object.keys(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).dependencies ?? {});
const manifests = [
  'package.json',
  '../../packages/market/package.json',
  '../../packages/protocol/package.json',
  '../../packages/exchange/package.json',
];
const external = [...new Set(manifests.flatMap(readDeps))].filter((name) => !name.startsWith('@sen/'));

const result = await build({
  absWorkingDir: here,
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: 'src/plugins/storage/workers/writer-thread.ts', out: 'writer-thread' },
    { in: 'src/plugins/storage/workers/checkpoint-thread.ts', out: 'checkpoint-thread' },
    { in: 'src/modules/realtime/socket-writer-thread.ts', out: 'socket-writer-thread' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS helpers may call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __senCreateRequire } from 'node:module'; const require = __senCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `server bundle: dist/server.js, dist/writer-thread.js, dist/checkpoint-thread.js, dist/socket-writer-thread.js (${(bytes / 1024).toFixed(0)} KiB)\n`,
);
