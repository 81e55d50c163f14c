// The OMS as a plugin: registers the order commands, follows the exchange's events of brokerage
// orders, pushes order and balance events to the owner's sockets, and on start re-syncs the
// orders the database holds as open with the (fresh) simulated exchange.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { orderChangeNotifier } from './order-change-notifier.ts';
import type { MarketId } from '@sen/market';
import { createOms, type Oms } from './create-oms.ts';
import type { GroupCommit } from './group-commit.ts';
import { registerOrderCommands } from './order-commands.ts';
import type { MarketAccess } from './order-deps.ts';
import { PinGate } from './pin-gate.ts';

async function ordersPlugin(app: FastifyInstance): Promise<void> {
  const runtime = app.market;
  const market: MarketAccess = {
    instrument(symbol) {
      const state = runtime.store.get(symbol);
      if (!state) {
        // Listed bonds are not on the exchange's books (they trade through the bond service):
        // known to the catalogue, so NewOrder answers -6016 (invalid security type), not -6031.
        const listed = runtime.catalogue.get(symbol);
        return listed?.kind === 'bond'
          ? { market: listed.market, kind: 'bond', ceiling: 0, floor: 0 }
          : undefined;
      }
      return {
        market: state.instrument.market,
        kind: state.instrument.kind,
        ceiling: state.ceiling,
        floor: state.floor,
      };
    },
    phase: (id: MarketId) => runtime.exchange.phase(id),
    tradingDate: () => runtime.exchange.tradingDate,
    time: () => runtime.exchange.time,
    submit: (order) => runtime.exchange.submit(order),
    cancel: (orderId) => runtime.exchange.cancel(orderId),
    replace: (orderId, change) => runtime.exchange.replace(orderId, change),
  };
  const oms = createOms({
    db: app.storage.db,
    audit: app.audit,
    ledger: app.ledger,
    market,
    pins: PinGate.of(app.security),
    // Orders are stamped by the market clock (the customer sees market time); audit slips by the wall's.
    now: () => runtime.now(),
    wallNow: Date.now,
    onError: (error) => app.log.error({ err: error }, 'order event failed'),
    push: (username, data) => app.privateEvents.push(username, { action: 'Event', data }),
    onChanged: orderChangeNotifier(app),
    ...(app.hasDecorator('marginLending') ? { margin: app.marginLending } : {}),
  });
  // The one writer of orders and money: the money module's movements run as its jobs too.
  app.decorate('orderWriter', oms.writer);
  app.decorate('oms', oms);
  registerOrderCommands(app.trading, {
    db: app.storage.db,
    entry: oms.entry,
    amend: oms.amend,
    conditional: oms.conditional,
    today: market.tradingDate,
  });
  // Conditional orders watch the live trades; a new trading day expires those past their last day.
  const offUpdates = runtime.onUpdate((update) => {
    if (update.kind === 'trade') oms.conditional.onTrade(update.symbol, update.trade.price);
    else if (update.kind === 'rollover')
      void oms.conditional
        .expire(update.tradingDate)
        .catch((error: unknown) => app.log.error({ err: error }, 'conditional expiry failed'));
  });
  const off = runtime.onExchangeEvent((event) => oms.onExchangeEvent(event));
  // On the node that runs the market (always, with one process; see modules/cluster).
  app.addHook('onReady', () =>
    whenLeader(app, async () => {
      const { resent, expired } = await oms.submitter.resync();
      if (resent + expired > 0)
        app.log.info(
          { resent, expired, ...oms.submitter.lastResync },
          'open orders re-synced with the exchange',
        );
    }).then(() =>
      // In a cluster the node serves orders once they are re-sent; the conditional orders load after.
      whenLeader(app, () => oms.conditional.load(), undefined, { afterServing: true }),
    ),
  );
  // What is queued commits before the database closes. A node of a cluster that holds no lease
  // epoch has nothing of its own to write (it forwards every command to the leader): the epoch
  // fence would refuse the flush's batch, and the writer report it as a failed order event.
  app.addHook('preClose', async () => {
    if (app.cluster.epoch() === undefined) return;
    await oms.writer
      .flush()
      .catch((error: unknown) => app.log.warn({ err: error }, 'order writer: last flush refused'));
  });
  app.addHook('onClose', async () => {
    off();
    offUpdates();
    await oms.writer.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    orderWriter: GroupCommit;
    /** The OMS (the margin module's risk watcher places its force-sells through `oms.entry`). */
    oms: Oms;
  }
}

export default fp(ordersPlugin, {
  name: 'sen-orders',
  dependencies: ['sen-market', 'sen-ledger', 'sen-identity', 'sen-trading-gateway', 'sen-notifications'],
});
