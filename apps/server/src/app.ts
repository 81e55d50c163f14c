// Builds the Fastify application. Only server.ts listens, so tests build the app and use inject()
// or listen on port 0. Order: external plugins, then app plugins (errors, bus, storage, market),
// then modules with routes. Each module registers with one line.
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadEnv, type ServerEnv } from './env.ts';
import { loggerOptions } from './logger.ts';
import bankModule from './modules/bank/bank-plugin.ts';
import apiReference from './modules/api-reference/api-reference-plugin.ts';
import auditModule from './modules/audit/audit-plugin.ts';
import boardModule from './modules/board/board-plugin.ts';
import bondsModule from './modules/bonds/bonds-plugin.ts';
import clusterModule from './modules/cluster/cluster-plugin.ts';
import corporateActionsModule from './modules/corporate-actions/corporate-actions-plugin.ts';
import infoModule from './modules/info/info-plugin.ts';
import identityModule from './modules/identity/identity-plugin.ts';
import ledgerModule from './modules/ledger/ledger-plugin.ts';
import marginModule from './modules/margin/margin-plugin.ts';
import openAccountModule from './modules/open-account/open-account-plugin.ts';
import notificationsModule from './modules/notifications/notifications-plugin.ts';
import marketRuntime from './modules/market/market-plugin.ts';
import moneyModule from './modules/money/money-plugin.ts';
import ordersModule from './modules/orders/orders-plugin.ts';
import priceAlertsModule from './modules/price-alerts/price-alerts-plugin.ts';
import realtimeModule from './modules/realtime/realtime-plugin.ts';
import tradingGateway from './modules/trading-gateway/trading-gateway-plugin.ts';
import watchlistsModule from './modules/watchlists/watchlists-plugin.ts';
import compressionPlugin from './modules/web/compression-plugin.ts';
import webModule from './modules/web/web-plugin.ts';
import busPlugin from './plugins/bus/bus-plugin.ts';
import errorsPlugin, { answerClientError, answerFrameworkError } from './plugins/errors/errors-plugin.ts';
import securityHeaders from './plugins/security/security-headers.ts';
import storagePlugin from './plugins/storage/storage-plugin.ts';
import zodSchemas from './plugins/schemas/zod-type-provider.ts';

export async function buildApp(overrides: Partial<ServerEnv> = {}): Promise<FastifyInstance> {
  const env: ServerEnv = { ...loadEnv(process.env), ...overrides };
  // Clients of the feed family call some paths with a trailing slash (`/getAllIndex/?index=`) and
  // some without: both reach the same route.
  const app = Fastify({
    logger: loggerOptions(env.logLevel),
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Slowloris: a half-sent request head or body is cut off (env.ts, `http`).
    requestTimeout: env.http.requestTimeoutMs,
    http: {
      headersTimeout: env.http.headersTimeoutMs,
      requestTimeout: env.http.requestTimeoutMs,
      connectionsCheckingInterval: env.http.checkEveryMs,
    },
    // Symbol lists travel in path parameters (/getliststockdata/FPT,VNM,...): allow long ones, as
    // long as a request head may be (16 KiB), so a list too long reaches its schema (a 400 with the
    // reason) instead of falling through to the static files (a 403 "Forbidden").
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_384 },
    // A path the router cannot decode (a broken percent-encoding) answers the REST error shape.
    frameworkErrors: answerFrameworkError,
    // A request Node refuses before Fastify sees it (headers over the limit: 431) answers that shape too.
    clientErrorHandler: answerClientError,
  });
  app.decorate('env', env);

  await app.register(securityHeaders);
  await app.register(formbody);
  // Before every route: @fastify/compress wraps each route as it is declared.
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(zodSchemas);
  // Before every route: its onRoute hook lists them all for /api/openapi.json.
  await app.register(apiReference);
  await app.register(busPlugin);
  await app.register(storagePlugin);
  await app.register(auditModule);
  await app.register(marketRuntime);

  // The cluster part: this node's role, the leader, the lease's epoch and its age (modules/cluster).
  app.get('/health', async () => ({
    status: 'ok',
    marketTime: app.market.now(),
    ...(app.hasDecorator('cluster') ? { cluster: app.cluster.status() } : {}),
  }));
  // Under /board and, for the datafeed family's clients, at the root (board-plugin.ts).
  await app.register(boardModule);
  await app.register(infoModule, { prefix: '/info' });
  await app.register(tradingGateway);
  await app.register(ledgerModule);
  await app.register(identityModule);
  await app.register(openAccountModule);
  await app.register(notificationsModule);
  await app.register(marginModule);
  await app.register(ordersModule);
  await app.register(moneyModule);
  await app.register(bondsModule);
  await app.register(corporateActionsModule);
  await app.register(watchlistsModule);
  await app.register(priceAlertsModule);
  await app.register(bankModule);
  await app.register(realtimeModule);
  await app.register(webModule);
  // Last: its onReady runs after every module has registered its commands and leader tasks.
  await app.register(clusterModule);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: ServerEnv;
  }
}
