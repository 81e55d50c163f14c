// Intraday charts of an index from the simulator's one-minute bars.
import type { IndexId } from '@sen/market';
import type { IntradayHistory } from '@sen/protocol';
import { roundPoints } from '@sen/protocol';
import { indexInfo } from '../market/index-snapshot-of.ts';
import type { MarketIndexes } from '../market/index-snapshot-of.ts';
import { toMarketClockTime } from '../market/market-time.ts';

/** The day's chart of an index: its open, then one point per minute (close, volume of the minute). */
export function intradayHistoryOf(indexes: MarketIndexes, id: IndexId): IntradayHistory {
  const snapshot = indexes.snapshot(id);
  const points = indexes.indexBars(id).map((bar) => ({
    time: toMarketClockTime(bar.minute).slice(0, 5),
    close: roundPoints(bar.close),
    volume: bar.volume,
  }));
  return { openPrice: roundPoints(snapshot?.open ?? 0), points };
}

/** The older chart shape `{marketCode, openIndex, data: [{time, oIndex, cIndex, vol, value}]}`: cumulative vol, value in million VND. */
export function intradayChartOf(indexes: MarketIndexes, id: IndexId) {
  const snapshot = indexes.snapshot(id);
  let volume = 0;
  let value = 0;
  const data = indexes.indexBars(id).map((bar) => {
    volume += bar.volume;
    value += bar.value;
    return {
      time: toMarketClockTime(bar.minute),
      oIndex: roundPoints(bar.open),
      cIndex: roundPoints(bar.close),
      vol: volume,
      value: Math.round(value / 1_000_000),
    };
  });
  return { marketCode: indexInfo(id).code, openIndex: roundPoints(snapshot?.previousClose ?? 0), data };
}

/** Intraday chart of a symbol: reference, then one OHLCV bar a minute (canonical units). */
export function symbolChartOf(indexes: MarketIndexes, symbol: string, reference: number) {
  const data = indexes.symbolBars(symbol).map((bar) => ({
    time: toMarketClockTime(bar.minute),
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
    value: bar.value,
  }));
  return { symbol, reference, data };
}
