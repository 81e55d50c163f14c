// List routes of the board host: what is listed and how it is grouped.
import { warrantToCoveredWarrantRow } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import type { MarketCatalogue } from '../market/market-catalogue.ts';
import { marketSecondsOfDay, toMarketClockTime } from '../market/market-time.ts';
import { boardCategories, boardIndustries } from './board-categories.ts';
import { marginList } from './margin-list.ts';
import { stockListEntries, warrantRows } from './list-presenters.ts';
import type { QuoteService } from './quote-service.ts';

export function boardListRoutes(
  app: FastifyInstance,
  catalogue: MarketCatalogue,
  quotes: QuoteService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const symbolsOf = (kind: 'etf' | 'bond' | 'future') => catalogue.ofKind(kind).map((entry) => entry.symbol);

  r.get('/getlistallstock', async () => stockListEntries(catalogue));
  r.get('/pslistdata', async () => symbolsOf('future'));
  r.get('/listvn30', async () => [...catalogue.vn30]);
  r.get('/listhnx30', async () => [...catalogue.hnx30]);
  r.get('/listetf', async () => symbolsOf('etf'));
  r.get('/listbond', async () => symbolsOf('bond'));
  r.get('/getCW', async () => warrantRows(catalogue, quotes).map(warrantToCoveredWarrantRow));
  r.get('/getMarginList', async () => marginList(catalogue));
  r.get('/categories', async () => boardCategories(catalogue));
  r.get('/industries', async () => boardIndustries(catalogue));
  r.get('/servertime', async () => {
    const time = app.market.now();
    return { srv_time: toMarketClockTime(time), def_value: marketSecondsOfDay(time) };
  });
}
