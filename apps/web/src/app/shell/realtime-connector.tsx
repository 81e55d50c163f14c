// Opens the realtime channel once the configuration is known; keeps the market clock current from
// market status messages (6666); reconnects when the window regains focus.
import { marketStatusMessageSchema, PUBLIC_MESSAGE_IDS } from '@sen/protocol';
import { useEffect } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { syncMarketClock } from '@/shared/lib/market-clock';
import { realtime } from '@/shared/lib/realtime/realtime';

export function RealtimeConnector() {
  const { realtimeUrl, realtimePath } = useAppConfig();
  useEffect(() => {
    realtime.connect(realtimeUrl, realtimePath);
    const stopStatus = realtime.onMessage(PUBLIC_MESSAGE_IDS.marketStatus, (message) => {
      const parsed = marketStatusMessageSchema.safeParse(message);
      if (parsed.success) syncMarketClock(parsed.data.marketTime);
    });
    const onFocus = () => realtime.ensureConnected();
    window.addEventListener('focus', onFocus);
    return () => {
      stopStatus();
      window.removeEventListener('focus', onFocus);
    };
  }, [realtimeUrl, realtimePath]);
  return null;
}
