// `npm test`: every test of the project. Installs what the tests need (Debian chromium and
// python3-socketio, a local PostgreSQL), builds the product, type-checks and lints it, runs unit and integration tests (Vitest) and the end-to-end
// tests (Playwright in Debian chromium), then prints one closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePythonSocketio } from './lib/python-socketio.mjs';
import { startTestServices } from './lib/test-services.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
mkdirSync('.tsbuild', { recursive: true });

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const chromium = ensureChromium();
ensurePythonSocketio();
const services = await startTestServices();
const env = { CHROMIUM_PATH: chromium, ...services.env };

/**
 * Runs npm scripts at the same time, each one's output held and printed whole when it ends, with
 * how long it took. Resolves to the names of those that failed.
 */
function runTogether(scripts, env) {
  return Promise.all(
    scripts.map(
      (script) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn('npm', ['run', script], {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...env },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            process.stdout.write(Buffer.concat(output));
            const seconds = Math.round((Date.now() - started) / 1000);
            console.log(`[test] ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
            resolve(code === 0 ? undefined : script);
          });
        }),
    ),
  ).then((failed) => failed.filter(Boolean));
}

// Build, typecheck and lint read the same sources and write apart (apps/*/dist, .tsbuild; eslint,
// depcruise and knip skip both): on 2 cores they run together (docs/development.md, "How long the
// suite takes and why").
const failedSteps = await runTogether(['build', 'typecheck', 'lint'], env);

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
// The names of the tests that failed, with the first line of why, close the output: a CI log is
// often read from its end only.
const failures = [];
const firstLine = (text) =>
  (
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  ).trim();
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`vitest ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed')
      failures.push(`vitest ${name}: ${firstLine(file.message)}`);
  }
}
if (existsSync(e2eJson)) {
  const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
  const stats = report.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const result = test.results?.at(-1);
          failures.push(`e2e ${[...path, spec.title].join(' › ')}: ${firstLine(result?.error?.message)}`);
        }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
}
for (const failure of failures) console.error(`[test] failed: ${failure.slice(0, 400)}`);
if (failedSteps.length > 0 && failed === 0) failed = 1;
if (failedSteps.length > 0) console.error(`[test] failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
