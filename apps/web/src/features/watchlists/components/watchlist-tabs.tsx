// The watchlist tab bar (spec §2): one tab per list, add, rename and delete. The default list
// `mac-dinh` can be neither renamed nor deleted (spec §5): trying says so.
import {
  checkCanAddWatchlist,
  checkCanChangeWatchlist,
  DEFAULT_WATCHLIST_ID,
  type WatchlistProblem,
} from '@sen/market';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { useStore } from '@/shared/hooks/use-store';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';
import { reloadServerLists } from '../api/server-lists';
import { addWatchlist, deleteWatchlist, renameWatchlist, type ActionResult } from '../api/watchlist-service';
import { pathOf, userNames } from '../lib/list-changes';
import { problemText } from '../lib/problem-text';
import { DeleteDialog } from './delete-dialog';
import { NameDialog } from './name-dialog';
import styles from './watchlists.module.css';

type Open =
  | { kind: 'add' }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'delete'; id: string; name: string }
  | null;

export function WatchlistTabs({ categoryId }: { categoryId: string }) {
  const { t, i18n } = useTranslation('watchlists');
  const { tradingBase } = useAppConfig();
  const navigate = useNavigate();
  const lists = useStore(watchlistStore);
  const [open, setOpen] = useState<Open>(null);
  const active = lists.find((list) => list.id === categoryId);
  const nameOf = (id: string, name: string) => (id === DEFAULT_WATCHLIST_ID ? t('defaultName') : name);
  const warn = (problem: WatchlistProblem) => toast.warn(problemText(problem, i18n.language));
  const ids = lists.map((list) => list.id);
  const close = () => setOpen(null);

  const startAdd = () => {
    const problem = checkCanAddWatchlist(lists.length);
    if (problem) warn(problem);
    else setOpen({ kind: 'add' });
  };
  const startChange = (kind: 'rename' | 'delete') => {
    const problem = checkCanChangeWatchlist(categoryId, ids);
    if (problem) warn(problem);
    else if (active) setOpen({ kind, id: active.id, name: active.name });
  };
  const done = (message: string, to: string) => (result: ActionResult) => {
    if (!result.ok) return result;
    toast.success(message);
    close();
    void navigate(to === '' ? pathOf(result.id) : to);
    return result;
  };
  const remove = async (id: string, name: string) => {
    const result = await deleteWatchlist(tradingBase, id);
    close();
    if (result.ok) {
      toast.success(t('deleted', { name }));
      void navigate(pathOf(DEFAULT_WATCHLIST_ID));
    } else {
      toast.warn('problem' in result ? problemText(result.problem, i18n.language) : result.message);
      await reloadServerLists();
    }
  };

  return (
    <div className={styles.bar} data-testid="watchlist-tabs">
      <div role="tablist" aria-label={t('tabs')} className={styles.tabs}>
        {lists.map((list) => (
          <NavLink
            key={list.id}
            to={pathOf(list.id)}
            role="tab"
            aria-selected={list.id === categoryId}
            className={clsx(styles.tab, list.id === categoryId && styles.tabActive)}
            data-testid={`watchlist-tab-${list.id}`}
          >
            {nameOf(list.id, list.name)}
            <span className={styles.count}>{list.value.length}</span>
          </NavLink>
        ))}
      </div>
      <button
        type="button"
        className={styles.iconButton}
        title={t('add')}
        aria-label={t('add')}
        onClick={startAdd}
        data-testid="watchlist-add"
      >
        +
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => startChange('rename')}
        data-testid="watchlist-rename"
      >
        {t('rename')}
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => startChange('delete')}
        data-testid="watchlist-delete"
      >
        {t('delete')}
      </button>
      {open?.kind === 'add' && (
        <NameDialog
          title={t('add')}
          initialName=""
          otherNames={userNames(lists)}
          onSubmit={async (name) =>
            done(t('added', { name: name.trim() }), '')(await addWatchlist(tradingBase, name))
          }
          onClose={close}
          testId="watchlist-add-dialog"
        />
      )}
      {open?.kind === 'rename' && (
        <NameDialog
          title={t('rename')}
          initialName={open.name}
          otherNames={userNames(lists, open.id)}
          onSubmit={async (name) =>
            done(
              t('renamed', { name: name.trim() }),
              pathOf(open.id),
            )(await renameWatchlist(tradingBase, open.id, name))
          }
          onClose={close}
          testId="watchlist-rename-dialog"
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteDialog name={open.name} onConfirm={() => void remove(open.id, open.name)} onClose={close} />
      )}
    </div>
  );
}
