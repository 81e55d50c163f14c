// Whether the board's quotes are current (issue 24 item 2): live while the realtime channel is up,
// reconnecting (rows stale, shown with their as-of time) while it is down and the market is open,
// closed outside trading hours, decided by the server's market clock, never the browser's.
import { isTradingDay, marketDateOf, phaseAt, type Phase } from '@sen/market';
import type { ServerStatus } from '@/shared/lib/realtime/realtime-client';

export type Freshness = 'live' | 'reconnecting' | 'closed';

const MARKET_UTC_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** Phases in which quotes can change (the broker's pre-open queue and the night are not). */
const QUIET: ReadonlySet<Phase> = new Set(['PRE_OPEN', 'CLOSED']);

/** Whether HOSE trades at a market epoch (a weekday within its sessions; the lunch break counts). */
export function isMarketOpenAt(marketEpochMs: number): boolean {
  if (!isTradingDay(marketDateOf(marketEpochMs))) return false;
  const secondsOfDay = Math.floor(
    ((((marketEpochMs + MARKET_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 1000,
  );
  return !QUIET.has(phaseAt('HSX', secondsOfDay));
}

/** The board's freshness from the channel's status and whether the market is open (null: clock not synced yet). */
export function freshnessOf(server: ServerStatus, marketOpen: boolean | null): Freshness {
  if (marketOpen === false) return 'closed';
  return server === 'on' ? 'live' : 'reconnecting';
}
