// The board's row extension for one watchlist: its pinned rows, the symbol to highlight (a
// symbol added twice) and the drag-and-drop rows. The highlight request is dropped after 1.5 s
// so coming back to the list later does not repeat it.
import { TIMING } from '@sen/market';
import { useEffect, useMemo } from 'react';
import { useStore } from '@/shared/hooks/use-store';
import { highlightStore } from '@/shared/watchlists/watchlist-actions';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';
import { SortableRow, SortableRows } from '../components/watchlist-rows';

const NONE: readonly string[] = [];

export function useWatchlistRows(listId: string) {
  const pinned = useStore(
    watchlistStore,
    (lists) => lists.find((list) => list.id === listId)?.pinnedRow ?? NONE,
  );
  const highlight = useStore(highlightStore);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(
      () => highlightStore.set((current) => (current === highlight ? null : current)),
      TIMING.highlightMs,
    );
    return () => clearTimeout(timer);
  }, [highlight]);
  return useMemo(
    () => ({ pinned, highlight, Frame: SortableRow, Container: SortableRows }),
    [pinned, highlight],
  );
}
