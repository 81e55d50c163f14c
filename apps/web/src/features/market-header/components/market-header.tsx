// The price board header: index cards (typeIndex layout, hidden ones left out), the derivatives
// card, the market summary, the index table and top-interest stocks. Its options (HeaderOptions)
// are placed by the app, at the end of the navigation bar. Its contents (and their requests)
// come after the page's first paint: the board's rows first, in the header's fixed height, so
// nothing moves when the cards arrive.
import { TIMING } from '@sen/market';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { useFocusReturn } from '@/shared/hooks/use-focus-return';
import { useSettings } from '@/shared/settings/use-settings';
import { PanelBoundary } from '@/shared/ui/panel-boundary';
import { HEADER_INDEX_CODES, useIndexList } from '../api/index-list';
import { useLiveIndexes } from '../hooks/use-live-indexes';
import { CardStrip } from './card-strip';
import { DerivativeCard } from './derivative-card';
import { IndexCard } from './index-card';
import styles from './market-header.module.css';
import { SummaryCard } from './summary-card';
import { SummaryLine } from './summary-line';
import { TopIndexTable } from './top-index-table';
import { TopInterest } from './top-interest';

export function MarketHeader() {
  const { t } = useTranslation('market-header');
  const typeIndex = useSettings((settings) => settings.typeIndex);
  const painted = useAfterFirstPaint();
  if (!painted)
    return (
      <section
        className={styles[`header${typeIndex}`]}
        aria-label={t('region')}
        aria-busy="true"
        data-testid="market-header"
        data-layout={typeIndex}
      />
    );
  return <MarketHeaderContent />;
}

function MarketHeaderContent() {
  const { t } = useTranslation('market-header');
  const { typeIndex, indHid } = useSettings();
  useIndexList();
  useLiveIndexes();
  const queryClient = useQueryClient();
  useFocusReturn(
    TIMING.inactivityReloadMs,
    () => void queryClient.invalidateQueries({ queryKey: ['header'] }),
  );
  const visible = HEADER_INDEX_CODES.filter((code) => !indHid.includes(code));
  return (
    <section
      className={styles[`header${typeIndex}`]}
      aria-label={t('region')}
      data-testid="market-header"
      data-layout={typeIndex}
    >
      <div className={styles.strip}>
        <CardStrip layout={typeIndex as 1 | 2 | 3} className={styles.cards}>
          <PanelBoundary>
            {visible.map((code) => (
              <IndexCard key={code} code={code} layout={typeIndex as 1 | 2 | 3} />
            ))}
            <DerivativeCard layout={typeIndex as 1 | 2 | 3} />
          </PanelBoundary>
        </CardStrip>
        {typeIndex === 3 && (
          <PanelBoundary>
            <SummaryLine />
          </PanelBoundary>
        )}
      </div>
      {typeIndex !== 3 && (
        <div className={styles.panels}>
          <PanelBoundary>
            <SummaryCard compact={typeIndex === 2} />
          </PanelBoundary>
          <PanelBoundary>
            <TopIndexTable />
          </PanelBoundary>
          <PanelBoundary>
            <TopInterest />
          </PanelBoundary>
        </div>
      )}
    </section>
  );
}
