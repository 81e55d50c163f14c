// How often VN30 names print trades in continuous trading, read from each name's trade tape
// (`/board/getMatchedDeal`) as a user reads it: prints in a window before each read.
import type { Line } from './report.ts';
import type { ServedMarket } from './served-market.ts';

interface TapeRow {
  time: string;
}

/** One name's prints over the windows read and the seconds those windows cover. */
export interface PrintCount {
  symbol: string;
  prints: number;
  seconds: number;
}

export const secondsOf = (time: string): number =>
  Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60 + Number(time.slice(6, 8) || 0);

/** HOSE continuous trading: 09:15-11:30 and 13:00-14:30 (the opening call prints at 09:15:00). */
const SESSIONS: readonly (readonly [number, number])[] = [
  [secondsOf('09:15:01'), secondsOf('11:30:00')],
  [secondsOf('13:00:00'), secondsOf('14:30:00')],
];

/**
 * Reads every VN30 name's tape and counts its prints between two market times of the day
 * (seconds from midnight, `from` included), within continuous trading only.
 */
export async function readPrints(
  market: ServedMarket,
  fromSeconds: number,
  toSeconds: number,
): Promise<PrintCount[]> {
  const session = SESSIONS.find(([from, to]) => toSeconds > from && fromSeconds < to);
  if (!session) return [];
  const from = Math.max(session[0], fromSeconds);
  const to = Math.min(toSeconds, session[1]);
  const symbols = await market.get<string[]>('/board/listvn30');
  const counts: PrintCount[] = [];
  for (const symbol of symbols) {
    const tape = await market.get<TapeRow[]>(`/board/getMatchedDeal?symbol=${symbol}&count=1000`);
    const prints = tape.filter((row) => {
      const t = secondsOf(row.time);
      return t >= from && t < to;
    }).length;
    counts.push({ symbol, prints, seconds: to - from });
  }
  return counts;
}

/** Mean seconds between prints per name over all reads (slowest first). */
export function meanIntervals(reads: readonly PrintCount[]): { symbol: string; interval: number }[] {
  const totals = new Map<string, { prints: number; seconds: number }>();
  for (const r of reads) {
    const t = totals.get(r.symbol) ?? { prints: 0, seconds: 0 };
    t.prints += r.prints;
    t.seconds += r.seconds;
    totals.set(r.symbol, t);
  }
  return [...totals]
    .map(([symbol, t]) => ({ symbol, interval: t.prints === 0 ? Infinity : t.seconds / t.prints }))
    .sort((a, b) => b.interval - a.interval);
}

/** The first minute of a server started fresh at 10:00: VN30 prints in its first 20 and 60 s. */
export interface FreshStart {
  first20: PrintCount[];
  first60: PrintCount[];
}

const SECTION = 'VN30 prints in continuous trading (trade tapes, /board/getMatchedDeal)';
/** Issue 26: every VN30 name prints at least one trade every ~10 s on average. */
const MAX_INTERVAL = 10;

/** The judged print figures: the served days' windows and a fresh server's first minute. */
export function printFigures(served: readonly PrintCount[], fresh: FreshStart | undefined): Line[] {
  const lines: Line[] = [];
  const intervals = meanIntervals(served);
  const mid = intervals[Math.floor(intervals.length / 2)]?.interval ?? Infinity;
  const slowest = intervals[0];
  lines.push({
    section: SECTION,
    name: 'served days: median name, s between prints',
    real: MAX_INTERVAL,
    sim: mid,
    digits: 1,
    bound: 'max',
  });
  lines.push({
    section: SECTION,
    name: `served days: slowest name (${slowest?.symbol ?? '-'}), s between`,
    real: MAX_INTERVAL,
    sim: slowest?.interval ?? Infinity,
    digits: 1,
    bound: 'max',
  });
  if (fresh) {
    const first = meanIntervals(fresh.first60)[0];
    lines.push({
      section: SECTION,
      name: `fresh 10:00 server, 60 s: slowest (${first?.symbol ?? '-'}), s`,
      real: MAX_INTERVAL,
      sim: first?.interval ?? Infinity,
      digits: 1,
      bound: 'max',
    });
    lines.push({
      section: SECTION,
      name: 'fresh 10:00 server: names printing in first 20 s',
      real: 30,
      sim: fresh.first20.filter((c) => c.prints > 0).length,
      digits: 0,
    });
  }
  return lines;
}
