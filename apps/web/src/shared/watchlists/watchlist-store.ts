// The user's watchlists as an external store, persisted to local storage.
import { createStore } from '@/shared/lib/create-store';
import { parseWatchlists, WATCHLIST_STORAGE_KEY, type Watchlist } from './watchlist-schema';

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(WATCHLIST_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export const watchlistStore = createStore<Watchlist[]>(parseWatchlists(readStorage()));

watchlistStore.subscribe(() => {
  try {
    globalThis.localStorage?.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(watchlistStore.get()));
  } catch {
    // Storage unavailable: the lists still apply for this visit.
  }
});

/** Ids of every user watchlist (for the board route guard). */
export function watchlistIds(): Set<string> {
  return new Set(watchlistStore.get().map((list) => list.id));
}
