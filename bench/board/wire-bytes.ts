// Bytes on the wire (issue 28 item 1): what the browser actually receives for each response of the
// board page (body as encoded on the wire plus headers, from Chromium's network layer), so budgets
// count what a user downloads rather than a size computed at build. The realtime worker's script is
// served with the probe put in front of it (run.ts); its figure is that of the build's own copy in
// the encoding the browser chose, so the probe's bytes are not counted.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface WireFile {
  file: string;
  /** Playwright's resource type: script, fetch, xhr, document, stylesheet ... */
  type: string;
  encoding: string;
  /** Body bytes as received (compressed when Content-Encoding says so) plus response headers. */
  wire: number;
}

const extension: Record<string, string> = { br: '.br', gzip: '.gz' };

/** Rewrites the `.br` and `.gz` copies of an asset the benchmark changed (the probed worker). */
export function recompress(path: string): void {
  const body = readFileSync(path);
  if (existsSync(`${path}.br`)) writeFileSync(`${path}.br`, brotliCompressSync(body));
  if (existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(body));
}

/** Starts recording the responses of `page` from `origin`; `done()` waits for them and returns them. */
export function recordWireBytes(
  page: Page,
  origin: string,
  builtAssets: { dir: string; substituted: readonly string[] },
): { done(): Promise<WireFile[]> } {
  const files: Promise<WireFile | undefined>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || url.includes('/socket.io/')) return;
    const file = url.slice(origin.length);
    const name = file.slice(file.lastIndexOf('/') + 1).split('?')[0]!;
    files.push(
      (async () => {
        await response.finished();
        const sizes = await response.request().sizes();
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        let body = sizes.responseBodySize;
        if (builtAssets.substituted.includes(name)) {
          const built = join(builtAssets.dir, 'assets', name + (extension[encoding] ?? ''));
          body = statSync(built).size;
        }
        return {
          file,
          type: response.request().resourceType(),
          encoding,
          wire: body + sizes.responseHeadersSize,
        };
      })().catch(() => undefined),
    );
  });
  return {
    async done() {
      return (await Promise.all(files)).filter((file): file is WireFile => file !== undefined);
    },
  };
}
