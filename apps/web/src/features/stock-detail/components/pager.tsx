// Previous / next through a paged info list.
import { useTranslation } from 'react-i18next';
import styles from './stock-detail.module.css';

export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('stock-detail');
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <span className={styles.pager} data-testid="pager">
      <button type="button" className={styles.toggle} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('transfers.previous')}
      </button>
      <span className={styles.muted}>{t('transfers.page', { page, pages })}</span>
      <button
        type="button"
        className={styles.toggle}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t('transfers.next')}
      </button>
    </span>
  );
}
