// Market summary: its frame and title in the first frame (the page's largest paint), its figures
// (summary-figures.tsx: values in billions and the world indexes) a chunk loaded after that paint.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/shared/ui/loading';
import styles from './panel.module.css';

const SummaryFigures = lazy(async () => ({ default: (await import('./summary-figures')).SummaryFigures }));

/**
 * `compact` (layout 2) leaves out the title so the card fits the shorter header. Until `live` (the
 * page's first paint) the card is its frame and title only: no figures, no requests.
 */
export function SummaryCard({ compact = false, live = true }: { compact?: boolean; live?: boolean }) {
  const { t } = useTranslation('market-header');
  return (
    // Focusable: the panel scrolls when its rows do not fit (keyboard users scroll it too).
    <section
      className={styles.panel}
      data-testid="market-summary"
      aria-label={t('summary.title')}
      tabIndex={0}
    >
      {!compact && (
        <h2 className={styles.title}>
          {t('summary.title')} <span className={styles.unit}>{t('summary.unit')}</span>
        </h2>
      )}
      {live && (
        <Suspense fallback={<Loading />}>
          <SummaryFigures compact={compact} />
        </Suspense>
      )}
    </section>
  );
}
