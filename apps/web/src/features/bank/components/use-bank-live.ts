// Live updates of the money transfer screen: a private `Event` of type `bank` (a transfer's new
// status) refreshes the history, the withdrawable cash and the balances at once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/shared/lib/realtime/realtime';

export function useBankLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onPrivate((message) => {
        const m = message as { action?: string; data?: { type?: string } };
        if (m.action !== 'Event' || m.data?.type !== 'bank') return;
        for (const key of ['bankHistory', 'bankInfo', 'cashBalance'])
          void queryClient.invalidateQueries({ queryKey: [key] });
      }),
    [queryClient],
  );
}
