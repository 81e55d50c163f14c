// The info host (`{infoBase}`, /info): the `.pt` GETs of spec §7 from the simulated company data
// and the live market. Long lists are paged (`page`, `size`); every item says it is simulated.
import type { FastifyInstance } from 'fastify';
import { CompanyDataSource } from '@sen/exchange';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import { CompanyService } from './company-service.ts';
import {
  etfQuery,
  historyQuery,
  newsDetailQuery,
  reportQuery,
  symbolOnly,
  symbolPaged,
  topQuery,
} from './info-queries.ts';
import { etfList, topInterested, worldIndexRows } from './market-lists.ts';
import { PAST_WARM_UP_DELAY_MS, pastHistoryOf } from './past-history-source.ts';
import { PriceHistoryService } from './price-history.ts';
import { WarrantTermsService } from './warrant-terms.ts';

export default async function infoPlugin(app: FastifyInstance): Promise<void> {
  const market = app.market;
  const companies = new CompanyService(new CompanyDataSource(app.env.seed, market.store.tradingDate));
  const past = pastHistoryOf(market, app.env.seed);
  const history = new PriceHistoryService(market, past);
  const warrantTerms = new WarrantTermsService({ market, history });
  // The daily model's run that every stock's past needs, in slices once the server has settled.
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    warmUp = setTimeout(() => void past.warmUp(), PAST_WARM_UP_DELAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(warmUp);
    past.close();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/listETF.pt', { schema: { querystring: etfQuery } }, async (request) => {
    const code = request.query.market;
    return etfList(market.catalogue, code === undefined || code === 'HCX' ? undefined : code);
  });
  r.get('/worldIndex', async () => worldIndexRows(app.env.seed, market.time));
  r.get('/topStockInterested', { schema: { querystring: topQuery } }, async (request) =>
    topInterested(market.store, request.query.count),
  );

  r.get('/companyInfo.pt', { schema: { querystring: symbolOnly } }, async (request) =>
    companies.companyInfo(request.query.symbol),
  );
  r.get('/stockMangement.pt', { schema: { querystring: symbolOnly } }, async (request) =>
    companies.management(request.query.symbol),
  );
  r.get('/associate.pt', { schema: { querystring: symbolOnly } }, async (request) =>
    companies.associates(request.query.symbol),
  );
  r.get('/stockReport.pt', { schema: { querystring: reportQuery } }, async (request) => {
    const { symbol, type, report, page, size } = request.query;
    return companies.report(symbol, type, report, page, size);
  });
  r.get('/stockNews.pt', { schema: { querystring: symbolPaged } }, async (request) =>
    companies.news(request.query.symbol, request.query.page, request.query.size),
  );
  r.get('/newsDetail.pt', { schema: { querystring: newsDetailQuery } }, async (request) =>
    companies.newsDetail(request.query.id),
  );
  r.get('/stockEvents.pt', { schema: { querystring: symbolPaged } }, async (request) =>
    companies.events(request.query.symbol, request.query.page, request.query.size),
  );
  r.get('/transferData.pt', { schema: { querystring: symbolPaged } }, async (request) =>
    companies.transfers(request.query.symbol, request.query.page, request.query.size),
  );
  r.get('/stockHis.pt', { schema: { querystring: historyQuery } }, async (request) =>
    history.history(request.query),
  );
  // Covered warrants' issued and adjusted terms (the warrant board's analytics, issue 24 item 3).
  r.get('/warrantTerms.pt', async () => warrantTerms.terms());
}
