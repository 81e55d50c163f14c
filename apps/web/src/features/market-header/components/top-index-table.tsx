// Every index with its value, change and percent change: the head in the first frame, the rows
// (index-rows.tsx) a chunk loaded after the page's first paint.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './panel.module.css';

const IndexRows = lazy(async () => ({ default: (await import('./index-rows')).IndexRows }));

/** Until `live` (the page's first paint) the table is its head only. */
export function TopIndexTable({ live = true }: { live?: boolean }) {
  const { t } = useTranslation('market-header');
  return (
    // Focusable: the panel scrolls when its rows do not fit (keyboard users scroll it too).
    <section className={styles.panel} data-testid="top-index" aria-label={t('topIndexLabel')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.label}>{t('topIndex.index')}</th>
            <th>{t('topIndex.value')}</th>
            <th>{t('topIndex.change')}</th>
            <th>{t('topIndex.percent')}</th>
          </tr>
        </thead>
        {live && (
          <Suspense fallback={null}>
            <IndexRows />
          </Suspense>
        )}
      </table>
    </section>
  );
}
