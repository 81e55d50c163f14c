// Points of the derivatives board's contract chart: the host's one-minute closes, then the live
// trades of the minutes after (the last trade of a minute is its close), in index points.
import {
  formatDerivativePrice,
  fromScreenUnits,
  FUTURES_TICK,
  toScreenUnits,
  toSecondsOfDay,
} from '@sen/market';

interface Bar {
  time: string;
  close: number;
}

interface Match {
  time: string;
  price: number;
}

/**
 * One point a minute, oldest first: `time` is the minute's start in seconds of the day, `value`
 * the close in points (canonical prices are points x 100). `matches` are newest first.
 */
export function contractPoints(
  bars: readonly Bar[],
  matches: readonly Match[],
): { time: number; value: number }[] {
  const byMinute = new Map<number, number>();
  for (const bar of bars)
    if (bar.close > 0) byMinute.set(Math.floor(toSecondsOfDay(bar.time) / 60) * 60, bar.close);
  const lastBar = Math.max(-1, ...byMinute.keys());
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const minute = Math.floor(toSecondsOfDay(match.time) / 60) * 60;
    if (minute >= lastBar && match.price > 0) byMinute.set(minute, match.price);
  }
  return [...byMinute]
    .sort((a, b) => a[0] - b[0])
    .map(([time, price]) => ({ time, value: toScreenUnits(price, 'future') }));
}

/**
 * The chart's price format: labels as the board shows a futures price, and a price scale stepping
 * in whole ticks (0.1 point), so no two of its labels read the same.
 */
export const CONTRACT_PRICE_FORMAT = {
  type: 'custom' as const,
  minMove: toScreenUnits(FUTURES_TICK, 'future'),
  formatter: (points: number) => formatDerivativePrice(fromScreenUnits(points, 'future')),
};
