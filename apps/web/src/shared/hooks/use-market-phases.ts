// Every market's phase by the server (shared/lib/market-phase.ts), re-read at each market status,
// each clock sync and once a wall second (the timetable's phase moves with the server's time).
import { useSyncExternalStore } from 'react';
import { marketClockStore } from '@/shared/lib/market-clock';
import { marketPhasesNow, marketStatusStore, type MarketPhases } from '@/shared/lib/market-phase';

const subscribe = (notify: () => void) => {
  const stopStatus = marketStatusStore.subscribe(notify);
  const stopClock = marketClockStore.subscribe(notify);
  const timer = setInterval(notify, 1_000);
  return () => {
    stopStatus();
    stopClock();
    clearInterval(timer);
  };
};

export function useMarketPhases(): MarketPhases {
  return useSyncExternalStore(subscribe, marketPhasesNow, marketPhasesNow);
}
