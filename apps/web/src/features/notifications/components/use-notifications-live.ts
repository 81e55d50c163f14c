// A new notification on the private channel (`{action:'Event', data:{type:'notification'}}`)
// makes every notifications query read again (the bell's count, the screen's list).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/shared/lib/realtime/realtime';

export function useNotificationsLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return realtime.onPrivate((message) => {
      const m = message as { action?: string; data?: { type?: string } };
      if (m.action === 'Event' && m.data?.type === 'notification')
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    });
  }, [enabled, queryClient]);
}
