import { useSyncExternalStore } from 'react';
import type { Store } from '@/shared/lib/create-store';

/** Reads an external store (or a slice of it) and re-renders when it changes. */
export function useStore<T, S = T>(store: Pick<Store<T>, 'get' | 'subscribe'>, select?: (state: T) => S): S {
  const read = () => (select ? select(store.get()) : (store.get() as unknown as S));
  return useSyncExternalStore(store.subscribe, read, read);
}
