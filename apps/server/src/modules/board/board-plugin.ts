// The board host: every public GET of spec §7 plus the named extras, under `{boardBase}` (/board)
// and, for the datafeed family's clients that build `https://host/getliststockdata/...` from a
// bare host, at the root too (issue 23): the same routes, JSON, readable from any allowed origin.
// The web app's own routes (Vietnamese paths) keep their index.html fallback.
import type { FastifyInstance } from 'fastify';
import { BASES } from '../../host-bases.ts';
import { boardIndexRoutes, indexDailyHistoryOf } from './board-index-routes.ts';
import { boardListRoutes } from './board-list-routes.ts';
import { boardQuoteRoutes } from './board-quote-routes.ts';
import { boardTradeRoutes } from './board-trade-routes.ts';
import { InstrumentIds, OpenInterestAtOpen } from './family-rows.ts';
import { familyRoutes } from './family-routes.ts';
import { QuoteService } from './quote-service.ts';
import { udfRoutes } from './udf-routes.ts';

export default async function boardPlugin(app: FastifyInstance): Promise<void> {
  const market = app.market;
  const quotes = new QuoteService(market.store, market.catalogue);
  const daily = indexDailyHistoryOf(app);
  const ids = new InstrumentIds(market.catalogue);
  const openInterest = new OpenInterestAtOpen(() => market.store.all());
  const unsubscribe = market.onUpdate((update) => {
    if (update.kind === 'rollover') openInterest.reset();
  });
  app.addHook('onClose', async () => unsubscribe());

  const routes = async (scope: FastifyInstance): Promise<void> => {
    boardQuoteRoutes(scope, quotes, { ids, openInterest });
    boardListRoutes(scope, market.catalogue, quotes);
    boardTradeRoutes(scope, quotes);
    boardIndexRoutes(scope, quotes, daily);
    familyRoutes(scope, quotes, ids);
    udfRoutes(scope, daily);
  };
  await app.register(routes, { prefix: BASES.boardBase });
  // At the root too: their CORS is the security headers' (security-headers.ts, host-bases.ts), so a
  // preflight, a 404 under a board path or a path the router refuses answers as under /board.
  await app.register(routes);
}
