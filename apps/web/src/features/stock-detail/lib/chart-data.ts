// Bars of the price chart in lightweight-charts' shape: epoch seconds, prices in the screen unit of
// the instrument's kind (thousand VND; index points for futures), volumes in shares or contracts,
// each volume bar coloured by its candle's direction.
import { toScreenUnits, type InstrumentKind } from '@sen/market';
import type { HistoryPage } from '@sen/protocol';
import type { IntradayBars } from '../api/intraday-bars';

export interface ChartBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const MARKET_OFFSET = '+07:00';
const toSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** One-minute bars of `tradingDate` (YYYY-MM-DD, market time) in time order, one per minute. */
export function intradayChartBars(
  bars: IntradayBars,
  tradingDate: string,
  kind: InstrumentKind = 'stock',
): ChartBar[] {
  const byTime = new Map<number, ChartBar>();
  for (const bar of bars.data) {
    const clock = bar.time.length === 5 ? `${bar.time}:00` : bar.time;
    const time = toSeconds(`${tradingDate}T${clock}${MARKET_OFFSET}`);
    byTime.set(time, {
      time,
      open: toScreenUnits(bar.open, kind),
      high: toScreenUnits(bar.high, kind),
      low: toScreenUnits(bar.low, kind),
      close: toScreenUnits(bar.close, kind),
      volume: bar.volume,
    });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * Daily bars (the info host gives them newest first) oldest first; days without a trade are
 * skipped. `fresher` (the live first page) replaces the same dates of the long `history`.
 */
export function dailyChartBars(
  history: HistoryPage,
  fresher?: HistoryPage,
  kind: InstrumentKind = 'stock',
): ChartBar[] {
  const byDate = new Map(history.items.map((day) => [day.date, day]));
  for (const day of fresher?.items ?? []) byDate.set(day.date, day);
  return [...byDate.values()]
    .filter((day) => day.volume > 0)
    .map((day) => ({
      time: toSeconds(`${day.date}T00:00:00${MARKET_OFFSET}`),
      open: toScreenUnits(day.open, kind),
      high: toScreenUnits(day.high, kind),
      low: toScreenUnits(day.low, kind),
      close: toScreenUnits(day.close, kind),
      volume: day.volume,
    }))
    .sort((a, b) => a.time - b.time);
}

/** Minutes of the continuous day drawn on the intraday axis: 09:00-11:30 and 13:00-15:00. */
const SESSIONS: readonly [number, number][] = [
  [9 * 60, 11 * 60 + 30],
  [13 * 60, 15 * 60],
];

/**
 * The intraday bars placed on a whole trading day: every minute without a bar is left blank, so
 * the axis runs 09:00 to 15:00 (lunch left out) however few minutes have traded.
 */
export function onTradingDay(
  bars: readonly ChartBar[],
  tradingDate: string,
): ({ time: number } | ChartBar)[] {
  const midnight = toSeconds(`${tradingDate}T00:00:00${MARKET_OFFSET}`);
  const byTime = new Map(bars.map((bar) => [bar.time, bar]));
  const day: ({ time: number } | ChartBar)[] = [];
  for (const [from, to] of SESSIONS) {
    for (let minute = from; minute <= to; minute += 1) {
      const time = midnight + minute * 60;
      day.push(byTime.get(time) ?? { time });
      byTime.delete(time);
    }
  }
  // Bars outside the sessions (an ATO print at 09:14, a put-through window) keep their place.
  return [...day, ...byTime.values()].sort((a, b) => a.time - b.time);
}
