// Summarises a V8 CPU profile (`node --cpu-prof`): the top functions by self time, and self time
// per package / source area, so a bench run's hot spots read without a profiler UI.
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/orders/http.ts
//   npx tsx bench/orders/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [top=40]
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (process.argv.length > 4) throw new Error('one profile at a time');
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

// Self time per node from the samples and their time deltas (more exact than hitCount x interval).
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, 'nm:')
    .replace(/.*\/(apps|packages|bench)\//, '$1/');
const area = (url: string) => {
  if (!url) return '(native/vm)';
  if (url.startsWith('node:')) return url;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return `nm:${nm[1]}`;
  const src = /\/(apps\/[^/]+\/src\/(?:modules|plugins)\/[^/]+|packages\/[^/]+|bench\/[^/]+)/.exec(url);
  return src ? src[1]! : shortUrl(url);
};

const fnSelf = new Map<string, number>();
const areaSelf = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
  fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
  areaSelf.set(area(url), (areaSelf.get(area(url)) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(`profile ${((profile.endTime - profile.startTime) / 1e6).toFixed(2)} s, sampled ${ms(total)}`);
console.log('\nself time by area:');
for (const [k, us] of [...areaSelf].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${pct(us)} ${ms(us)}  ${k}`);
console.log(`\ntop ${top} functions by self time:`);
for (const [k, us] of [...fnSelf].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(us)} ${ms(us)}  ${k}`);

// Inclusive time per function (a function's own time plus its callees'), each sample counted once
// per function even under recursion; shown for the project's own code and a few named libraries.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (id: number) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  return `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
};
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = keyOf(at);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
const filter = new RegExp(
  process.env.PROFILE_INCLUSIVE ?? '(apps|packages|bench)/|nm:(fastify|kysely|better-sqlite3|zod)',
);
console.log(`\ntop ${top} functions by inclusive time (matching ${filter.source}):`);
for (const [k, us] of [...inclusive]
  .filter(([k]) => filter.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`${pct(us)} ${ms(us)}  ${k}`);
