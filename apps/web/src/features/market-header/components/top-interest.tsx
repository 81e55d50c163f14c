// The ten stocks investors watch most: the head in the first frame, the rows (interest-rows.tsx) a
// chunk loaded after the page's first paint, with their request.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './panel.module.css';

const InterestRows = lazy(async () => ({ default: (await import('./interest-rows')).InterestRows }));

/** Until `live` (the page's first paint) the table is its head only (no request). */
export function TopInterest({ live = true }: { live?: boolean }) {
  const { t } = useTranslation('market-header');
  return (
    <section className={styles.panel} data-testid="top-interest">
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.label}>{t('topInterest.symbol')}</th>
            <th>{t('topInterest.price')}</th>
            <th>{t('topInterest.change')}</th>
            <th>{t('topInterest.percent')}</th>
          </tr>
        </thead>
        {live && (
          <Suspense fallback={null}>
            <InterestRows />
          </Suspense>
        )}
      </table>
    </section>
  );
}
