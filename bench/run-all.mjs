// `npm run bench`: runs every benchmark folder's run.ts (bench/<name>/run.ts) in turn; each prints its figures.
import { readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const here = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
let failures = 0;
for (const name of readdirSync(here).sort()) {
  const entry = `${here}${name}/run.ts`;
  if (!existsSync(entry) || (only.length > 0 && !only.includes(name))) continue;
  console.log(`\n=== bench/${name} ===`);
  const result = spawnSync('npx', ['tsx', entry], { stdio: 'inherit', cwd: here });
  if (result.status !== 0) failures += 1;
}
process.exit(failures > 0 ? 1 : 0);
