// A customer's lists on the server: loaded at login, each changed list saved (one save at a time,
// in order), and reloaded from the server when a save is refused so the screen shows the truth.
import { saveWatchlistCommand } from '@sen/protocol';
import { toast } from '@/shared/ui/toast';
import { i18n } from '@/shared/i18n/i18n';
import { errorTextLater } from '@/shared/session/show-failure-later';
import { callTrading, TradingCallError } from '@/shared/session/trading-call';
import type { Watchlist } from '@/shared/watchlists/watchlist-schema';
import { showRemoteWatchlists } from '@/shared/watchlists/watchlist-store';
import { problemOfRc, problemText } from '../lib/problem-text';
import { fetchServerLists } from './watchlist-service';

let base = '';
let queue: Promise<void> = Promise.resolve();

function save(list: Watchlist): void {
  queue = queue.then(async () => {
    try {
      await callTrading(base, saveWatchlistCommand, {
        id: list.id,
        symbols: list.value,
        pinned: list.pinnedRow,
      });
    } catch (error) {
      if (error instanceof TradingCallError && error.sessionEnded) return;
      const problem = error instanceof TradingCallError ? problemOfRc(error.rc) : undefined;
      toast.warn(problem ? problemText(problem, i18n.language) : await errorTextLater(error));
      await reloadServerLists();
    }
  });
}

/** Shows the customer's lists from the server; later changes are saved there. */
export async function connectServerLists(tradingBase: string): Promise<Watchlist[]> {
  base = tradingBase;
  const lists = await fetchServerLists(tradingBase);
  showRemoteWatchlists(lists, save);
  return lists;
}

/** Reloads the lists from the server (after a refusal, or when the tab becomes visible again). */
export async function reloadServerLists(): Promise<void> {
  if (base === '') return;
  try {
    showRemoteWatchlists(await fetchServerLists(base), save);
  } catch {
    // The session may have ended meanwhile: the auth feature handles that.
  }
}

/** Forgets the server (logout): pending saves still finish with the old session. */
export function disconnectServerLists(): void {
  base = '';
}
