// `/stockHis.pt`: daily price history of a symbol, newest first, paged, in VND and shares: the
// simulated market's own days (today's running day first), then the generated past that ends at
// the first live day's reference (see `PastMarketHistory`), over a window of two calendar years
// that moves with the trading date: live days keep coming in, past days fall out of the window,
// and the store keeps every live day the window can hold, so the series has no gap.
import { historyWindowStart, PAST_YEARS } from '@sen/exchange';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { MarketRuntime } from '../market/market-runtime.ts';
import type { DailyBar } from '../market/day-history.ts';
import { pageOf, type Page } from './paging.ts';
import type { PastHistorySource } from './past-history-source.ts';

export interface HistoryQuery {
  symbol: string;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

export type HistoryRow = DailyBar & { change: number; changePct: number };

export class PriceHistoryService {
  constructor(
    private readonly market: Pick<MarketRuntime, 'store'>,
    private readonly past?: PastHistorySource,
  ) {}

  /**
   * Every day of a symbol in the two years to today, newest first: live days, then the generated
   * past before them (made, in slices, only when the live days do not fill the window).
   */
  async days(symbol: string): Promise<DailyBar[]> {
    const windowStart = () => historyWindowStart(this.market.store.tradingDate, PAST_YEARS);
    const oldest = this.market.store.dailyBars(symbol).at(-1)?.date;
    const past = this.past && !(oldest && oldest <= windowStart()) ? await this.past.bars(symbol) : [];
    // Read after the wait: the market may have moved on meanwhile.
    const start = windowStart();
    const live = this.market.store.dailyBars(symbol).filter((bar) => bar.date >= start);
    const oldestLive = live.at(-1)?.date ?? '9999-12-31';
    const older: DailyBar[] = [];
    for (let i = past.length - 1; i >= 0; i -= 1) {
      const bar = past[i]!;
      if (bar.date < start) break;
      if (bar.date < oldestLive) older.push({ ...bar });
    }
    return [...live, ...older];
  }

  async history(query: HistoryQuery): Promise<Page<HistoryRow> & { symbol: string }> {
    if (!this.market.store.get(query.symbol)) throw new SenError('unknownSymbol', { symbol: query.symbol });
    const rows = (await this.days(query.symbol))
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
