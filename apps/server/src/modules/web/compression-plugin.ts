// Compresses replies on the fly: JSON of the board, info and trading routes, and any text the web
// plugin serves without a pre-compressed copy (index.html). Registered before every module,
// because @fastify/compress attaches itself to each route as it is declared (onRoute). Hashed
// assets are compressed once at build (apps/web/build/precompress-assets.ts) and served as they
// are by the web plugin: a reply that already has a Content-Encoding is left alone.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Replies smaller than this travel raw: a header costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Requests keep their meaning: no client sends compressed bodies, so none is inflated.
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'sen-compression' });
