// Bars of the TradingView UDF datafeed (`/datafeed/history`): resolutions, aggregation of one-minute
// and daily bars, and the reply of the UDF specification — `{s: "ok", t, o, h, l, c, v}` with times
// in UTC seconds (a daily bar at 00:00 UTC of its date), or `{s: "no_data", nextTime?}`.

/** Resolutions the datafeed serves: minutes of today, then days, weeks and months of two years. */
export const UDF_RESOLUTIONS = ['1', '5', '15', '30', '60', '1D', '1W', '1M'] as const;
export const INTRADAY_MULTIPLIERS = ['1', '5', '15', '30', '60'];

export type Resolution = { unit: 'minute'; minutes: number } | { unit: 'day' | 'week' | 'month' };

/** Reads a UDF resolution (`1`, `5`, `60`, `D`, `1D`, `W`, `1W`, `M`, `1M`), undefined when unsupported. */
export function parseResolution(text: string): Resolution | undefined {
  const value = text.trim().toUpperCase();
  if (['D', '1D'].includes(value)) return { unit: 'day' };
  if (['W', '1W'].includes(value)) return { unit: 'week' };
  if (['M', '1M'].includes(value)) return { unit: 'month' };
  if (INTRADAY_MULTIPLIERS.includes(value)) return { unit: 'minute', minutes: Number(value) };
  return undefined;
}

/** One bar, time in UTC seconds at its start, prices in the feed's legacy units. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const DAY_S = 86_400;

/** UTC seconds of a `YYYY-MM-DD` date's midnight (the UDF's time of a daily bar). */
export function dateSeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

function bucketOf(time: number, resolution: Resolution): number {
  switch (resolution.unit) {
    case 'minute':
      return time - (time % (resolution.minutes * 60));
    case 'day':
      return time - (time % DAY_S);
    case 'week': {
      // Weeks start on Monday (1970-01-01 was a Thursday).
      const days = Math.floor(time / DAY_S);
      return (days - ((days + 3) % 7)) * DAY_S;
    }
    case 'month': {
      const date = new Date(time * 1000);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
    }
  }
}

/** The fields a merge of bars folds: prices, volume, and the traded value when the bars carry one. */
interface OhlcvBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value?: number;
}

/**
 * Merges bars (oldest first) by period (`periodOf`, the start of the bar's period): first open,
 * highest high, lowest low, last close, summed volume (and value); each merged bar is its period's
 * first bar moved to the period's start (`startAt`).
 */
export function mergeBars<B extends OhlcvBar>(
  bars: readonly B[],
  periodOf: (bar: B) => number,
  startAt: (bar: B, period: number) => B,
): B[] {
  const out: B[] = [];
  let lastPeriod: number | undefined;
  for (const bar of bars) {
    const period = periodOf(bar);
    const last = out.at(-1);
    if (last === undefined || lastPeriod !== period) {
      out.push(startAt(bar, period));
      lastPeriod = period;
      continue;
    }
    last.high = Math.max(last.high, bar.high);
    last.low = Math.min(last.low, bar.low);
    last.close = bar.close;
    last.volume += bar.volume;
    if (last.value !== undefined && bar.value !== undefined) last.value += bar.value;
  }
  return out;
}

/** Merges bars (oldest first) into bars of the resolution (mergeBars). */
export function aggregate(bars: readonly Bar[], resolution: Resolution): Bar[] {
  return mergeBars(
    bars,
    (bar) => bucketOf(bar.time, resolution),
    (bar, time) => ({ ...bar, time }),
  );
}

export type UdfHistory =
  | { s: 'ok'; t: number[]; o: number[]; h: number[]; l: number[]; c: number[]; v: number[] }
  | { s: 'no_data'; nextTime?: number };

/**
 * The UDF history reply of bars (oldest first) for `[from, to)`; with `countback`, the last
 * `countback` bars before `to` whatever `from` says. No bar in range: `no_data`, with the time of
 * the latest earlier bar as `nextTime` when there is one.
 */
export function historyReply(bars: readonly Bar[], from: number, to: number, countback?: number): UdfHistory {
  const before = bars.filter((bar) => bar.time < to);
  const picked =
    countback === undefined ? before.filter((bar) => bar.time >= from) : before.slice(-countback);
  if (picked.length === 0) {
    const earlier = before.filter((bar) => bar.time < from).at(-1);
    return earlier === undefined ? { s: 'no_data' } : { s: 'no_data', nextTime: earlier.time };
  }
  return {
    s: 'ok',
    t: picked.map((bar) => bar.time),
    o: picked.map((bar) => bar.open),
    h: picked.map((bar) => bar.high),
    l: picked.map((bar) => bar.low),
    c: picked.map((bar) => bar.close),
    v: picked.map((bar) => bar.volume),
  };
}
