// `npm run soak`: the reliability and security suite (docs/reliability.md), run longer than in
// `npm test`: more requests, clients, rounds and acknowledged orders (the SEN_SOAK_* variables
// below; override any of them), on SQLite and a throwaway PostgreSQL. Prints each test's figures
// and one closing line; the figures go to docs/reliability.md by hand.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServices } from './lib/test-services.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

const SOAK = {
  SEN_SOAK_FUZZ: '20000', // R9: generated trading requests
  SEN_SOAK_MATRIX_SAMPLES: '6', // R8: parameter samples per command
  SEN_SOAK_RESENT: '200', // R2: refIds, each sent 1-5 times
  SEN_SOAK_EXTRA_DEBITS: '40', // R3: parallel buys beyond what the cash covers
  SEN_SOAK_CRASH_ACKS: '200', // R1: orders acknowledged before kill -9
  SEN_SOAK_WS_ROUNDS: '20', // R10: rounds of abusive WebSocket clients
  SEN_SOAK_WS_CLIENTS: '100', // R10: clients per round
  SEN_SOAK_SLOW_CLIENTS: '500', // R10 / issue 6: half-sent HTTP heads at once
  SEN_SOAK_SCHEDULES: '300', // R5: scheduled rounds of the order life cycle model
};

/** The suite: which file proves which promise (docs/reliability.md). */
const SUITE = [
  ['R1', 'apps/server/src/modules/orders/crash-recovery.test.ts'],
  ['R1', 'apps/server/src/modules/money/money-crash-recovery.test.ts'],
  ['R2 R3', 'apps/server/src/reliability/money-races.test.ts'],
  ['R3', 'apps/server/src/modules/ledger/ledger-service.test.ts'],
  ['R4', 'apps/server/src/modules/ledger/ledger-rules.test.ts'],
  ['R4', 'apps/server/src/modules/ledger/ledger-balances.test.ts'],
  ['R5', 'packages/exchange/src/exchange/matching.property.test.ts'],
  ['R5', 'apps/server/src/reliability/order-race.test.ts'],
  ['R7', 'apps/server/src/reliability/session-logout.test.ts'],
  ['R8', 'apps/server/src/reliability/access-matrix.test.ts'],
  ['R9', 'apps/server/src/reliability/command-fuzz.test.ts'],
  ['R10', 'apps/server/src/reliability/realtime-abuse.test.ts'],
  ['R10', 'apps/server/src/reliability/slow-clients.test.ts'],
  ['R10', 'apps/server/src/modules/realtime/slow-client.test.ts'],
  ['R11', 'apps/server/src/modules/audit/audit-trail.integration.test.ts'],
];

const figures = join(mkdtempSync(join(tmpdir(), 'sen-soak-')), 'figures.jsonl');
const services = await startTestServices();
const env = { ...process.env, ...SOAK, ...pickSet(process.env, Object.keys(SOAK)), ...services.env };
env.SEN_SOAK_FIGURES = figures;

const started = Date.now();
const files = SUITE.map(([, file]) => file).filter((file) => existsSync(file));
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--testTimeout=1800000', '--hookTimeout=300000', '--reporter=default', ...files],
  { stdio: 'inherit', env },
);
await services.stop();

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n[soak] ${new Date().toISOString()}, ${minutes} min, settings: ${JSON.stringify(SOAK)}`);
if (existsSync(figures))
  for (const line of readFileSync(figures, 'utf8').trim().split('\n')) console.log(`[soak] ${line}`);
console.log(`[soak] ${result.status === 0 ? 'passed' : 'FAILED'}`);
process.exit(result.status ?? 1);

/** The variables of `names` the caller set, so they override the soak's defaults. */
function pickSet(source, names) {
  return Object.fromEntries(names.filter((name) => source[name]).map((name) => [name, source[name]]));
}
