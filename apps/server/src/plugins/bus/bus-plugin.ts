// Decorates `app.bus`. REDIS_URL is reserved for the Redis implementation (ARCHITECTURE §7); until
// it exists a configured REDIS_URL is reported and the in-process bus is used.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Bus } from './bus.ts';
import { MemoryBus } from './memory-bus.ts';

async function busPlugin(app: FastifyInstance): Promise<void> {
  if (app.env.redisUrl)
    app.log.warn('REDIS_URL is set but the Redis bus is not built yet; using the in-process bus');
  const bus = new MemoryBus((error, topicName) =>
    app.log.error({ err: error, topic: topicName }, 'bus subscriber failed'),
  );
  app.decorate('bus', bus);
  app.addHook('onClose', async () => bus.close());
}

export default fp(busPlugin, { name: 'sen-bus' });

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}
