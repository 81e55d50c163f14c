// Quote routes of the board host: the same names and queries as spec §7, replies in the
// protocol's feed shapes (legacy units for the older rows, whole units for the newer snapshot).
import {
  depth10Message,
  quoteToBoardRecord,
  quoteToDerivativeRow,
  quoteToFeedRow,
  quoteToSnapshot,
  withTrailingSeparator,
} from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import {
  depthParams,
  groupQuery,
  marketQuery,
  stockPriceQuery,
  symbolParams,
  symbolsParams,
} from '../../plugins/schemas/board-queries.ts';
import {
  familyDerivativeRow,
  familyStockRow,
  type InstrumentIds,
  type OpenInterestAtOpen,
} from './family-rows.ts';
import type { QuoteService } from './quote-service.ts';

/** What the family's row fields need (family-rows.ts). */
export interface FamilyRowSources {
  ids: InstrumentIds;
  openInterest: OpenInterestAtOpen;
}

export function boardQuoteRoutes(app: FastifyInstance, quotes: QuoteService, family: FamilyRowSources): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = app.market.catalogue;

  // Newer snapshot, three query forms: symbols=, board=G4&market=, market=.
  r.get('/getStockPrice', { schema: { querystring: stockPriceQuery } }, async (request) => {
    const { symbols, market, board } = request.query;
    const oddLot = board === 'G4' ? 'G4' : 'G1';
    const list = symbols ? quotes.quotes(symbols, oddLot) : quotes.byMarket(market!, oddLot);
    return list.map(quoteToSnapshot);
  });

  r.get('/getStockPriceByGroupId', { schema: { querystring: groupQuery } }, async (request) =>
    quotes.byGroup(request.query.groupId, request.query.board === 'G4' ? 'G4' : 'G1').map(quoteToSnapshot),
  );

  r.get('/getAllStock/', { schema: { querystring: marketQuery } }, async (request) =>
    quotes.byMarket(request.query.market, request.query.board === 'G4' ? 'G4' : 'G1').map(quoteToSnapshot),
  );

  // Older feed rows (g1..g7) of comma-joined symbols: the board's snapshot request, with the
  // family's `id` and `mp`.
  r.get('/getliststockdata/:symbols', { schema: { params: symbolsParams } }, async (request) =>
    quotes.quotes(request.params.symbols).map((quote) => familyStockRow(quote, family.ids, catalogue)),
  );

  // One symbol as the board quote record (bP1..oV3), for the stock detail header and order form.
  r.get('/getStockInfo/:symbol', { schema: { params: symbolParams } }, async (request) =>
    quoteToBoardRecord(quotes.quote(request.params.symbol)),
  );

  // Underlying share of each covered warrant named (older feed rows), in the order asked.
  r.get('/getunderlyingsnapshot/:symbols', { schema: { params: symbolsParams } }, async (request) => {
    const underlyings = request.params.symbols.map(
      (symbol) => quotes.entry(symbol).warrant?.underlying ?? symbol,
    );
    return quotes.quotes(underlyings).map(quoteToFeedRow);
  });

  // Odd-lot board of HOSE and HNX (lo-le-hose, lo-le-hnx): odd-lot matches and depth.
  r.get(
    '/getoddlotsnapshot/:market',
    { schema: { params: marketQuery.pick({ market: true }) } },
    async (request) => quotes.byMarket(request.params.market, 'G4').map(quoteToDerivativeRow),
  );

  // 10-level depth of one side (`{SYM},B` or `{SYM},S`), as realtime message 3211 carries it.
  r.get('/getps10pricesnapshot/:request', { schema: { params: depthParams } }, async (request) => {
    const { symbol, side } = request.params.request;
    const state = quotes.state(symbol);
    const levels = (side === 'B' ? state.bids : state.asks).map(({ price, volume }) => ({ price, volume }));
    const message = depth10Message({ symbol, side, levels, totalVolume: null }, state.instrument.kind);
    // Every pair followed by the separator, as the family's samples (its boards drop the last item).
    return { ...message, ndata: withTrailingSeparator(message.ndata) };
  });

  // Futures snapshot of comma-joined contracts (derivatives board): lowercase depth (Sen's board)
  // and the family's derivative fields (g1..g7, id, listing_status, closePrice, ptVol, oichange...).
  r.get('/getpsalldatalsnapshot/:symbols', { schema: { params: symbolsParams } }, async (request) =>
    quotes.quotes(request.params.symbols).map((quote) => {
      const state = quotes.state(quote.symbol);
      return familyDerivativeRow(quote, state, family.openInterest.of(state), family.ids);
    }),
  );
}
