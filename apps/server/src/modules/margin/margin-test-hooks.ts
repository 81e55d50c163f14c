// The operator's test hooks of the margin journey (SEN_MARGIN_TEST_HOOKS=on with the demo clock
// only; MarginTestMarket answers -8111 otherwise): `next-day` moves the demo clock to the end of the
// virtual trading day, so the market rolls over to the next one (interest, T+2 settlement), and
// `shift` moves a stock's simulated fair value (a price fall for margin calls and force-sells).
import type { FastifyInstance } from 'fastify';
import { marketSecondsOfDay, toMarketIso } from '../market/market-time.ts';

/** End of the demo clock's virtual day (MarketClock's default): the next trading day follows. */
const DAY_END_SECONDS = 15 * 3_600 + 10 * 60;
const ROLLOVER_WAIT_MS = 240_000;

export function marginTestHooks(app: FastifyInstance) {
  return {
    async nextDay(): Promise<string> {
      const date = app.market.exchange.tradingDate;
      const left = Math.max(0, DAY_END_SECONDS - marketSecondsOfDay(app.market.time)) * 1000;
      app.skipDemoClock(left / app.env.clockSpeed + 1_000);
      // Until the market has rolled over and caught up with the clock (the new day's start).
      const behind = () => app.market.clock.marketTime() - app.market.time > 5_000;
      for (
        let waited = 0;
        waited < ROLLOVER_WAIT_MS && (app.market.exchange.tradingDate === date || behind());
        waited += 100
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      return toMarketIso(app.market.time);
    },
    /** Undefined when the symbol has no simulated fair value of its own (unknown, a warrant, a future). */
    shift(symbol: string, percent: number): string | undefined {
      if (!app.market.shiftFair(symbol, 1 + percent / 100)) return undefined;
      return toMarketIso(app.market.time);
    },
  };
}
