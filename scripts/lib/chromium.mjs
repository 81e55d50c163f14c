// Finds Debian's chromium, installing it with apt-get when missing and running as root.
import { execSync } from 'node:child_process';

function which(bin) {
  try {
    return execSync(`command -v ${bin}`, { shell: '/bin/bash', encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function ensureChromium() {
  const found = process.env.CHROMIUM_PATH || which('chromium');
  if (found) return found;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('[test] chromium is missing: installing Debian package chromium with apt-get');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    const installed = which('chromium');
    if (installed) return installed;
  }
  throw new Error(
    'Chromium is required for the end-to-end tests. Install Debian\'s package: "sudo apt-get install chromium" (or set CHROMIUM_PATH).',
  );
}
