// The price board header: index cards (typeIndex layout, hidden ones left out), the derivatives
// card, the market summary, the index table and top-interest stocks. Its options (HeaderOptions)
// are placed by the app, at the end of the navigation bar. Its layout and static texts (the panels'
// titles and column heads) are in the page's first frame with the board's rows, so the page's
// largest paint is that frame (issue 25 item 2); the figures, cards and charts (and their requests)
// come after the first paint, into the same elements and the header's fixed height, so nothing
// moves when they arrive.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useSettings } from '@/shared/settings/use-settings';
import { PanelBoundary } from '@/shared/ui/panel-boundary';
import type { Layout } from './live-cards';
import styles from './market-header.module.css';
import { SummaryCard } from './summary-card';
import { TopIndexTable } from './top-index-table';
import { TopInterest } from './top-interest';

// The cards, their charts and requests: a chunk of their own, loaded once the first frame is painted
// (the board's first load does not carry them; the strip keeps its height meanwhile).
const LiveCards = lazy(() => import('./live-cards').then((module) => ({ default: module.LiveCards })));

export function MarketHeader() {
  const { t } = useTranslation('market-header');
  const typeIndex = useSettings((settings) => settings.typeIndex);
  const live = useAfterFirstPaint();
  return (
    <section
      className={styles[`header${typeIndex}`]}
      aria-label={t('region')}
      aria-busy={live ? undefined : true}
      data-testid="market-header"
      data-layout={typeIndex}
    >
      <div className={styles.strip}>
        {live && (
          <Suspense fallback={null}>
            <LiveCards layout={typeIndex as Layout} />
          </Suspense>
        )}
      </div>
      {typeIndex !== 3 && (
        <div className={styles.panels}>
          <PanelBoundary>
            <SummaryCard compact={typeIndex === 2} live={live} />
          </PanelBoundary>
          <PanelBoundary>
            <TopIndexTable live={live} />
          </PanelBoundary>
          <PanelBoundary>
            <TopInterest live={live} />
          </PanelBoundary>
        </div>
      )}
    </section>
  );
}
