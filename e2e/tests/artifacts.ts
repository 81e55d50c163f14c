// Where e2e tests save screenshots meant to be looked at (kept across runs, git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../artifacts/screenshots/', import.meta.url).pathname;

export function screenshotPath(name: string): string {
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}
