// Daily bars of an index (`/getIndexHistories/?resolution=D`): the generated past (levels from
// the members' past closes, ending at the first live day's reference level), then each day this
// server has run, taken from the index engine when the market closes, and today's running day,
// over a two-year window that moves with the trading date (as `/stockHis.pt` does).
import { historyWindowStart, PAST_YEARS } from '@sen/exchange';
import type { IndexId } from '@sen/market';
import { roundPoints, type IndexDailyHistory } from '@sen/protocol';
import type { MarketRuntime } from '../market/market-runtime.ts';
import { DAYS_PER_SYMBOL } from '../market/market-store.ts';
import type { PastHistorySource } from '../info/past-history-source.ts';

type IndexDay = IndexDailyHistory['data'][number];

/** Live days kept per index: the two-year window's, as the store keeps for symbols. */
const LIVE_DAYS = DAYS_PER_SYMBOL;

export class IndexDailyHistoryService {
  private readonly live = new Map<IndexId, Map<string, IndexDay>>();

  constructor(
    private readonly market: Pick<MarketRuntime, 'indexes' | 'store'>,
    private readonly past: PastHistorySource,
  ) {}

  /** Records every index's day as it stands (called when a market closes; the last call of a day wins). */
  recordDay(tradingDate: string): void {
    for (const id of ['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX'] as const) {
      const day = this.dayOf(id, tradingDate);
      if (!day) continue;
      let days = this.live.get(id);
      if (!days) this.live.set(id, (days = new Map()));
      days.set(tradingDate, day);
      if (days.size > LIVE_DAYS) days.delete(days.keys().next().value!);
    }
  }

  async history(id: IndexId): Promise<IndexDailyHistory> {
    const windowStart = () => historyWindowStart(this.market.store.tradingDate, PAST_YEARS);
    const oldest = this.live.get(id)?.keys().next().value;
    // The past is made (in slices) only when the live days do not fill the window.
    const past = oldest && oldest <= windowStart() ? [] : await this.past.indexBars(id);
    // Read after the wait: the market may have moved on meanwhile.
    const today = this.market.store.tradingDate;
    const start = windowStart();
    const first = this.past.firstLiveDate;
    const data: IndexDay[] = past
      .filter((bar) => bar.date >= start && bar.date < first)
      .map((bar) => ({ ...bar }));
    for (const day of this.live.get(id)?.values() ?? [])
      if (day.date >= start && day.date < today) data.push(day);
    const running = this.dayOf(id, today);
    if (running) data.push(running);
    return { indexId: id, resolution: 'D', data, simulated: true };
  }

  private dayOf(id: IndexId, date: string): IndexDay | undefined {
    const s = this.market.indexes.snapshot(id);
    if (!s || !(s.previousClose > 0)) return undefined;
    const close = s.value > 0 ? s.value : s.previousClose;
    const open = s.open > 0 ? s.open : close;
    return {
      date,
      previousClose: roundPoints(s.previousClose),
      open: roundPoints(open),
      high: roundPoints(Math.max(s.high > 0 ? s.high : close, open, close)),
      low: roundPoints(Math.min(s.low > 0 ? s.low : close, open, close)),
      close: roundPoints(close),
      volume: Math.round(s.volume),
      value: Math.round(s.tradedValue),
    };
  }
}
