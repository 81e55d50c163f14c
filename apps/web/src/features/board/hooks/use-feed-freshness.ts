import { useSyncExternalStore } from 'react';
import { marketClockStore, marketNow } from '@/shared/lib/market-clock';
import { useRealtimeStatus } from '@/shared/lib/realtime/use-realtime-status';
import { freshnessOf, isMarketOpenAt, type Freshness } from '../lib/feed-freshness';

// Whether the market is open is read again every 5 s (and when the server's clock is synced).
const subscribe = (notify: () => void) => {
  const timer = setInterval(notify, 5_000);
  const stop = marketClockStore.subscribe(notify);
  return () => {
    clearInterval(timer);
    stop();
  };
};
const readOpen = (): boolean | null => {
  const now = marketNow();
  return now === null ? null : isMarketOpenAt(now);
};

/** live / reconnecting / closed: the realtime channel's status under the server's market clock. */
export function useFeedFreshness(): Freshness {
  const { server } = useRealtimeStatus();
  const open = useSyncExternalStore(subscribe, readOpen, readOpen);
  return freshnessOf(server, open);
}
