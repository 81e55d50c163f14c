import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets.ts';

describe('precompressDirectory', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decode to the asset, and skips what does not compress', () => {
    dir = mkdtempSync(join(tmpdir(), 'sen-precompress-'));
    const script = 'export const board = "HOSE";\n'.repeat(400);
    writeFileSync(join(dir, 'index-Ab12.js'), script);
    writeFileSync(join(dir, 'tiny-Cd34.css'), 'a{}');
    writeFileSync(join(dir, 'logo-Ef56.png'), Buffer.from([137, 80, 78, 71]));

    const assets = precompressDirectory(dir);

    expect(readdirSync(dir).sort()).toEqual([
      'index-Ab12.js',
      'index-Ab12.js.br',
      'index-Ab12.js.gz',
      'logo-Ef56.png',
      'tiny-Cd34.css',
    ]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index-Ab12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index-Ab12.js.gz'))).toString()).toBe(script);
    const index = assets.find((asset) => asset.file === 'index-Ab12.js');
    expect(index?.raw).toBe(script.length);
    expect(index?.br).toBeLessThan(index!.gzip!);
    expect(assets.find((asset) => asset.file === 'tiny-Cd34.css')).toEqual({ file: 'tiny-Cd34.css', raw: 3 });
  });
});
