// Opens the realtime channel once the configuration is known; reconnects when the window comes
// back after a long absence.
import { useEffect } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { realtime } from '@/shared/lib/realtime/realtime';

export function RealtimeConnector() {
  const { realtimeUrl, realtimePath } = useAppConfig();
  useEffect(() => {
    realtime.connect(realtimeUrl, realtimePath);
    const onFocus = () => realtime.ensureConnected();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [realtimeUrl, realtimePath]);
  return null;
}
