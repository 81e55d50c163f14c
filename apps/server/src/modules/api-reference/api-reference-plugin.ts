// The machine-readable API reference, generated from the code: GET /api/openapi.json (every HTTP
// route with its zod schemas, every trading command), GET /api/asyncapi.json (the realtime
// channel) and GET /api/docs, a browsable page (Swagger UI served from node_modules, its own
// initialiser script so the Content-Security-Policy needs no inline script). Registered before the
// modules (app.ts) so its onRoute hook sees every route; the documents are built on first request.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadRealtimeConfig } from '../realtime/realtime-config.ts';
import { buildAsyncApi } from './asyncapi-document.ts';
import { asyncApiPage, docsPage, DOCS_INIT_SCRIPT } from './docs-page.ts';
import type { JsonSchema } from './json-schema.ts';
import { buildOpenApi } from './openapi-document.ts';
import { collectRoutes } from './route-catalogue.ts';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

async function apiReference(app: FastifyInstance): Promise<void> {
  const routes = collectRoutes(app);
  let openApi: JsonSchema | undefined;
  let asyncApi: JsonSchema | undefined;
  const openApiDocument = (): JsonSchema => (openApi ??= buildOpenApi(routes, app.trading.registered));
  const asyncApiDocument = (): JsonSchema =>
    (asyncApi ??= buildAsyncApi(loadRealtimeConfig(process.env).path));

  app.get('/api/openapi.json', async () => openApiDocument());
  app.get('/api/asyncapi.json', async () => asyncApiDocument());
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage()));
  app.get('/api/docs/realtime', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(asyncApiPage(asyncApiDocument())),
  );
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DOCS_INIT_SCRIPT),
  );
  await app.register(async (child) => {
    await child.register(fastifyStatic, {
      root: swaggerDir,
      prefix: '/api/docs/assets/',
      decorateReply: false,
      allowedPath: (path) => /^\/?swagger-ui(-bundle)?\.(js|css)$/.test(path),
    });
  });
}

export default fp(apiReference, { name: 'sen-api-reference' });
