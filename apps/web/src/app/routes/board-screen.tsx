// The price board screen: market header, navigation bar and the board of the category.
// An unknown category id that does not start with `nganh-` goes back to `/`.
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { findCategory, isKnownCategoryId } from '@/shared/categories/categories';
import { useStore } from '@/shared/hooks/use-store';
import { PanelBoundary } from '@/shared/ui/panel-boundary';
import { Loading } from '@/shared/ui/loading';
import { watchlistPendingStore, watchlistStore } from '@/shared/watchlists/watchlist-store';
import { BoardContent } from '../slots/board-content';
import { BoardChrome } from './board-chrome';
import styles from './board-screen.module.css';

export function BoardScreen() {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  const watchlists = useStore(watchlistStore);
  const pending = useStore(watchlistPendingStore);
  const known = isKnownCategoryId(categoryId, new Set(watchlists.map((list) => list.id)));
  if (!known) return pending ? <Loading /> : <Navigate to="/" replace />;
  return (
    <div className={styles.board} data-testid="board-screen" data-category={categoryId}>
      {/* The page's one level-one heading, for screen readers (the board shows its category). */}
      <h1 className="visually-hidden">{t('menu.priceBoard')}</h1>
      <BoardChrome categoryId={categoryId} />
      <section className={styles.body}>
        <PanelBoundary>
          <BoardContent categoryId={categoryId} category={findCategory(categoryId)} />
        </PanelBoundary>
      </section>
    </div>
  );
}
