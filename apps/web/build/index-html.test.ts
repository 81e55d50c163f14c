// The page names its icon: without a <link rel="icon"> the browser asks for /favicon.ico, which the
// server does not have (a 404 and a console error on every first load).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const html = readFileSync(join(web, 'index.html'), 'utf8');

describe('index.html', () => {
  it('links an icon that the app ships', () => {
    const href = /<link rel="icon" href="\/([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(existsSync(join(web, 'public', href!))).toBe(true);
  });
});
