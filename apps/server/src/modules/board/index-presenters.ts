// Intraday charts of an index from the simulator's one-minute bars.
import type { MinuteBar } from '@sen/exchange';
import type { IndexId } from '@sen/market';
import type { IntradayHistory } from '@sen/protocol';
import { roundPoints } from '@sen/protocol';
import { indexInfo } from '../market/index-snapshot-of.ts';
import type { MarketIndexes } from '../market/index-snapshot-of.ts';
import { toMarketClockTime } from '../market/market-time.ts';
import { mergeBars } from './udf-bars.ts';

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
export function intradayChartOf(indexes: MarketIndexes, id: IndexId, minutes = 1) {
  const snapshot = indexes.snapshot(id);
  let volume = 0;
  let value = 0;
  const data = barsOf(indexes.indexBars(id), minutes).map((bar) => {
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

/** Intraday chart of a symbol: reference, then one OHLCV bar a minute, or of `minutes` (canonical units). */
export function symbolChartOf(indexes: MarketIndexes, symbol: string, reference: number, minutes = 1) {
  const data = barsOf(indexes.symbolBars(symbol), minutes).map((bar) => ({
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

/**
 * One-minute bars (oldest first) merged into bars of `minutes` (5, 15, 30, 60: on the market
 * clock's whole hours, as its offset is whole hours), each at its period's start (mergeBars).
 */
function barsOf(bars: readonly MinuteBar[], minutes: number): readonly MinuteBar[] {
  if (minutes === 1) return bars;
  const period = minutes * 60_000;
  return mergeBars(
    bars,
    (bar) => bar.minute - (bar.minute % period),
    (bar, minute) => ({ ...bar, minute }),
  );
}
