// At login, offers to merge the lists this browser kept for the visitor into the customer's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFailure } from '@/shared/session/show-failure';
import type { Watchlist } from '@/shared/watchlists/watchlist-schema';
import { mergeVisitorLists } from '../api/merge-lists';
import { Dialog } from './dialog';
import styles from './watchlists.module.css';

export function MergeOffer({
  tradingBase,
  lists,
  onDone,
}: {
  tradingBase: string;
  lists: readonly Watchlist[];
  onDone: () => void;
}) {
  const { t } = useTranslation('watchlists');
  const [busy, setBusy] = useState(false);
  const merge = async () => {
    setBusy(true);
    try {
      const result = await mergeVisitorLists(tradingBase, lists);
      toast.success(t('merge.done', { count: result.merged }));
      if (result.skipped.length > 0) toast.warn(t('merge.skipped', { names: result.skipped.join(', ') }));
    } catch (error) {
      showFailure(error);
    }
    onDone();
  };
  return (
    <Dialog title={t('merge.title')} onClose={onDone} testId="watchlist-merge">
      <p>{t('merge.text', { count: lists.length })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={onDone}
          data-testid="watchlist-merge-decline"
        >
          {t('merge.decline')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void merge()}
          data-testid="watchlist-merge-accept"
        >
          {t('merge.accept')}
        </button>
      </div>
    </Dialog>
  );
}
