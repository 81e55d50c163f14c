// Live index updates (1101) from the realtime channel into the index store.
import { olderIndexToSnapshot } from '@sen/protocol';
import { useEffect } from 'react';
import { realtime } from '@/shared/lib/realtime/realtime';
import { indexStore } from '../stores/index-store';

export const INDEX_MESSAGE_ID = 1101;

export function useLiveIndexes(): void {
  useEffect(
    () =>
      realtime.onMessage(INDEX_MESSAGE_ID, (message) => {
        const parsed = olderIndexToSnapshot(message);
        if (parsed.ok) indexStore.apply([parsed.value]);
      }),
    [],
  );
}
