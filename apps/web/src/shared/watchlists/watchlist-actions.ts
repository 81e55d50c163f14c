// Changes to the user's watchlists, checked by the market rules (spec §5).
import { checkCanAddSymbol, type WatchlistProblem } from '@sen/market';
import { createStore } from '@/shared/lib/create-store';
import { updateWatchlist, watchlistStore } from './watchlist-store';

/** The symbol the board should scroll to and highlight (1.5 s), with a stamp so a repeat counts. */
export const highlightStore = createStore<{ symbol: string; stamp: number } | null>(null);
let stamp = 0;

export type AddSymbolResult = { ok: true } | { ok: false; problem: WatchlistProblem };

/**
 * Adds a symbol to a watchlist. When it is already there the board is asked to highlight it;
 * a full list (100) is refused.
 */
export function addSymbolToWatchlist(listId: string, symbol: string): AddSymbolResult {
  const code = symbol.trim().toUpperCase();
  const list = watchlistStore.get().find((item) => item.id === listId);
  if (!list) return { ok: false, problem: { key: 'watchlist.notFound' } };
  const problem = checkCanAddSymbol(list.value, code);
  if (problem?.key === 'watchlist.symbolExists') {
    stamp += 1;
    highlightStore.set({ symbol: code, stamp });
    return { ok: false, problem };
  }
  if (problem) return { ok: false, problem };
  updateWatchlist(listId, (item) => ({ ...item, value: [...item.value, code] }));
  return { ok: true };
}
