import { marketDateOf } from '@sen/market';
import { useSyncExternalStore } from 'react';
import { marketClockStore, marketNow } from '@/shared/lib/market-clock';

// The market date by the server's market clock, re-read each minute (it changes at market midnight).
const subscribeMinute = (notify: () => void) => {
  const timer = setInterval(notify, 60_000);
  const stop = marketClockStore.subscribe(notify);
  return () => {
    clearInterval(timer);
    stop();
  };
};
const readDate = () => {
  const now = marketNow();
  return now === null ? undefined : marketDateOf(now);
};

/** Today's market date ('yyyy-mm-dd') from the server's clock, undefined before the first sync. */
export function useMarketDate(): string | undefined {
  return useSyncExternalStore(subscribeMinute, readDate, readDate);
}
