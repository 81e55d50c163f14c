// Slot: the board body under the header and navigation bar (tables of each board mode). User
// watchlists (and mac-dinh) give their symbols, with the watchlist tab bar above and their rows
// (pinned, highlighted, drag-and-drop) from the watchlists feature; fixed categories are read by
// the board itself.
import { PriceBoard } from '@/features/board';
import { useWatchlistRows, WatchlistRowsScope, WatchlistTabs } from '@/features/watchlists';
import type { Category } from '@/shared/categories/categories';
import { useStore } from '@/shared/hooks/use-store';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';

function WatchlistBoard({
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

export function BoardContent({
  categoryId,
  category,
}: {
  categoryId: string;
  category: Category | undefined;
}) {
  const watchlist = useStore(watchlistStore, (lists) => lists.find((list) => list.id === categoryId));
  const isWatchlist =
    category === undefined ? !categoryId.startsWith('nganh-') : category.group === 'WATCHLIST';
  if (isWatchlist)
    return (
      <WatchlistBoard categoryId={categoryId} category={category} symbols={watchlist?.value ?? NO_SYMBOLS} />
    );
  return <PriceBoard key={categoryId} categoryId={categoryId} category={category} />;
}

const NO_SYMBOLS: readonly string[] = [];
