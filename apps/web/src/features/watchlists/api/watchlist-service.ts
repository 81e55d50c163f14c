// Add, rename and delete a watchlist: in the browser for a visitor, through the trading service
// for a customer (checked here first by the same rules, so the usual refusals need no call).
import {
  addWatchlistCommand,
  deleteWatchlistCommand,
  getWatchlistsCommand,
  renameWatchlistCommand,
  type WatchlistCategory,
} from '@sen/protocol';
import { randomId, type WatchlistProblem } from '@sen/market';
import { callTrading, TradingCallError } from '@/shared/session/trading-call';
import type { Watchlist } from '@/shared/watchlists/watchlist-schema';
import {
  isRemoteWatchlists,
  readLocalWatchlists,
  showLocalWatchlists,
  watchlistStore,
} from '@/shared/watchlists/watchlist-store';
import { addList, deleteList, renameList, type ListChange } from '../lib/list-changes';
import { problemOfRc } from '../lib/problem-text';

export type ActionResult =
  { ok: true; id: string } | { ok: false; problem: WatchlistProblem } | { ok: false; message: string };

const cryptoRandom = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const fromCategory = (category: WatchlistCategory): Watchlist => ({
  ...category,
  pinnedRow: category.pinnedRow ?? [],
});

export async function fetchServerLists(tradingBase: string): Promise<Watchlist[]> {
  return (await callTrading(tradingBase, getWatchlistsCommand, {})).map(fromCategory);
}

function failure(error: unknown, name?: string): ActionResult {
  if (error instanceof TradingCallError) {
    const problem = problemOfRc(error.rc, name);
    return problem ? { ok: false, problem } : { ok: false, message: error.message };
  }
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
}

function applyLocal(change: ListChange): ActionResult {
  if (!change.ok) return change;
  watchlistStore.set(change.lists);
  return { ok: true, id: change.id };
}

/** Runs a change: locally for a visitor, else checked locally then sent; the store follows. */
async function run(
  check: (lists: Watchlist[]) => ListChange,
  send: () => Promise<(lists: Watchlist[]) => Watchlist[]>,
  name?: string,
): Promise<ActionResult> {
  if (!isRemoteWatchlists()) {
    // Another tab may have changed the lists: decide on what the browser holds now, and show it.
    const result = applyLocal(check(readLocalWatchlists()));
    if (!result.ok) showLocalWatchlists();
    return result;
  }
  const checked = check(watchlistStore.get());
  if (!checked.ok) return checked;
  try {
    const update = await send();
    watchlistStore.set(update);
    return { ok: true, id: checked.id };
  } catch (error) {
    return failure(error, name);
  }
}

export function addWatchlist(tradingBase: string, name: string): Promise<ActionResult> {
  if (!isRemoteWatchlists())
    return Promise.resolve(applyLocal(addList(readLocalWatchlists(), name, randomId(cryptoRandom))));
  return (async () => {
    const checked = addList(watchlistStore.get(), name, 'pending');
    if (!checked.ok) return checked;
    try {
      const created = fromCategory(await callTrading(tradingBase, addWatchlistCommand, { name: name }));
      watchlistStore.set((lists) => [...lists, created]);
      return { ok: true, id: created.id };
    } catch (error) {
      return failure(error, name.trim());
    }
  })();
}

export function renameWatchlist(tradingBase: string, id: string, name: string): Promise<ActionResult> {
  return run(
    (lists) => renameList(lists, id, name),
    async () => {
      const renamed = fromCategory(
        await callTrading(tradingBase, renameWatchlistCommand, { id: id, name: name }),
      );
      return (lists) => lists.map((list) => (list.id === id ? renamed : list));
    },
    name.trim(),
  );
}

export function deleteWatchlist(tradingBase: string, id: string): Promise<ActionResult> {
  return run(
    (lists) => deleteList(lists, id),
    async () => {
      await callTrading(tradingBase, deleteWatchlistCommand, { id: id });
      return (lists) => lists.filter((list) => list.id !== id);
    },
  );
}
