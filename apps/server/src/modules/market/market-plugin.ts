// Hosts the simulated market: the market clock, the exchange with its simulated participants,
// the state store and the timer that advances them. Decorates `app.market` (a MarketRuntime:
// the exchange facade for brokerage orders, the store for readers, `onUpdate` for realtime).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMarket } from './create-market.ts';
import type { MarketRuntime } from './market-runtime.ts';

async function marketPlugin(app: FastifyInstance): Promise<void> {
  const runtime = createMarket({
    env: app.env,
    bus: app.bus,
    now: Date.now,
    onError: (error) => app.log.error({ err: error }, 'market tick failed'),
  });
  app.decorate('market', runtime);
  app.addHook('onReady', async () => runtime.start());
  app.addHook('preClose', async () => runtime.stop());
  app.addHook('onClose', async () => runtime.close());
}

export default fp(marketPlugin, { name: 'sen-market', dependencies: ['sen-bus'] });

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketRuntime;
  }
}
