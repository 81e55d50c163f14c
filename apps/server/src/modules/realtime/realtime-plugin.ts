// Hosts the realtime channel on the app's HTTP server (ARCHITECTURE §5): the gateway, fed by the
// market's updates, with the Redis scale-out when REDIS_URL is set. Decorates `app.realtime`.
// Identity plugs its session service in with `app.realtime.privateChannel.useValidator(...)`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toMarketClockTime, toMarketIso } from '../market/market-time.ts';
import { depthSnapshotMessage, publishUpdate, type BridgeSources } from './market-bridge.ts';
import { loadRealtimeConfig } from './realtime-config.ts';
import { RealtimeGateway } from './realtime-gateway.ts';
import { attachRedisScaleOut } from './redis-scale-out.ts';
import type { PrivateMessage } from './private-channel.ts';
import { REFUSE_ALL_SESSIONS, type SessionValidator } from './session-validator.ts';
import { symbolInfoOf } from './symbol-info.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';

async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const config = loadRealtimeConfig(process.env);
  const market = app.market;
  const sequences = new Map<string, number>();
  const sources: BridgeSources = {
    symbol: (symbol) => market.store.get(symbol),
    index: (code) => market.index(code),
    sequence: (symbol) => {
      const next = (sequences.get(symbol) ?? 0) + 1;
      sequences.set(symbol, next);
      return next;
    },
  };
  const gateway = new RealtimeGateway(
    app.server,
    config,
    {
      depth: (symbol, side) => {
        const state = sources.symbol(symbol);
        return state === undefined ? undefined : depthSnapshotMessage(state, side);
      },
      knowsSymbol: (symbol) => sources.symbol(symbol) !== undefined,
      marketTime: () => toMarketIso(market.now()),
      marketClockTime: () => toMarketClockTime(market.now()),
    },
    REFUSE_ALL_SESSIONS,
    app.log,
  );
  app.decorate('realtime', gateway);
  const detachIdentity = connectIdentity(app, gateway);
  // The private channel's ListAccount and getSymbolInfo (private-answers.ts).
  const customers = app.hasDecorator('accountAccess') ? new CustomerRepository(app.storage.db) : undefined;
  gateway.usePrivateSources({
    accounts: async (user) => {
      const customer = await customers?.byUsername(user);
      return customer ? app.accountAccess.list({ customerId: customer.id, username: user }) : [];
    },
    symbolInfo: (symbol) => symbolInfoOf({ state: sources.symbol, catalogue: market.catalogue }, symbol),
  });

  const publicSource = process.env.SEN_REALTIME_PUBLIC === 'relay' ? 'relay' : 'local';
  const detachMarket =
    publicSource === 'local'
      ? market.onUpdate((update) => publishUpdate(update, gateway, sources))
      : () => {};
  let detachRedis = async (): Promise<void> => {};
  if (app.env.redisUrl) {
    detachRedis = await attachRedisScaleOut(gateway, app.env.redisUrl, {
      publicSource,
      onError: (error) => app.log.error({ err: error }, 'realtime redis connection error'),
    });
    app.log.info({ publicSource }, 'realtime scale-out through Redis');
  }
  app.addHook('preClose', async () => {
    detachMarket();
    detachIdentity();
    await gateway.close();
    await detachRedis();
  });
}

/** Identity's events as this module reads them (`app.privateEvents`, see identity/session-events.ts). */
interface PrivateEventSource {
  on(
    event: 'private',
    listener: (message: { user: string; sessionHash?: string; message: PrivateMessage }) => void,
  ): unknown;
  on(event: 'session-ended', listener: (ended: { user: string; sessionHash: string }) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
}

/** Validates registrations with identity's sessions and forwards its private events, when identity is loaded. */
function connectIdentity(app: FastifyInstance, gateway: RealtimeGateway): () => void {
  if (!app.hasDecorator('sessions') || !app.hasDecorator('privateEvents')) {
    app.log.warn('identity is not loaded: realtime registrations are refused');
    return () => {};
  }
  const decorated = app as unknown as { sessions: SessionValidator; privateEvents: PrivateEventSource };
  gateway.privateChannel.useValidator(decorated.sessions);
  const onPrivate = ({
    user,
    sessionHash,
    message,
  }: {
    user: string;
    sessionHash?: string;
    message: PrivateMessage;
  }): void => gateway.privateChannel.sendToUser(user, message, sessionHash);
  const onEnded = ({ user, sessionHash }: { user: string; sessionHash: string }): void =>
    gateway.privateChannel.endSession(user, sessionHash);
  decorated.privateEvents.on('private', onPrivate);
  decorated.privateEvents.on('session-ended', onEnded);
  return () => {
    decorated.privateEvents.off('private', onPrivate);
    decorated.privateEvents.off('session-ended', onEnded);
  };
}

export default fp(realtimePlugin, { name: 'sen-realtime', dependencies: ['sen-market'] });

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeGateway;
  }
}
