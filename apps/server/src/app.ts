// Builds the Fastify application. Only server.ts listens, so tests build the app and use inject()
// or listen on port 0. Order: external plugins, then app plugins (storage, bus, market), then routes.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadEnv, type ServerEnv } from './env.ts';

export async function buildApp(overrides: Partial<ServerEnv> = {}): Promise<FastifyInstance> {
  const env = { ...loadEnv(process.env), ...overrides };
  const app = Fastify({
    logger: env.logLevel === 'silent' ? false : { level: env.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });
  app.decorate('env', env);
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: ServerEnv;
  }
}
