// The price board header: index cards (typeIndex layout, hidden ones left out), the derivatives
// card, the market summary, the index table and top-interest stocks. Its options (HeaderOptions)
// are placed by the app, at the end of the navigation bar. Its layout and static texts (the panels'
// titles and column heads) are in the page's first frame with the board's rows, so the page's
// largest paint is that frame (issue 25 item 2); the figures, cards and charts (and their requests)
// come after the first paint, into the same elements and the header's fixed height, so nothing
// moves when they arrive.
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

type Layout = 1 | 2 | 3;

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
      <div className={styles.strip}>{live && <LiveCards layout={typeIndex as Layout} />}</div>
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

/** The index cards (and layout 3's summary line) with the header's requests and live indexes. */
function LiveCards({ layout }: { layout: Layout }) {
  const indHid = useSettings((settings) => settings.indHid);
  useIndexList();
  useLiveIndexes();
  const queryClient = useQueryClient();
  useFocusReturn(
    TIMING.inactivityReloadMs,
    () => void queryClient.invalidateQueries({ queryKey: ['header'] }),
  );
  const visible = HEADER_INDEX_CODES.filter((code) => !indHid.includes(code));
  return (
    <>
      <CardStrip layout={layout} className={styles.cards}>
        <PanelBoundary>
          {visible.map((code) => (
            <IndexCard key={code} code={code} layout={layout} />
          ))}
          <DerivativeCard layout={layout} />
        </PanelBoundary>
      </CardStrip>
      {layout === 3 && (
        <PanelBoundary>
          <SummaryLine />
        </PanelBoundary>
      )}
    </>
  );
}
