// Price alerts as a plugin: the AlertList/AlertSet/AlertDelete commands over the storage, and on
// the node leading the market (every node with one process; see modules/cluster) the watcher of
// the active alerts, fed by the market's trades. A firing is stored with its notification and
// pushed to the customer's sockets as a private `alert` event. Decorates `app.priceAlerts`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { registerAlertCommands } from './alert-commands.ts';
import { AlertDelivery } from './alert-delivery.ts';
import { AlertRepository } from './alert-repository.ts';
import { AlertService } from './alert-service.ts';
import { AlertWatcher } from './alert-watcher.ts';

async function priceAlertsPlugin(app: FastifyInstance): Promise<void> {
  const runtime = app.market;
  const now = () => runtime.now();
  const repository = new AlertRepository(app.storage.db);
  const delivery = new AlertDelivery({
    db: app.storage.db,
    now,
    notify: (input, db) => app.notifications.notify(input, db),
    push: (username, data) => app.privateEvents.push(username, { action: 'Event', data }),
    instrumentKind: (symbol) => runtime.store.get(symbol)?.instrument.kind ?? 'stock',
  });
  const watcher = new AlertWatcher({
    fired: (row, quote, done) => delivery.fired(row, quote, done),
    rearmed: (row) => delivery.rearmed(row),
    onError: (error) => app.log.error({ err: error }, 'price alert delivery failed'),
  });
  const service = new AlertService({
    repository,
    now,
    knows: (symbol) => runtime.store.get(symbol) !== undefined,
    changed: (id, row) => watcher.changed(id, row),
  });
  registerAlertCommands(app.trading, service);
  app.decorate('priceAlerts', watcher);
  const off = runtime.onUpdate((update) => {
    if (update.kind !== 'trade') return;
    const { state } = update;
    watcher.onQuote(update.symbol, {
      last: state.last,
      reference: state.reference,
      ceiling: state.ceiling,
      floor: state.floor,
      totalVolume: state.totalVolume,
    });
  });
  app.addHook('onReady', () =>
    whenLeader(
      app,
      async () => watcher.start(await repository.active()),
      () => watcher.stop(),
      { afterServing: true },
    ),
  );
  app.addHook('preClose', () => watcher.flush());
  app.addHook('onClose', async () => {
    off();
    watcher.stop();
  });
}

export default fp(priceAlertsPlugin, {
  name: 'sen-price-alerts',
  dependencies: ['sen-storage', 'sen-market', 'sen-trading-gateway', 'sen-identity', 'sen-notifications'],
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The leader's watcher of active price alerts. */
    priceAlerts: AlertWatcher;
  }
}
