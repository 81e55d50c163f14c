// The user's watchlists as an external store. A visitor's lists live in local storage `category`;
// while a customer is logged in the store shows the server's lists and each changed list goes to
// the saver the watchlists feature installs (the browser's own lists stay untouched meanwhile).
import { createStore } from '@/shared/lib/create-store';
import { sessionStore } from '@/shared/session/session-store';
import { parseWatchlists, WATCHLIST_STORAGE_KEY, type Watchlist } from './watchlist-schema';

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(WATCHLIST_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The visitor's lists as kept in this browser. */
export const readLocalWatchlists = (): Watchlist[] => parseWatchlists(readStorage());

export const watchlistStore = createStore<Watchlist[]>(readLocalWatchlists());

/**
 * True while a logged-in customer's lists are on their way from the server: the route guard
 * waits instead of sending a server list's id back to `/`.
 */
export const watchlistPendingStore = createStore<boolean>(sessionStore.get().token !== null);

type RemoteSave = (list: Watchlist) => void;
let remoteSave: RemoteSave | null = null;

watchlistStore.subscribe(() => {
  if (remoteSave) return;
  try {
    globalThis.localStorage?.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(watchlistStore.get()));
  } catch {
    // Storage unavailable: the lists still apply for this visit.
  }
});

/** Shows lists kept elsewhere (a customer's, on the server); `save` receives every changed list. */
export function showRemoteWatchlists(lists: Watchlist[], save: RemoteSave): void {
  remoteSave = save;
  watchlistStore.set(lists);
  watchlistPendingStore.set(false);
}

/** Back to the browser's own lists (logout). */
export function showLocalWatchlists(): void {
  remoteSave = null;
  watchlistStore.set(readLocalWatchlists());
  watchlistPendingStore.set(false);
}

/** Whether the lists shown are a customer's, kept on the server. */
export const isRemoteWatchlists = () => remoteSave !== null;

/** Changes one list and keeps the change (local storage or the server); the changed list or undefined. */
export function updateWatchlist(id: string, change: (list: Watchlist) => Watchlist): Watchlist | undefined {
  const current = watchlistStore.get().find((list) => list.id === id);
  if (!current) return undefined;
  const next = change(current);
  watchlistStore.set((lists) => lists.map((list) => (list.id === id ? next : list)));
  remoteSave?.(next);
  return next;
}
