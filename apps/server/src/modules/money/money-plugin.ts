// Money movements as a plugin (issue 16): cash advance, internal cash and stock transfers and the
// statements. Movements run as jobs of the OMS's single writer (`app.orderWriter`), so their checks
// and ledger entries are serialised with every order's; advances are repaid by the ledger's T+2
// settlement of the receivables they were drawn from (ledger/money-entries.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { AccountAccess } from '../identity/account-access.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { PinGate } from '../orders/pin-gate.ts';
import { AdvanceRepayments } from './advance-repayments.ts';
import { CashAdvances } from './cash-advance.ts';
import { InternalTransfers } from './internal-transfers.ts';
import { registerMoneyCommands } from './money-commands.ts';
import { cashArrivalsOf } from '../margin/cash-arrivals.ts';
import { advanceFeesOf } from './money-config.ts';
import type { MoneyDeps } from './money-deps.ts';
import { MoneyService } from './money-service.ts';

async function moneyPlugin(app: FastifyInstance): Promise<void> {
  const access = new AccountAccess(new CustomerRepository(app.storage.db));
  const deps: MoneyDeps = {
    ledger: app.ledger,
    today: () => app.market.exchange.tradingDate,
    // Movements are recorded in market time (the market clock), like every record a customer sees.
    now: () => app.market.now(),
    arrived: cashArrivalsOf(app.margin),
    sharesOut: (db, o) => app.marginLending.checkSharesOut(db, o),
  };
  const advances = new CashAdvances(deps, advanceFeesOf(process.env));
  const money = new MoneyService(
    {
      ...deps,
      writer: app.orderWriter,
      access,
      audit: app.audit,
      pins: PinGate.of(app.security),
      notify: (caller, notice, trx) =>
        app.notifications.notify({ customerId: caller.customerId, ...notice }, trx),
      announce: (caller, subs) => {
        for (const subAcntNo of subs)
          app.privateEvents.push(caller.username, { action: 'Event', data: { type: 'balance', subAcntNo } });
      },
    },
    advances,
    new InternalTransfers(deps),
  );
  registerMoneyCommands(app.trading, { db: app.storage.db, access, money, advances });
  // Advances are repaid at each new trading day (after its T+2 settlement date is reached) and at
  // start, on the node that runs the market.
  const repayments = new AdvanceRepayments({
    ...deps,
    db: app.storage.db,
    writer: app.orderWriter,
    notify: (customerId, notice, trx) => app.notifications.notify({ customerId, ...notice }, trx),
  });
  app.decorate('advanceRepayments', repayments);
  const repay = (date: string) =>
    repayments.repayDue(date).then(
      (count) => count > 0 && app.log.info({ date, count }, 'cash advances repaid'),
      (error: unknown) => app.log.error({ err: error }, 'cash advance repayment failed'),
    );
  const off = app.market.onUpdate((update) => {
    if (update.kind === 'rollover') void repay(update.tradingDate);
  });
  app.addHook('onReady', () => whenLeader(app, async () => void (await repay(deps.today()))));
  app.addHook('onClose', async () => off());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Repays the cash advances due on a business date (run at each rollover; tests call it). */
    advanceRepayments: AdvanceRepayments;
  }
}

export default fp(moneyPlugin, {
  name: 'sen-money',
  dependencies: [
    'sen-market',
    'sen-ledger',
    'sen-identity',
    'sen-notifications',
    'sen-orders',
    'sen-trading-gateway',
    'sen-audit',
    'sen-margin',
  ],
});
