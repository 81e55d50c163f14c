// Opens the realtime channel once the configuration is known; keeps the market clock current from
// the market time each ping's answer carries (every 10 s) and moves it forward at a market status
// (6666) of a later time (a new demo day starts with one), whose phase it keeps (market-phase.ts);
// reconnects when the window returns after more than 60 s away; follows the browser's
// offline/online events.
import { marketStatusMessageSchema, PUBLIC_MESSAGE_IDS } from '@sen/protocol';
import { TIMING } from '@sen/market';
import { useEffect } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { useFocusReturn } from '@/shared/hooks/use-focus-return';
import { advanceMarketClock, syncMarketClock } from '@/shared/lib/market-clock';
import { recordMarketStatus } from '@/shared/lib/market-phase';
import { realtime } from '@/shared/lib/realtime/realtime';

export function RealtimeConnector() {
  const { realtimeUrl, realtimePath } = useAppConfig();
  useEffect(() => {
    realtime.connect(realtimeUrl, realtimePath);
    const stopStatus = realtime.onMessage(PUBLIC_MESSAGE_IDS.marketStatus, (message) => {
      const parsed = marketStatusMessageSchema.safeParse(message);
      if (!parsed.success) return;
      advanceMarketClock(parsed.data.marketTime);
      recordMarketStatus(parsed.data);
    });
    const stopSync = realtime.onTimeSync((marketTime) => syncMarketClock(marketTime));
    // A lost network drops the channel at once (rows go stale) rather than after unanswered pings.
    const offline = () => realtime.setOnline(false);
    const online = () => realtime.setOnline(true);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      stopStatus();
      stopSync();
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [realtimeUrl, realtimePath]);
  useFocusReturn(TIMING.inactivityReloadMs, () => realtime.ensureConnected());
  return null;
}
