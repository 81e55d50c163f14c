// Slot: the board body under the header and navigation bar (tables of each board mode). User
// watchlists (and mac-dinh) give their symbols, with the watchlist tab bar above and their rows
// (pinned, highlighted, drag-and-drop) from the watchlists feature, loaded on demand
// (watchlist-board.tsx); fixed categories are read by the board itself.
import { lazy, Suspense } from 'react';
import { PriceBoard } from '@/features/board';
import type { Category } from '@/shared/categories/categories';
import { useStore } from '@/shared/hooks/use-store';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';

const WatchlistBoard = lazy(async () => ({
  default: (await import('./watchlist-board')).WatchlistBoard,
}));

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
      <Suspense fallback={null}>
        <WatchlistBoard
          categoryId={categoryId}
          category={category}
          symbols={watchlist?.value ?? NO_SYMBOLS}
        />
      </Suspense>
    );
  return <PriceBoard key={categoryId} categoryId={categoryId} category={category} />;
}

const NO_SYMBOLS: readonly string[] = [];
