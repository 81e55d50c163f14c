// Trades and negotiated deals of the board host.
import { dealToDealRow } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import { negotiationQuery, tradesQuery } from './board-queries.ts';
import type { QuoteService } from './quote-service.ts';
import { dealOf, tradeOf } from './trade-presenters.ts';

export function boardTradeRoutes(app: FastifyInstance, quotes: QuoteService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const store = app.market.store;

  // Today's put-through advertisements and deals of one market (or all), oldest first.
  r.get('/getNegotiationDeal', { schema: { querystring: negotiationQuery } }, async (request) => {
    const market = request.query.market;
    const deals = store.negotiatedDeals(market === undefined || market === 'HCX' ? undefined : market);
    return deals.map((deal) => dealToDealRow(dealOf(deal)));
  });

  // The day's matched trades of one symbol, newest first (stock detail tape).
  r.get('/getMatchedDeal', { schema: { querystring: tradesQuery } }, async (request) => {
    const state = quotes.state(request.query.symbol);
    return store.tradesOf(state.instrument.symbol, request.query.count).map((record) => tradeOf(state, record));
  });

  // Trade history of a futures contract (derivatives board's match history table).
  r.get('/getpstradehistory/:symbol', { schema: { params: tradesQuery.pick({ symbol: true }) } }, async (request) => {
    const state = quotes.state(request.params.symbol);
    return store.tradesOf(state.instrument.symbol).map((record) => tradeOf(state, record));
  });
}
