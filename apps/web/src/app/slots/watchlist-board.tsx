// Slot: a watchlist's board (the watchlist tab bar above the board; its rows pinned, highlighted,
// drag-and-drop from the watchlists feature). Loaded on demand by board-content.tsx, so the fixed
// categories' boards do not carry the drag-and-drop and form code.
import { PriceBoard } from '@/features/board';
import { WatchlistRowsScope } from '@/features/watchlists/components/watchlist-rows';
import { WatchlistTabs } from '@/features/watchlists/components/watchlist-tabs';
import { useWatchlistRows } from '@/features/watchlists/hooks/use-watchlist-rows';
import type { Category } from '@/shared/categories/categories';

export function WatchlistBoard({
  categoryId,
  category,
  symbols,
}: {
  categoryId: string;
  category: Category | undefined;
  symbols: readonly string[];
}) {
  const rows = useWatchlistRows(categoryId);
  return (
    <WatchlistRowsScope listId={categoryId}>
      <WatchlistTabs categoryId={categoryId} />
      <PriceBoard
        key={categoryId}
        categoryId={categoryId}
        category={category}
        symbols={symbols}
        rows={rows}
      />
    </WatchlistRowsScope>
  );
}
