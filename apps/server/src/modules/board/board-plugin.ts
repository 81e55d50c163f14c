// The board host (`{boardBase}`, /board): every public GET of spec §7 plus the named extras.
import type { FastifyInstance } from 'fastify';
import { boardIndexRoutes } from './board-index-routes.ts';
import { boardListRoutes } from './board-list-routes.ts';
import { boardQuoteRoutes } from './board-quote-routes.ts';
import { boardTradeRoutes } from './board-trade-routes.ts';
import { QuoteService } from './quote-service.ts';

export default async function boardPlugin(app: FastifyInstance): Promise<void> {
  const quotes = new QuoteService(app.market.store, app.market.catalogue);
  boardQuoteRoutes(app, quotes);
  boardListRoutes(app, app.market.catalogue, quotes);
  boardTradeRoutes(app, quotes);
  boardIndexRoutes(app, quotes);
}
