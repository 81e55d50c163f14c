// Serves the built web app (apps/web/dist; hashed assets pre-compressed at build), `/config.json`,
// and index.html for client routes (with the first board data inlined on the board routes:
// board-boot.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { QuoteService } from '../board/quote-service.ts';
import { boardBoot, boardCategoryOfPath, withBoardBoot } from './board-boot.ts';
import { buildClientConfig } from './client-config.ts';
import { isClientRoute } from './spa-fallback.ts';

async function webPlugin(app: FastifyInstance): Promise<void> {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return buildClientConfig(app.market.clock, app.env.clock);
  });

  const root = app.env.webDir;
  const hasWeb = existsSync(root);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // `/` is a board route too (the not-found handler below serves it with the board's data).
      index: false,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each hashed asset: sent as they are, with
      // Content-Encoding and Vary, to a browser that accepts them.
      preCompressed: true,
      // Vite names assets by content hash: cache them for good; the shell must be revalidated.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDir: root }, 'web app not built: client routes will reply 404 (run npm run build)');
  }

  const quotes = new QuoteService(app.market.store, app.market.catalogue);
  const clientRoute = (request: FastifyRequest, reply: FastifyReply) => {
    // The web build may be replaced while the server runs: check the shell is there right now.
    const shell = join(root, 'index.html');
    if (hasWeb && isClientRoute(request.method, request.url) && existsSync(shell)) {
      const categoryId = boardCategoryOfPath(request.url);
      const boot = categoryId === undefined ? undefined : boardBoot(app.market.catalogue, quotes, categoryId);
      if (!boot) return reply.sendFile('index.html', root);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          withBoardBoot(
            readFileSync(shell, 'utf8'),
            boot,
            buildClientConfig(app.market.clock, app.env.clock),
          ),
        );
    }
    throw new SenError('noRoute', { method: request.method, path: request.url.split('?')[0] ?? '' });
  };
  app.setNotFoundHandler(clientRoute);
  // `/` is the static root's folder, which the static plugin refuses (403) to a client that takes no
  // pre-compressed file: it is the default board, served here whatever the client accepts.
  if (hasWeb) app.get('/', clientRoute);
}

export default fp(webPlugin, { name: 'sen-web', dependencies: ['sen-market'] });
