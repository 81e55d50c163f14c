// The chart area of a layout-1 card: loads the history and the chart library lazily.
import { lazy, Suspense } from 'react';
import { Loading } from '@/shared/ui/loading';
import { useIndexHistory } from '../api/index-history';
import styles from './index-card.module.css';

const MiniChart = lazy(() => import('./mini-chart'));

export function IndexChartSlot({ code, reference }: { code: string; reference: number }) {
  const history = useIndexHistory(code);
  const placeholder = <Loading className={styles.chartPlaceholder} />;
  if (!history.data) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MiniChart code={code} history={history.data} reference={reference || history.data.openPrice} />
    </Suspense>
  );
}
