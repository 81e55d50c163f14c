import type { IndexSnapshot } from '@sen/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import { indexStore } from '../stores/index-store';

/** One index, re-rendering only when the store flushes. */
export function useIndex(code: string): IndexSnapshot | undefined {
  const read = useCallback(() => indexStore.get(code), [code]);
  return useSyncExternalStore(indexStore.subscribe, read, read);
}

/** Every known index. */
export function useIndexes(): readonly IndexSnapshot[] {
  return useSyncExternalStore(indexStore.subscribe, indexStore.all, indexStore.all);
}
