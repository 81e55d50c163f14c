// Services the tests need besides the product itself: a throwaway PostgreSQL on loopback, so that
// every storage test also runs against PostgreSQL (issue 5). Installs Debian's postgresql when the
// server binaries are missing and we run as root; fails loudly when it cannot provide one.
// Returns env (SEN_TEST_DATABASE_URL) and a stop function. `node scripts/lib/test-services.mjs`
// starts it alone and prints the URL (Ctrl-C stops it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], 'bin') : undefined;
}

function installPostgres() {
  if (!isRoot) return false;
  console.warn('[test-services] installing postgresql from Debian (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  // The package's own cluster is not used: tests start their own throwaway cluster.
  return (
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env,
    }).status === 0
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (postgres refuses root). */
function runPg(bin, args) {
  const command = isRoot ? 'runuser' : bin;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  return spawnSync(command, fullArgs, { encoding: 'utf8' });
}

async function startPostgres() {
  let bin = findPostgresBin();
  if (!bin && installPostgres()) bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries are missing (install the Debian package postgresql, or run as root)',
    );
  const dir = mkdtempSync(join(tmpdir(), 'sen-pg-'));
  const dataDir = join(dir, 'data');
  if (isRoot) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0)
      spawnSync('useradd', ['--system', '--no-create-home', 'postgres']);
    chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
  }
  const pwFile = join(dir, 'pw');
  writeFileSync(pwFile, 'sen\n', { mode: 0o644 });
  const init = runPg(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'sen',
    '--pwfile',
    pwFile,
    '-A',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = runPg(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  const stop = async () => {
    runPg(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://sen:sen@127.0.0.1:${port}/postgres`, stop };
}

/** The multi-node tests start their own redis-server: install Debian's when missing and root. */
function ensureRedisServer() {
  if (spawnSync('redis-server', ['--version']).status === 0 || !isRoot) return;
  console.warn('[test-services] installing redis-server from Debian (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], {
    stdio: 'inherit',
    env,
  });
}

export async function startTestServices() {
  ensureRedisServer();
  if (process.env.SEN_TEST_DATABASE_URL) return { env: {}, stop: async () => {} };
  const pg = await startPostgres();
  console.warn('[test-services] PostgreSQL for tests is up');
  return { env: { SEN_TEST_DATABASE_URL: pg.url }, stop: pg.stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const services = await startTestServices();
  console.log(services.env.SEN_TEST_DATABASE_URL ?? process.env.SEN_TEST_DATABASE_URL);
  const shutdown = () => void services.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
