// `npm start`: installs what is missing, builds, and serves the whole product on PORT (8080).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverNodeFlags } from './lib/server-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('node_modules/.package-lock.json')) run('npm', ['install', '--no-audit', '--no-fund']);
run('npm', ['run', 'build']);
run('node', [...serverNodeFlags(), 'apps/server/dist/server.js']);
