// Hosts the simulated market: the market clock, the exchange with its simulated participants,
// the state store and the timer that advances them. Decorates `app.market` (a MarketRuntime:
// the exchange facade for brokerage orders, the store for readers, `onUpdate` for realtime).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { createMarket } from './create-market.ts';
import type { MarketRuntime } from './market-runtime.ts';

async function marketPlugin(app: FastifyInstance): Promise<void> {
  // The demo clock can be moved ahead by the margin module's test hook (SEN_MARGIN_TEST_HOOKS, demo only).
  let skewMs = 0;
  const runtime = createMarket({
    env: app.env,
    bus: app.bus,
    now: () => Date.now() + skewMs,
    onError: (error) => app.log.error({ err: error }, 'market tick failed'),
  });
  app.decorate('market', runtime);
  app.decorate('skipDemoClock', (wallMs: number) => {
    if (app.env.clock === 'demo' && wallMs > 0) skewMs += wallMs;
  });
  // The market runs on the node that leads it (always, with one process; see modules/cluster).
  app.addHook('onReady', () =>
    whenLeader(
      app,
      () => runtime.start(),
      () => runtime.stop(),
    ),
  );
  app.addHook('preClose', async () => runtime.stop());
  app.addHook('onClose', async () => runtime.close());
}

export default fp(marketPlugin, { name: 'sen-market', dependencies: ['sen-bus'] });

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketRuntime;
    /** Moves the demo clock ahead by wall milliseconds (a test hook; no effect on the real clock). */
    skipDemoClock: (wallMs: number) => void;
  }
}
