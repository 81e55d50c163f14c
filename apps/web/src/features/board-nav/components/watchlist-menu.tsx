// The user's watchlists (local storage `category`), each opening its board.
import { useTranslation } from 'react-i18next';
import { DEFAULT_WATCHLIST_ID } from '@/shared/categories/categories';
import { useStore } from '@/shared/hooks/use-store';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';
import { CategoryMenu } from './category-menu';

export function WatchlistMenu({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation('board-nav');
  const lists = useStore(watchlistStore);
  const entries = lists.map((list) => ({
    id: list.id,
    label: list.id === DEFAULT_WATCHLIST_ID ? t('defaultWatchlist') : list.name,
  }));
  return (
    <CategoryMenu label={t('watchlists')} entries={entries} categoryId={categoryId} testId="nav-watchlists" />
  );
}
