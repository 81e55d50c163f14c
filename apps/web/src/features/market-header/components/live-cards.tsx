// The header's index cards (and layout 3's summary line) with the header's requests and live
// indexes, rendered after the first paint (market-header.tsx loads this module then).
import { TIMING } from '@sen/market';
import { useQueryClient } from '@tanstack/react-query';
import { useFocusReturn } from '@/shared/hooks/use-focus-return';
import { useSettings } from '@/shared/settings/use-settings';
import { PanelBoundary } from '@/shared/ui/panel-boundary';
import { useIndexList } from '../api/index-list';
import { useLiveIndexes } from '../hooks/use-live-indexes';
import { HEADER_INDEX_CODES } from '../lib/header-index-codes';
import { CardStrip } from './card-strip';
import { DerivativeCard } from './derivative-card';
import { IndexCard } from './index-card';
import styles from './market-header.module.css';
import { SummaryLine } from './summary-line';

export type Layout = 1 | 2 | 3;

/** The index cards (and layout 3's summary line) with the header's requests and live indexes. */
export function LiveCards({ layout }: { layout: Layout }) {
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
