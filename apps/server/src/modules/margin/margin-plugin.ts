// Margin lending as a plugin (issue 17). Registered before the OMS: decorates `app.marginLending`
// (the OMS's margin hooks: purchase power, credit at entry, loans at fills) and `app.margin` (the
// accounts' back office). Registers MarginInfo, MarginDebtList, MarginRepay and the margin
// PurchasePower. On the market's node (the cluster's leader hook) it follows the market clock: at
// each rollover it accrues the day's interest, settles T+2 and lets arrived cash repay debt, and
// sends due-date notices; while the market moves, the risk watcher checks every borrower.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { AccountAccess } from '../identity/account-access.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { lendBpsOfEntry } from '../board/margin-list.ts';
import { MarginAccounts } from './margin-accounts.ts';
import { registerMarginCommands } from './margin-commands.ts';
import { MarginLending } from './margin-lending.ts';
import { MarginNotifier } from './margin-notifier.ts';
import { RiskWatcher } from './margin-risk.ts';
import { marginSettings } from './margin-settings.ts';
import { marginTestHooks } from './margin-test-hooks.ts';
import { PinGate } from '../orders/pin-gate.ts';

async function marginPlugin(app: FastifyInstance): Promise<void> {
  const settings = marginSettings(process.env);
  const { policy } = settings;
  const catalogue = app.market.catalogue;
  const baskets = new Set([...catalogue.vn30, ...catalogue.hnx30]);
  const lendBps = (symbol: string) => {
    const entry = catalogue.get(symbol);
    return entry ? lendBpsOfEntry(entry, baskets) : 0;
  };
  const price = (symbol: string) => {
    const state = app.market.store.get(symbol);
    if (!state) return undefined;
    return state.last > 0 ? state.last : state.reference;
  };
  const now = () => app.market.now();
  const notifier = new MarginNotifier((input, db) => app.notifications.notify(input, db));
  const lending = new MarginLending({ ledger: app.ledger, policy, lendBps, price, now });
  const accounts = new MarginAccounts({ db: app.storage.db, ledger: app.ledger, policy, price, notifier });
  app.decorate('marginLending', lending);
  app.decorate('margin', accounts);
  registerMarginCommands(app.trading, {
    db: app.storage.db,
    access: new AccountAccess(new CustomerRepository(app.storage.db)),
    accounts,
    lending,
    pins: PinGate.of(app.security),
    today: () => app.market.exchange.tradingDate,
    ...(settings.testHooks && app.env.clock === 'demo' ? { testHooks: marginTestHooks(app) } : {}),
  });

  const fail = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
  const watcher = new RiskWatcher({
    db: app.storage.db,
    policy,
    price,
    floor: (symbol) => app.market.store.get(symbol)?.floor,
    tradingDate: () => app.market.exchange.tradingDate,
    notifier,
    place: (caller, order) => app.oms.entry.placeTrusted(caller, order),
    now,
    onError: fail('margin risk check failed'),
  });
  const rollover = async (previousDate: string, tradingDate: string) => {
    // The day's interest on its closing debt first, then T+2 settlement, then arrived cash repays debt.
    const accrued = await accounts.accrue(previousDate, tradingDate);
    await app.ledger.settleDue(tradingDate);
    await accounts.sweepSettled(tradingDate);
    const notices = await accounts.dueNotices(tradingDate);
    app.log.info({ previousDate, tradingDate, accrued, notices }, 'margin day rolled over');
  };
  let timer: NodeJS.Timeout | undefined;
  let off = (): void => {};
  let seen = 0;
  app.addHook('onReady', () =>
    whenLeader(
      app,
      () => {
        off = app.market.onExchangeEvent((event) => {
          if (event.type === 'rollover')
            void rollover(event.previousDate, event.tradingDate).catch(fail('margin rollover failed'));
        });
        // A pass whenever the market clock has moved since the last one.
        timer = setInterval(() => {
          if (app.market.time === seen) return;
          seen = app.market.time;
          // A database outage fails the pass, never the process (the next tick tries again).
          void watcher.pass().catch(fail('margin risk pass failed'));
        }, settings.watchMs);
      },
      () => {
        off();
        if (timer) clearInterval(timer);
      },
    ),
  );
  app.addHook('preClose', async () => {
    off();
    if (timer) clearInterval(timer);
  });
}

export default fp(marginPlugin, {
  name: 'sen-margin',
  dependencies: ['sen-market', 'sen-ledger', 'sen-identity', 'sen-notifications', 'sen-trading-gateway'],
});

declare module 'fastify' {
  interface FastifyInstance {
    marginLending: MarginLending;
    margin: MarginAccounts;
  }
}
