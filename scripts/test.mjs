// `npm test`: every test of the project. Installs what the tests need (Debian chromium, a local
// PostgreSQL), builds the product, type-checks and lints it, runs unit and integration tests (Vitest) and the end-to-end
// tests (Playwright in Debian chromium), then prints one closing line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.mjs';
import { startTestServices } from './lib/test-services.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
mkdirSync('.tsbuild', { recursive: true });

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const chromium = ensureChromium();
const services = await startTestServices();
const env = { CHROMIUM_PATH: chromium, ...services.env };

let failedSteps = [];
if (run('npm', ['run', 'build'], env) !== 0) failedSteps.push('build');
if (run('npm', ['run', 'typecheck'], env) !== 0) failedSteps.push('typecheck');
if (run('npm', ['run', 'lint'], env) !== 0) failedSteps.push('lint');

const vitestJson = '.tsbuild/vitest.json';
if (
  run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    env,
  ) !== 0
)
  failedSteps.push('vitest');

// Absolute: Playwright resolves a relative output name against the config's folder.
const e2eJson = `${root}.tsbuild/playwright.json`;
if (failedSteps.includes('build')) {
  console.error('[test] skipping end-to-end tests: the build failed');
} else if (
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  }) !== 0
)
  failedSteps.push('e2e');

await services.stop();

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync(e2eJson)) {
  const stats = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}
if (failedSteps.length > 0 && failed === 0) failed = 1;
if (failedSteps.length > 0) console.error(`[test] failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
