// For tests: the back-office part of the app (storage, trading gateway, ledger, identity) on a
// real Fastify instance, registered exactly as app.ts does, without the simulated market.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadEnv, type ServerEnv } from '../../env.ts';
import storagePlugin from '../../plugins/storage/storage-plugin.ts';
import tradingGateway from '../trading-gateway/trading-gateway-plugin.ts';
import ledgerModule from '../ledger/ledger-plugin.ts';
import identityModule from './identity-plugin.ts';

export async function buildBackOfficeApp(overrides: Partial<ServerEnv>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('env', { ...loadEnv({}), ...overrides });
  await app.register(storagePlugin);
  await app.register(tradingGateway);
  await app.register(ledgerModule);
  await app.register(identityModule);
  return app;
}
