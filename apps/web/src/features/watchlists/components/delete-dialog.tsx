// Confirms deleting a watchlist.
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import styles from './watchlists.module.css';

export function DeleteDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('watchlists');
  return (
    <Dialog title={t('delete')} onClose={onClose} testId="watchlist-delete-dialog">
      <p>{t('confirmDelete', { name })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onClose}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={onConfirm}
          data-testid="watchlist-delete-confirm"
        >
          {t('delete')}
        </button>
      </div>
    </Dialog>
  );
}
