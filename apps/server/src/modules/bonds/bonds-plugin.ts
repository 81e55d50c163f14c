// The bond service as a plugin: the simulated desk (from the seed), `POST /bond`, and the payment
// job: on the node that runs the market (cluster leader hook) it stocks the desk's inventory once
// and pays coupons and principal due whenever the market clock starts a new trading day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BondDesk, REFERENCE, marketDateOf } from '@sen/exchange';
import { AccountAccess } from '../identity/account-access.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { PinGate } from '../orders/pin-gate.ts';
import { BOND_ENTRY_KINDS, deskInventory } from './bond-entries.ts';
import { cashArrivalsOf } from '../margin/cash-arrivals.ts';
import { payBondsDue } from './bond-payments.ts';
import { bondRoutes } from './bond-routes.ts';
import { BondService } from './bond-service.ts';

/** Wall milliseconds between two looks at the market clock's date. */
const PAYMENT_POLL_MS = 250;

async function bondsPlugin(app: FastifyInstance): Promise<void> {
  const desk = new BondDesk(REFERENCE.bonds, app.env.seed);
  const now = () => app.market.now();
  // The desk trades and pays on the market clock's date (the demo clock's virtual day).
  const today = () => marketDateOf(now());
  const deps = {
    db: app.storage.db,
    desk,
    ledger: app.ledger,
    notifications: app.notifications,
    arrived: cashArrivalsOf(app.margin),
  };
  const service = new BondService({
    ...deps,
    audit: app.audit,
    today,
    now,
  });
  app.decorate('bonds', service);
  await app.register(async (scope) =>
    bondRoutes(scope, {
      service,
      access: new AccountAccess(new CustomerRepository(app.storage.db)),
      pins: PinGate.of(app.security),
    }),
  );

  let running = Promise.resolve();
  const pay = (date: string) => {
    running = running
      .then(() => payBondsDue(deps, date))
      .then(
        (count) => void (count > 0 && app.log.info({ date, count }, 'bond coupons and principal paid')),
        (error: unknown) => app.log.error({ err: error }, 'bond payments failed'),
      );
    return running;
  };
  // The payment job watches the market clock's date: a new date pays what fell due up to it.
  let timer: NodeJS.Timeout | undefined;
  let paidUpTo = '';
  const tick = () => {
    const date = today();
    if (date === paidUpTo) return;
    paidUpTo = date;
    void pay(date);
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  app.addHook('onReady', () =>
    whenLeader(
      app,
      async () => {
        for (const bond of desk.bonds)
          await app.ledger.post(
            app.storage.db,
            BOND_ENTRY_KINDS.inventory,
            bond.symbol,
            deskInventory(bond.symbol, bond.inventory),
            "Kho trái phiếu của công ty | The broker's bond inventory",
          );
        tick();
        await running;
        timer = setInterval(tick, PAYMENT_POLL_MS);
        timer.unref();
      },
      stop,
      // A taken-over market node serves orders first (modules/cluster).
      { afterServing: true },
    ),
  );
  app.addHook('onClose', async () => {
    stop();
    await running;
  });
}

export default fp(bondsPlugin, {
  name: 'sen-bonds',
  dependencies: [
    'sen-storage',
    'sen-market',
    'sen-trading-gateway',
    'sen-identity',
    'sen-audit',
    'sen-ledger',
    'sen-notifications',
    'sen-margin',
  ],
});

declare module 'fastify' {
  interface FastifyInstance {
    bonds: BondService;
  }
}
