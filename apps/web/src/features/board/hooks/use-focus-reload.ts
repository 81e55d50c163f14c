// Spec §2: when the window regains focus after more than 60 s away, the board reloads its
// snapshot and the socket reconnects if it dropped. Away = blurred or hidden (UI time, not market time).
import { TIMING } from '@sen/market';
import { useEffect, useRef } from 'react';
import { realtime } from '@/shared/lib/realtime/realtime';

export function useFocusReload(reload: () => void): void {
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  useEffect(() => {
    let awaySince: number | null = null;
    const leave = () => {
      awaySince ??= performance.now();
    };
    const back = () => {
      if (awaySince !== null && performance.now() - awaySince > TIMING.inactivityReloadMs) {
        realtime.ensureConnected();
        reloadRef.current();
      }
      awaySince = null;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
