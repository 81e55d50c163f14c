// Index routes of the board host: index lists in both generations, the market summary card, the
// intraday charts (one point per minute) and an index's daily bars (generated past + live days).
import { INDEXES } from '@sen/market';
import {
  formatIntradayHistory,
  snapshotToNewerIndex,
  snapshotToOlderIndex,
  type IndexSummary,
} from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import {
  chartParams,
  indexHistoryQuery,
  indexIdQuery,
  indexQuery,
} from '../../plugins/schemas/board-queries.ts';
import { indexSnapshotOf } from '../market/index-snapshot-of.ts';
import { pastHistoryOf } from '../info/past-history-source.ts';
import { IndexDailyHistoryService } from './index-daily-history.ts';
import { intradayChartOf, intradayHistoryOf, symbolChartOf } from './index-presenters.ts';
import type { QuoteService } from './quote-service.ts';

/** An index's daily bars service, recording each day as its market closes (one per app). */
export function indexDailyHistoryOf(app: FastifyInstance): IndexDailyHistoryService {
  const market = app.market;
  const daily = new IndexDailyHistoryService(market, pastHistoryOf(market, app.env.seed));
  const unsubscribe = market.onUpdate((update) => {
    if (update.kind === 'session' && update.phase === 'CLOSED') daily.recordDay(update.tradingDate);
  });
  app.addHook('onClose', async () => unsubscribe());
  return daily;
}

export function boardIndexRoutes(
  app: FastifyInstance,
  quotes: QuoteService,
  daily: IndexDailyHistoryService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const market = app.market;
  const snapshot = (id: (typeof INDEXES)[number]['id']) =>
    indexSnapshotOf(market.indexes, market.store, id, market.time);
  const allIds = INDEXES.map((info) => info.id);

  r.get('/getAllIndex/', { schema: { querystring: indexQuery } }, async (request) =>
    (request.query.index ?? allIds).map((id) => snapshotToOlderIndex(snapshot(id))),
  );

  r.get('/getIndex', { schema: { querystring: indexIdQuery } }, async (request) =>
    request.query.indexId.map((id) => snapshotToNewerIndex(snapshot(id))),
  );

  r.get('/getIndexSummary', async (): Promise<IndexSummary> => {
    const summary = market.summary();
    return {
      totalValue: summary.totalValue,
      aggreementValue: summary.negotiatedValue,
      frvalue: summary.foreignValue,
    };
  });

  r.get('/getIndexHistories/', { schema: { querystring: indexHistoryQuery } }, async (request) => {
    const [id, ...more] = request.query.indexId;
    if (!id || more.length > 0) throw new SenError('oneIndexId');
    if (request.query.resolution === 'D') return daily.history(id);
    return formatIntradayHistory(intradayHistoryOf(market.indexes, id));
  });

  // Intraday chart by id: an index card's mini chart (older shape, cumulative volume and value),
  // or a symbol's one-minute bars for the stock detail chart.
  r.get('/getintradaychart/:id', { schema: { params: chartParams } }, async (request) => {
    const subject = request.params.id;
    if (subject.kind === 'index') return intradayChartOf(market.indexes, subject.index);
    const state = quotes.state(subject.symbol);
    return symbolChartOf(market.indexes, subject.symbol, state.reference);
  });
}
