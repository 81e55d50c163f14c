// The trading service as a plugin: decorates `app.trading` (the command registry other areas
// extend, e.g. the OMS) and serves its routes under /trading.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CommandRegistry } from './command-registry.ts';
import { gatewayRoutes } from './gateway-routes.ts';

async function tradingGatewayPlugin(app: FastifyInstance): Promise<void> {
  const registry = new CommandRegistry();
  app.decorate('trading', registry);
  await app.register(async (scope) =>
    gatewayRoutes(scope, {
      registry,
      resetPassword: (body, request) => app.security.resetPassword(body, request),
    }),
  );
}

export default fp(tradingGatewayPlugin, { name: 'sen-trading-gateway', dependencies: ['sen-storage'] });

declare module 'fastify' {
  interface FastifyInstance {
    trading: CommandRegistry;
  }
}
