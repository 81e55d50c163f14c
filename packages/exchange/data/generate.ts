// Writes the shipped reference data files from the deterministic generator:
//   npx tsx packages/exchange/data/generate.ts
// The output is committed; a test checks it still equals the generator's output.
import { writeFileSync } from 'node:fs';
import { generateReferenceData } from '../src/reference/generate-reference.ts';
import { INDUSTRIES } from '../src/reference/industries.ts';

const here = new URL('.', import.meta.url).pathname;
const data = generateReferenceData();
const write = (name: string, value: unknown): void => {
  const rows = Array.isArray(value) ? `[\n${value.map((row) => JSON.stringify(row)).join(',\n')}\n]` : JSON.stringify(value);
  writeFileSync(`${here}${name}.json`, `${rows}\n`);
};
write('stocks', data.stocks);
write('etfs', data.etfs);
write('warrants', data.warrants);
write('bonds', data.bonds);
write('industries', INDUSTRIES);
write('meta', { generatedFor: data.generatedFor, seed: data.seed, simulated: true });
process.stdout.write(`reference data: ${data.stocks.length} stocks, ${data.etfs.length} ETFs, ${data.warrants.length} warrants, ${data.bonds.length} bonds\n`);
