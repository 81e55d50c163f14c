// The generated past of the simulated market (`PastMarketHistory` of @sen/exchange) for one
// market runtime: it ends the trading day before the first day this server ran, at that day's
// reference prices, and is made on first use (about a second of CPU for the whole universe),
// then shared by the info host (`/stockHis.pt`) and the board host (daily index histories).
import { PastMarketHistory, type LiveStart } from '@sen/exchange';
import type { MarketRuntime } from '../market/market-runtime.ts';

export class PastHistorySource {
  /** The first live trading day: the past ends the trading day before it. */
  readonly firstLiveDate: string;
  private readonly starts = new Map<string, LiveStart>();
  private past: PastMarketHistory | undefined;
  /** CPU milliseconds the generation took (for logs and benchmarks). */
  cpuMs = 0;

  constructor(
    market: Pick<MarketRuntime, 'store'>,
    private readonly seed: number,
  ) {
    this.firstLiveDate = market.store.tradingDate;
    for (const state of market.store.all()) {
      const room = state.foreign.room;
      this.starts.set(state.instrument.symbol, {
        reference: state.reference,
        ...(room > 0 ? { foreignRoom: room } : {}),
      });
    }
  }

  get(): PastMarketHistory {
    if (!this.past) {
      const started = process.cpuUsage();
      this.past = new PastMarketHistory({
        seed: this.seed,
        firstLiveDate: this.firstLiveDate,
        liveStart: (symbol) => this.starts.get(symbol),
      });
      const used = process.cpuUsage(started);
      this.cpuMs = Math.round((used.user + used.system) / 1000);
    }
    return this.past;
  }
}

const sources = new WeakMap<object, PastHistorySource>();

/** The past of a market runtime, one per runtime (captured when first asked, at plugin start). */
export function pastHistoryOf(market: Pick<MarketRuntime, 'store'>, seed: number): PastHistorySource {
  let source = sources.get(market);
  if (!source) sources.set(market, (source = new PastHistorySource(market, seed)));
  return source;
}
