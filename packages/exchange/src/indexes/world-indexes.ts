import { Rng } from '../reference/rng.ts';

/** A world index shown on the board header (simulated). */
export interface WorldIndex {
  readonly index: string;
  readonly last: number;
  readonly change: number;
  readonly changePercent: number;
  readonly simulated: true;
}

const WORLD: readonly { readonly index: string; readonly level: number; readonly sd: number }[] = [
  { index: 'Dow 30', level: 44_000, sd: 0.009 },
  { index: 'S&P 500', level: 6_000, sd: 0.01 },
  { index: 'Nasdaq', level: 19_500, sd: 0.013 },
];
const ANCHOR = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

/** Close of a world index on the n-th day after the anchor: a seeded random walk, the same for a seed. */
function closes(seed: number, index: number, days: number): [number, number] {
  const { level, sd } = WORLD[index]!;
  const rng = new Rng(seed, `world/${index}`);
  let previous = level;
  let close = level;
  for (let d = 0; d <= days; d += 1) {
    previous = close;
    close *= Math.exp(sd * rng.normal() + 0.0003);
  }
  return [previous, close];
}

/** Dow 30, S&P 500 and Nasdaq at a market time: the last US close and its change (simulated series). */
export function worldIndexes(seed: number, time: number): WorldIndex[] {
  // US markets close at 04:00 market time (UTC+7); before that the previous session is the last.
  const days = Math.max(0, Math.floor((time - ANCHOR - 21 * 3_600_000) / DAY_MS));
  return WORLD.map((w, i) => {
    const [previous, last] = closes(seed, i, days);
    const change = last - previous;
    return {
      index: w.index,
      last: Math.round(last * 100) / 100,
      change: Math.round(change * 100) / 100,
      changePercent: Math.round((change / previous) * 10_000) / 100,
      simulated: true,
    };
  });
}
