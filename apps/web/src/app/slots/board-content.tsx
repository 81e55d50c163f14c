// Slot: the board body under the header and navigation bar (tables of each board mode). User
// watchlists (and mac-dinh) give their symbols; fixed categories are read by the board itself.
import { PriceBoard } from '@/features/board';
import type { Category } from '@/shared/categories/categories';
import { useStore } from '@/shared/hooks/use-store';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';

export function BoardContent({ categoryId, category }: { categoryId: string; category: Category | undefined }) {
  const watchlist = useStore(watchlistStore, (lists) => lists.find((list) => list.id === categoryId));
  const isWatchlist = category === undefined ? !categoryId.startsWith('nganh-') : category.group === 'WATCHLIST';
  return <PriceBoard key={categoryId} categoryId={categoryId} category={category} symbols={isWatchlist ? (watchlist?.value ?? []) : undefined} />;
}
