// A visitor's watchlist changes as pure functions of the lists (spec §5 rules of @sen/market):
// each returns the next lists or the problem to show. The server applies the same rules.
import {
  checkCanAddWatchlist,
  checkCanChangeWatchlist,
  DEFAULT_WATCHLIST_ID,
  validateWatchlistName,
  type WatchlistProblem,
} from '@sen/market';
import type { Watchlist } from '@/shared/watchlists/watchlist-schema';

export type ListChange =
  { ok: true; lists: Watchlist[]; id: string } | { ok: false; problem: WatchlistProblem };

/** Names the user gave to lists other than `exceptId` (the default list has no user name). */
export const userNames = (lists: readonly Watchlist[], exceptId?: string) =>
  lists.filter((list) => list.id !== DEFAULT_WATCHLIST_ID && list.id !== exceptId).map((list) => list.name);

export const pathOf = (id: string) => `/home/bang-gia/${id}`;

export function addList(lists: readonly Watchlist[], name: string, id: string): ListChange {
  const problem = checkCanAddWatchlist(lists.length) ?? validateWatchlistName(name, userNames(lists));
  if (problem) return { ok: false, problem };
  const sequence = Math.max(0, ...lists.map((list) => list.sequence ?? 0)) + 1;
  const list: Watchlist = {
    id,
    name: name.trim(),
    path: pathOf(id),
    type: 'watchlist',
    value: [],
    pinnedRow: [],
    symbols: '',
    sequence,
  };
  return { ok: true, lists: [...lists, list], id };
}

export function renameList(lists: readonly Watchlist[], id: string, name: string): ListChange {
  const problem =
    checkCanChangeWatchlist(
      id,
      lists.map((list) => list.id),
    ) ?? validateWatchlistName(name, userNames(lists, id));
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    lists: lists.map((list) => (list.id === id ? { ...list, name: name.trim() } : list)),
    id,
  };
}

export function deleteList(lists: readonly Watchlist[], id: string): ListChange {
  const problem = checkCanChangeWatchlist(
    id,
    lists.map((list) => list.id),
  );
  if (problem) return { ok: false, problem };
  return { ok: true, lists: lists.filter((list) => list.id !== id), id };
}

/** The list with its rows in `order` (as shown after a drag); pinned rows keep that order too. */
export function reorderList(list: Watchlist, order: readonly string[]): Watchlist {
  const rest = list.value.filter((symbol) => !order.includes(symbol));
  const value = [...order.filter((symbol) => list.value.includes(symbol)), ...rest];
  return {
    ...list,
    value,
    pinnedRow: value.filter((symbol) => list.pinnedRow.includes(symbol)),
    symbols: value.join(','),
  };
}

export function togglePin(list: Watchlist, symbol: string): Watchlist {
  const pinnedRow = list.pinnedRow.includes(symbol)
    ? list.pinnedRow.filter((code) => code !== symbol)
    : [...list.pinnedRow, symbol];
  return { ...list, pinnedRow };
}

export function removeSymbol(list: Watchlist, symbol: string): Watchlist {
  const value = list.value.filter((code) => code !== symbol);
  return {
    ...list,
    value,
    pinnedRow: list.pinnedRow.filter((code) => code !== symbol),
    symbols: value.join(','),
  };
}

/** Whether a visitor's lists hold anything worth offering for merge at login. */
export const hasContent = (lists: readonly Watchlist[]) =>
  lists.some((list) => list.id !== DEFAULT_WATCHLIST_ID || list.value.length > 0);
