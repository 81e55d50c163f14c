// Decorates `app.bus`: the in-process bus, or the Redis bus when REDIS_URL is set (ARCHITECTURE §7).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Bus } from './bus.ts';
import { MemoryBus } from './memory-bus.ts';
import { RedisBus } from './redis-bus.ts';

async function busPlugin(app: FastifyInstance): Promise<void> {
  const onError = (error: unknown, where: string) =>
    app.log.error({ err: error, topic: where }, 'bus subscriber failed');
  const bus: Bus = app.env.redisUrl
    ? await RedisBus.connect(app.env.redisUrl, { onError })
    : new MemoryBus(onError);
  app.decorate('bus', bus);
  app.addHook('onClose', async () => bus.close());
}

export default fp(busPlugin, { name: 'sen-bus' });

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}
