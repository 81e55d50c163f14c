// Live index updates (1101) from the realtime channel into the index store.
import { olderIndexToSnapshot, PUBLIC_MESSAGE_IDS } from '@sen/protocol';
import { useEffect } from 'react';
import { realtime } from '@/shared/lib/realtime/realtime';
import { indexStore } from '../stores/index-store';

export function useLiveIndexes(): void {
  useEffect(
    () =>
      realtime.onMessage(PUBLIC_MESSAGE_IDS.index, (message) => {
        const parsed = olderIndexToSnapshot(message);
        if (parsed.ok) indexStore.apply([parsed.value]);
      }),
    [],
  );
}
