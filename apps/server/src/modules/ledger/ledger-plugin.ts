// The ledger as a plugin: decorates `app.ledger` (the OMS's API), registers the balance commands
// and settles T+2 receivables and marks futures positions to market whenever the simulated
// exchange rolls over to a new trading day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { marketDateOf } from '@sen/exchange';
import { AccountAccess } from '../identity/account-access.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { AccountViews, type PriceSource } from './account-views.ts';
import { registerLedgerCommands } from './ledger-commands.ts';
import { LedgerService } from './ledger-service.ts';

async function ledgerPlugin(app: FastifyInstance): Promise<void> {
  const hasMarket = app.hasDecorator('market');
  // Entries are dated and timed by the market's clock (statements show them in market time).
  const now = () => (hasMarket && app.market.time > 0 ? app.market.time : Date.now());
  const today = () => marketDateOf(now());
  const ledger = new LedgerService(app.storage.db, { today, now });
  const price: PriceSource = (symbol) => {
    const state = hasMarket ? app.market.store.get(symbol) : undefined;
    if (!state) return undefined;
    return state.last > 0 ? state.last : state.reference;
  };
  app.decorate('ledger', ledger);
  ledger.futures.usePrices(price);
  registerLedgerCommands(
    app.trading,
    new AccountAccess(new CustomerRepository(app.storage.db)),
    new AccountViews(ledger, price),
  );
  if (hasMarket) {
    const settle = (date: string) =>
      ledger.settleDue(date).then(
        (count) => count > 0 && app.log.info({ date, count }, 'settled T+2 receivables'),
        (error: unknown) => app.log.error({ err: error }, 'settlement failed'),
      );
    const off = app.market.onUpdate((update) => {
      if (update.kind === 'rollover') void settle(update.tradingDate);
    });
    // Daily settlement of futures positions at the exchange's settlement prices of the day that
    // ended (its rollover event's futuresSettlements: DSP, and at expiry the final settlement price).
    const offMarks = app.market.onExchangeEvent((event) => {
      if (event.type !== 'rollover') return;
      // The exchange has rolled its series already: its mapping is the new day's.
      const contractOf = (symbol: string) => app.market.exchange.futuresContract(symbol);
      void ledger.futures.settleRollover(event, contractOf).then(
        (count) => count > 0 && app.log.info({ date: event.previousDate, count }, 'futures marked to market'),
        (error: unknown) => app.log.error({ err: error }, 'futures mark-to-market failed'),
      );
    });
    app.addHook('onReady', async () => void (await settle(today())));
    app.addHook('onClose', async () => {
      off();
      offMarks();
    });
  }
}

export default fp(ledgerPlugin, { name: 'sen-ledger', dependencies: ['sen-storage', 'sen-trading-gateway'] });

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerService;
  }
}
