// `/stockHis.pt`: daily price history of a symbol from the simulated market's own days (today's
// running day first), newest first, paged, in VND and shares.
import { AppError } from '../../plugins/errors/error-catalogue.ts';
import type { MarketRuntime } from '../market/market-runtime.ts';
import type { DailyBar } from '../market/market-store.ts';
import { pageOf, type Page } from './paging.ts';

export interface HistoryQuery {
  symbol: string;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

export type HistoryRow = DailyBar & { change: number; changePct: number };

export class PriceHistoryService {
  constructor(private readonly market: Pick<MarketRuntime, 'store'>) {}

  history(query: HistoryQuery): Page<HistoryRow> & { symbol: string } {
    if (!this.market.store.get(query.symbol))
      throw new AppError('unknown_symbol', `Unknown symbol ${query.symbol}`);
    const rows = this.market.store
      .dailyBars(query.symbol)
      .filter(
        (bar) =>
          (query.from === undefined || bar.date >= query.from) &&
          (query.to === undefined || bar.date <= query.to),
      )
      .map((bar) => {
        const change = bar.close - bar.reference;
        return {
          ...bar,
          change,
          changePct: bar.reference > 0 ? Math.round((change / bar.reference) * 10_000) / 100 : 0,
        };
      });
    return { symbol: query.symbol, ...pageOf(rows, query.page, query.size) };
  }
}
