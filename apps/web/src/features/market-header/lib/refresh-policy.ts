// When the mini charts refresh, decided from the server's market clock: every 5 min between
// 08:00 and 15:00 market time; outside that window the next fetch waits for 08:00.
import { TIMING, toSecondsOfDay } from '@sen/market';
import { marketMinuteOfDay } from '@/shared/lib/market-clock';

const WINDOW_START = toSecondsOfDay(TIMING.miniChartWindow.start) / 60;
const WINDOW_END = toSecondsOfDay(TIMING.miniChartWindow.end) / 60;
const MINUTES_PER_DAY = 1440;
/** Before the first clock sync, look again soon. */
const UNSYNCED_RETRY_MS = 60_000;

export function miniChartRefetchInterval(marketEpochMs: number | null): number {
  if (marketEpochMs === null) return UNSYNCED_RETRY_MS;
  const minute = marketMinuteOfDay(marketEpochMs);
  if (minute >= WINDOW_START && minute < WINDOW_END) return TIMING.miniChartRefreshMs;
  const minutesToStart = (WINDOW_START - minute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return Math.max(UNSYNCED_RETRY_MS, minutesToStart * 60_000);
}
