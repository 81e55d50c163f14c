// Index routes of the board host: index lists in both generations, the market summary card and
// the intraday charts (one point per minute).
import { INDEXES } from '@sen/market';
import { formatIntradayHistory, snapshotToNewerIndex, snapshotToOlderIndex, type IndexSummary } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors/error-catalogue.ts';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import { indexHistoryQuery, indexIdQuery, indexQuery, oneIndexParams } from './board-queries.ts';
import { indexSnapshotOf } from '../market/index-snapshot-of.ts';
import { intradayChartOf, intradayHistoryOf } from './index-presenters.ts';

export function boardIndexRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const market = app.market;
  const snapshot = (id: (typeof INDEXES)[number]['id']) => indexSnapshotOf(market.indexes, market.store, id, market.time);
  const allIds = INDEXES.map((info) => info.id);

  r.get('/getAllIndex/', { schema: { querystring: indexQuery } }, async (request) => (request.query.index ?? allIds).map((id) => snapshotToOlderIndex(snapshot(id))));

  r.get('/getIndex', { schema: { querystring: indexIdQuery } }, async (request) => request.query.indexId.map((id) => snapshotToNewerIndex(snapshot(id))));

  r.get('/getIndexSummary', async (): Promise<IndexSummary> => {
    const summary = market.summary();
    return { totalValue: summary.totalValue, aggreementValue: summary.negotiatedValue, frvalue: summary.foreignValue };
  });

  r.get('/getIndexHistories/', { schema: { querystring: indexHistoryQuery } }, async (request) => {
    const [id, ...more] = request.query.indexId;
    if (!id || more.length > 0) throw new AppError('invalid_query', 'indexId names one index');
    return formatIntradayHistory(intradayHistoryOf(market.indexes, id));
  });

  // Mini chart of an index card: the older chart shape with cumulative volume and value.
  r.get('/getintradaychart/:indexId', { schema: { params: oneIndexParams } }, async (request) => intradayChartOf(market.indexes, request.params.indexId));
}
