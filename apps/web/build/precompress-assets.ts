// Vite build plugin: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
// every compressible hashed asset, once, at build. The server sends them as they are
// (@fastify/static `preCompressed`), so no request pays for compression and the browser gets the
// smallest file. A copy that would not be smaller than the asset is not written.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

export interface PrecompressedAsset {
  file: string;
  raw: number;
  br?: number;
  gzip?: number;
}

/** Writes `.br` and `.gz` copies of the compressible files of `dir` and returns their sizes. */
export function precompressDirectory(dir: string): PrecompressedAsset[] {
  return readdirSync(dir)
    .filter((file) => compressible.test(file))
    .map((file) => {
      const path = join(dir, file);
      const raw = readFileSync(path);
      const br = brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
      const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
      const asset: PrecompressedAsset = { file, raw: raw.length };
      if (br.length < raw.length) {
        writeFileSync(`${path}.br`, br);
        asset.br = br.length;
      }
      if (gzip.length < raw.length) {
        writeFileSync(`${path}.gz`, gzip);
        asset.gzip = gzip.length;
      }
      return asset;
    });
}

/** The plugin: pre-compresses `<outDir>/<assetsDir>` after Vite has written it. */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'sen-precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle(error?: Error) {
      // A failed build wrote nothing: let its own error be the one reported.
      if (error || !existsSync(assetsDir)) return;
      const assets = precompressDirectory(assetsDir);
      const total = (key: 'raw' | 'br' | 'gzip') =>
        assets.reduce((sum, asset) => sum + (asset[key] ?? asset.raw), 0);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      this.info(
        `pre-compressed ${assets.length} assets: ${kb(total('raw'))} KB raw, ${kb(total('br'))} KB brotli, ${kb(total('gzip'))} KB gzip`,
      );
    },
  };
}
