// `/warrantTerms.pt`: every listed covered warrant's issued terms and its terms after the
// underlying's corporate actions up to the market date (issue 24 item 3), for the warrant board's
// analytics. The same computation as the stock detail's warrant panel (@sen/market
// `warrantAdjustments`, `adjustWarrantTerms`): the underlying's events from the corporate-action
// calendar and, for each ex-date in the warrant's life, the close before it from the daily history
// (`/stockHis.pt`'s days). Computed once per market date; only underlyings with an ex-date in a
// warrant's life read their history.
import {
  adjustsWarrant,
  adjustWarrantTerms,
  warrantAdjustments,
  type CorporateEventTerms,
} from '@sen/market';
import type { WarrantTermsPage } from '@sen/protocol';
import type { MarketRuntime } from '../market/market-runtime.ts';
import type { PriceHistoryService } from './price-history.ts';

export interface WarrantTermsSources {
  market: Pick<MarketRuntime, 'catalogue' | 'store'> & {
    calendar: { eventsOf(symbol: string): readonly CorporateEventTerms[] };
  };
  history: Pick<PriceHistoryService, 'days'>;
}

export class WarrantTermsService {
  private cached: { date: string; page: Promise<WarrantTermsPage> } | undefined;

  constructor(private readonly sources: WarrantTermsSources) {}

  /** The terms as of the market's trading date (recomputed when the date changes). */
  terms(): Promise<WarrantTermsPage> {
    const date = this.sources.market.store.tradingDate;
    if (this.cached?.date !== date) {
      const page = this.compute(date);
      this.cached = { date, page };
      // A failed computation is not kept: the next request tries again.
      page.catch(() => {
        if (this.cached?.page === page) this.cached = undefined;
      });
    }
    return this.cached.page;
  }

  private async compute(date: string): Promise<WarrantTermsPage> {
    const { market, history } = this.sources;
    const bars = new Map<string, Promise<Array<{ date: string; close: number }>>>();
    const barsOf = (symbol: string) => {
      let days = bars.get(symbol);
      if (!days) bars.set(symbol, (days = history.days(symbol)));
      return days;
    };
    const items: WarrantTermsPage['items'] = [];
    for (const entry of market.catalogue.ofKind('cw')) {
      const warrant = entry.warrant;
      if (!warrant) continue;
      const events = market.calendar.eventsOf(warrant.underlying);
      const first = warrant.firstTradingDate;
      const adjustments = events.some((event) => adjustsWarrant(event, first, date))
        ? warrantAdjustments(events, await barsOf(warrant.underlying), first, date)
        : [];
      const adjusted = adjustWarrantTerms(warrant, adjustments);
      items.push({
        symbol: warrant.symbol,
        underlying: warrant.underlying,
        exercisePrice: warrant.exercisePrice,
        ratio: warrant.ratio,
        adjustedExercisePrice: adjusted.exercisePrice,
        adjustedRatio: adjusted.ratio,
        adjustments: adjustments.map((a) => ({ ...a, action: { ...a.action } })),
      });
    }
    return { date, items: items.sort((a, b) => a.symbol.localeCompare(b.symbol)), simulated: true };
  }
}
