// Spec §2: when the window regains focus after more than 60 s away, the board reloads its
// snapshot and the socket reconnects if it dropped. Away = blurred or hidden (UI time, not market time).
import { TIMING } from '@sen/market';
import { realtime } from '@/shared/lib/realtime/realtime';
import { useFocusReturn } from '@/shared/hooks/use-focus-return';

export function useFocusReload(reload: () => void): void {
  useFocusReturn(TIMING.inactivityReloadMs, () => {
    realtime.ensureConnected();
    reload();
  });
}
