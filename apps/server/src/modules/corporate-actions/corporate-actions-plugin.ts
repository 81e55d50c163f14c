// Corporate actions as a plugin: on the node that runs the market, each new trading day records the
// entitlements whose record date has come and pays those due (and once at start, catching up);
// `EntitlementList` shows a sub-account's entitlements.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { marketDateOf } from '@sen/exchange';
import {
  entitlementListCommand,
  rightsHistoryCommand,
  rightsListCommand,
  rightsRegisterCommand,
  type Entitlement,
} from '@sen/protocol';
import { originOf } from '../audit/audit-trail.ts';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { AccountAccess } from '../identity/account-access.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { requireCaller } from '../trading-gateway/command-registry.ts';
import { CorporateActionsService } from './corporate-actions-service.ts';
import { entitlementsOf, type EntitlementRow } from './entitlement-repository.ts';
import { RightsService, rightsTermsOf } from './rights-service.ts';
import { cashArrivalsOf } from '../margin/cash-arrivals.ts';
import { PinGate } from '../orders/pin-gate.ts';

const toWire = (row: EntitlementRow): Entitlement => ({
  id: row.id,
  eventId: row.event_id,
  symbol: row.symbol,
  kind: row.kind as Entitlement['kind'],
  shares: row.shares,
  cash: row.cash,
  tax: row.tax,
  net: row.cash - row.tax,
  newShares: row.new_shares,
  exDate: row.ex_date,
  recordDate: row.record_date,
  paymentDate: row.payment_date,
  listingDate: row.listing_date,
  status: row.status as Entitlement['status'],
});

async function corporateActionsPlugin(app: FastifyInstance): Promise<void> {
  const service = new CorporateActionsService({
    db: app.storage.db,
    ledger: app.ledger,
    calendar: app.market.calendar,
    now: () => app.market.now(),
    notify: (input, trx) => app.notifications.notify(input, trx),
    arrived: cashArrivalsOf(app.margin),
  });
  app.decorate('corporateActions', service);
  const access = new AccountAccess(new CustomerRepository(app.storage.db));
  const own = async (ctx: Parameters<typeof requireCaller>[0], subAcntNo: string) => {
    await access.requireOwn(requireCaller(ctx), subAcntNo);
    return subAcntNo;
  };
  app.trading.register(entitlementListCommand, async (p, ctx) =>
    (await entitlementsOf(app.storage.db, await own(ctx, p.subAccount))).map(toWire),
  );
  const rights = new RightsService({
    db: app.storage.db,
    ledger: app.ledger,
    today: () => marketDateOf(app.market.time),
    now: () => app.market.now(),
    notify: (input, trx) => app.notifications.notify(input, trx),
    audit: app.audit,
    termsOf: rightsTermsOf(app.market.calendar),
  });
  // The PIN like an order's: checked against its hash once per session (orders/pin-gate.ts).
  const pins = PinGate.of(app.security);
  app.trading.register(rightsListCommand, async (p, ctx) => rights.list(await own(ctx, p.subAccount)));
  app.trading.register(rightsRegisterCommand, async (p, ctx) => {
    const sub = await own(ctx, p.subAccount);
    const caller = requireCaller(ctx);
    await pins.verify(caller, ctx.request.session, p.pin);
    return rights.register(sub, p.rightsId, p.volume, p.refId, {
      username: caller.username,
      origin: originOf(ctx),
    });
  });
  app.trading.register(rightsHistoryCommand, async (p, ctx) =>
    rights.history(await own(ctx, p.subAccount), p.from, p.to),
  );

  // One day's work at a time, in order (a rollover arriving while the last day runs waits for it).
  let chain: Promise<unknown> = Promise.resolve();
  const runDay = (date: string) => {
    chain = chain
      .then(() => service.runDay(date))
      .then(
        ({ recorded, paid }) =>
          recorded + paid > 0 && app.log.info({ date, recorded, paid }, 'corporate actions processed'),
        (error: unknown) => app.log.error({ err: error }, 'corporate actions failed'),
      );
    return chain;
  };
  let off: (() => void) | undefined;
  app.addHook('onReady', () =>
    whenLeader(
      app,
      async () => {
        off = app.market.onUpdate((update) => {
          if (update.kind === 'rollover') void runDay(update.tradingDate);
        });
        await runDay(marketDateOf(app.market.time));
      },
      () => off?.(),
      // A taken-over market node serves orders first (modules/cluster).
      { afterServing: true },
    ),
  );
  app.addHook('onClose', async () => {
    off?.();
    await chain;
  });
}

export default fp(corporateActionsPlugin, {
  name: 'sen-corporate-actions',
  dependencies: [
    'sen-storage',
    'sen-market',
    'sen-ledger',
    'sen-trading-gateway',
    'sen-notifications',
    'sen-audit',
    'sen-margin',
  ],
});

declare module 'fastify' {
  interface FastifyInstance {
    corporateActions: CorporateActionsService;
  }
}
