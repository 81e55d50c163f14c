// End-to-end tests drive the built product (`npm run build` first) in Debian's Chromium.
// The server runs from apps/server/dist on a free port, with its data in a fresh temp dir and
// the demo clock, so every run starts from the same simulated market.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;

function which(bin: string): string | undefined {
  try {
    return execFileSync('/bin/sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Workers re-evaluate this file: the port and data dir are chosen once and inherited through env.
process.env.SEN_E2E_PORT ??= freePort();
process.env.SEN_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sen-e2e-'));
// Each run writes its traces and failure screenshots to its own folder, so runs started at the
// same time on one checkout do not delete each other's files.
process.env.SEN_E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;
const port = process.env.SEN_E2E_PORT;
/** SEN_E2E_BASE_URL runs the tests against an already running Sen instead of starting one. */
const external = process.env.SEN_E2E_BASE_URL;
const chromium = process.env.CHROMIUM_PATH || which('chromium');

/** Flags of every headless Chromium of the project (scripts/lib/chromium.mjs). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests',
  outputDir: `artifacts/test-results/${process.env.SEN_E2E_RUN_ID}`,
  workers: 2,
  fullyParallel: true,
  // CI retries a failed journey twice (a retried pass is reported as flaky, and counted as passed).
  retries: process.env.CI ? 2 : 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    viewport: { width: 1600, height: 900 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: external
    ? undefined
    : {
        command: 'node apps/server/dist/server.js',
        cwd: root,
        url: `http://127.0.0.1:${port}/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: port,
          HOST: '127.0.0.1',
          SEN_DATA_DIR: process.env.SEN_E2E_DATA_DIR,
          SEN_CLOCK: 'demo',
          SEN_CLOCK_START: process.env.SEN_E2E_CLOCK_START ?? '10:00',
          SEN_SEED: '1',
          LOG_LEVEL: 'warn',
          // The demo back office decides an open-account request 5 market seconds after its verification.
          SEN_OPEN_ACCOUNT_REVIEW_SECONDS: '5',
          // The operator API's token (tests/open-account-operator.spec.ts).
          SEN_OPERATOR_TOKEN: 'e2e-operator-token-0123456789',
        },
      },
});
