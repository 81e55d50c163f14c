// Debian's python3-socketio (with python3-websocket) for family-python.test.ts, the family's Python
// clients (issue 23): installed with apt-get when missing and running as root, as chromium is. Without
// it (not root, no network) the test skips itself and says so.
import { spawnSync } from 'node:child_process';

const PACKAGES = ['python3-socketio', 'python3-websocket'];

const importable = () =>
  ['python3', '/usr/bin/python3'].some(
    (python) => spawnSync(python, ['-c', 'import socketio, websocket'], { stdio: 'ignore' }).status === 0,
  );

export function ensurePythonSocketio() {
  if (importable()) return true;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  console.log(`[test] ${PACKAGES.join(' and ')} missing: installing the Debian packages with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
    stdio: 'inherit',
    env,
  });
  return importable();
}
