// Merges a visitor's lists into the customer's at login (MergeWatchlists) and, once merged,
// empties the browser's own lists so the offer is not made again.
import { mergeWatchlistsCommand } from '@sen/protocol';
import { callTrading } from '@/shared/session/trading-call';
import { WATCHLIST_STORAGE_KEY, type Watchlist } from '@/shared/watchlists/watchlist-schema';
import { reloadServerLists } from './server-lists';

const CODE = /^[A-Z0-9]{1,20}$/;

export async function mergeVisitorLists(
  tradingBase: string,
  lists: readonly Watchlist[],
): Promise<{ merged: number; skipped: string[] }> {
  const reply = await callTrading(tradingBase, mergeWatchlistsCommand, {
    // Only what the server accepts: codes as the board writes them, bounded lists.
    lists: lists.slice(0, 32).map((list) => {
      const value = list.value.filter((code) => CODE.test(code)).slice(0, 200);
      return {
        id: list.id,
        name: list.name.slice(0, 200),
        value,
        pinnedRow: list.pinnedRow.filter((code) => value.includes(code)),
      };
    }),
  });
  try {
    globalThis.localStorage?.removeItem(WATCHLIST_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
  await reloadServerLists();
  return { merged: reply.merged, skipped: reply.skipped };
}
