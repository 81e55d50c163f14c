// Paths of the datafeed family's boards that Sen's own client does not use (issue 23): index detail
// rows, index member lists, a symbol's trades, the intraday index chart, top stocks, base
// information, the put-through list and the server time. Shapes in docs/api.md ("Family paths").
import { parseMarketId } from '@sen/market';
import { dealToLegacyDeal, tradeMessage } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import { indexSnapshotOf } from '../market/index-snapshot-of.ts';
import { marketSecondsOfDay, toMarketClockTime } from '../market/market-time.ts';
import { chartParams, indexList, symbolParams, symbolsParams } from '../../plugins/schemas/board-queries.ts';
import {
  baseInfoRow,
  familyStockRow,
  INDEX_GROUPS,
  indexDetailRow,
  indexGroupSymbols,
  type IndexGroup,
  type InstrumentIds,
} from './family-rows.ts';
import { intradayChartOf, symbolChartOf } from './index-presenters.ts';
import type { QuoteService } from './quote-service.ts';
import { INTRADAY_MULTIPLIERS } from './udf-bars.ts';
import { dealOf, tradeOf } from './trade-presenters.ts';

/** A chart's bar length in minutes: the datafeed's intraday resolutions (udf-bars.ts). */
const chartResolution = z
  .enum(INTRADAY_MULTIPLIERS as [string, ...string[]], {
    message: `resolution is one of ${INTRADAY_MULTIPLIERS.join(', ')} (minutes)`,
  })
  .transform(Number);

const groupParams = z.object({
  group: z
    .string()
    .trim()
    .toLowerCase()
    .refine((group): group is IndexGroup => (INDEX_GROUPS as readonly string[]).includes(group), {
      message: `group is one of ${INDEX_GROUPS.join(', ')} (any case)`,
    }),
});
const TOP_ORDERS = ['value', 'volume', 'gainers', 'losers'] as const;
const topQuery = z.object({
  type: z.enum(TOP_ORDERS).default('value'),
  market: z
    .string()
    .optional()
    .refine((market) => market === undefined || parseMarketId(market) !== undefined, {
      message: 'market is STO, STX or UPX',
    }),
  count: z.coerce.number().int().min(1).max(100).default(10),
});
const tradeCount = z.object({ count: z.coerce.number().int().min(1).max(1000).default(200) });

export function familyRoutes(app: FastifyInstance, quotes: QuoteService, ids: InstrumentIds): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const market = app.market;
  const catalogue = market.catalogue;

  // Index detail rows by market code (`10,11,02,12,03`) or name: the 1101 body.
  r.get(
    '/getlistindexdetail/:codes',
    { schema: { params: z.object({ codes: indexList }) } },
    async (request) =>
      request.params.codes.map((id) =>
        indexDetailRow(indexSnapshotOf(market.indexes, market.store, id, market.time)),
      ),
  );

  // Symbols of a market (`hose`, `hnx`, `upcom`: stocks and ETFs) or a basket (`VN30`, `HNX30`, `VN100`).
  r.get('/getlistckindex/:group', { schema: { params: groupParams } }, async (request) =>
    indexGroupSymbols(catalogue, request.params.group as IndexGroup),
  );

  // The day's matches of a symbol, newest first: `time, lastPrice, lastVol, totalVol, cl, change` (3220 body).
  r.get(
    '/getliststocktrade/:symbol',
    { schema: { params: symbolParams, querystring: tradeCount } },
    async (request) => {
      const state = quotes.state(request.params.symbol);
      const band = { ref: state.reference, ceiling: state.ceiling, floor: state.floor };
      return market.store
        .tradesOf(state.instrument.symbol, request.query.count)
        .map((record) => tradeMessage(tradeOf(state, record), band, state.instrument.kind));
    },
  );

  // Intraday chart of an index: `{marketCode, openIndex, data: [{time, oIndex, cIndex, vol, value}]}`.
  const chart = async (id: z.output<typeof chartParams>['id'], minutes = 1) => {
    if (id.kind === 'index') return intradayChartOf(market.indexes, id.index, minutes);
    const state = quotes.state(id.symbol);
    return symbolChartOf(market.indexes, id.symbol, state.reference, minutes);
  };
  r.get('/getchartindexdata/:id', { schema: { params: chartParams } }, async (request) =>
    chart(request.params.id),
  );
  r.get(
    '/getchartindexdata/:id/:resolution',
    { schema: { params: chartParams.extend({ resolution: chartResolution }) } },
    async (request) => chart(request.params.id, request.params.resolution),
  );

  // Top stocks of the day as stock rows: by matched value (default), volume, gainers or losers.
  r.get('/gettopstock', { schema: { querystring: topQuery } }, async (request) => {
    const { type, count } = request.query;
    const marketId = request.query.market === undefined ? undefined : parseMarketId(request.query.market);
    const states = [...market.store.all()].filter(
      (state) =>
        state.instrument.kind === 'stock' &&
        (marketId === undefined || state.instrument.market === marketId) &&
        state.totalVolume > 0,
    );
    const pct = (state: (typeof states)[number]) =>
      state.reference > 0 ? (state.last - state.reference) / state.reference : 0;
    const order = {
      value: (a: (typeof states)[number], b: (typeof states)[number]) => b.totalValue - a.totalValue,
      volume: (a: (typeof states)[number], b: (typeof states)[number]) => b.totalVolume - a.totalVolume,
      gainers: (a: (typeof states)[number], b: (typeof states)[number]) => pct(b) - pct(a),
      losers: (a: (typeof states)[number], b: (typeof states)[number]) => pct(a) - pct(b),
    }[type];
    states.sort((a, b) => order(a, b) || a.instrument.symbol.localeCompare(b.instrument.symbol));
    return states
      .slice(0, count)
      .map((state) => familyStockRow(quotes.quote(state.instrument.symbol), ids, catalogue));
  });

  // Base information of comma-joined symbols (listing, shares, capitalisation), simulated.
  r.get('/getliststockbaseinfo/:symbols', { schema: { params: symbolsParams } }, async (request) =>
    quotes.quotes(request.params.symbols).map((quote) => baseInfoRow(catalogue, quote, ids)),
  );

  // Today's put-through advertisements and deals, oldest first: older deal rows (`type` PTB/PTS/PTM).
  r.get('/getlistpt', async () =>
    market.store.negotiatedDeals().map((deal) => dealToLegacyDeal(dealOf(deal))),
  );

  // The market clock, for clients that measure their own clock's difference from it.
  r.get('/gettimedifference', async () => {
    const time = market.now();
    return { srv_time: toMarketClockTime(time), def_value: marketSecondsOfDay(time), timestamp: time };
  });
}
