// Trades and negotiated deals of the board host.
import { dealToDealRow, tradeMessage } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import { negotiationQuery, tradesQuery } from '../../plugins/schemas/board-queries.ts';
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

  // The day's matches of one symbol, newest first, each as the body of realtime message 3220
  // (6220 for futures), so the tape loads and then grows through one reader.
  const tape = (symbol: string, count: number) => {
    const state = quotes.state(symbol);
    const band = { ref: state.reference, ceiling: state.ceiling, floor: state.floor };
    return store
      .tradesOf(state.instrument.symbol, count)
      .map((record) => tradeMessage(tradeOf(state, record), band, state.instrument.kind));
  };

  r.get('/getMatchedDeal', { schema: { querystring: tradesQuery } }, async (request) =>
    tape(request.query.symbol, request.query.count),
  );

  // Trade history of a futures contract (derivatives board's match history table).
  r.get(
    '/getpstradehistory/:symbol',
    {
      schema: { params: tradesQuery.pick({ symbol: true }), querystring: tradesQuery.pick({ count: true }) },
    },
    async (request) => tape(request.params.symbol, request.query.count),
  );
}
