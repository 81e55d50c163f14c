// One index in the header, in the layout chosen by setting typeIndex (1 chart, 2 compact, 3 line).
import {
  changeColour,
  formatBillions,
  formatChange,
  formatIndexPoints,
  formatInteger,
  formatPercent,
  indexName,
  SESSION_LABEL_TEXTS,
  sessionLabel,
  type Language,
} from '@sen/market';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { IndexLayout } from '@/shared/settings/settings-schema';
import { useIndex } from '../hooks/use-index';
import { IndexChartSlot } from './index-chart-slot';
import styles from './index-card.module.css';

/** Index points change, shown with a sign and 2 decimals (points are not prices: x1000 for formatChange). */
const pointsChange = (points: number) => formatChange(Math.round(points * 1000));

export function IndexCard({ code, layout }: { code: string; layout: IndexLayout }) {
  const { t, i18n } = useTranslation('market-header');
  const index = useIndex(code);
  const colour = `price-${changeColour(index?.change ?? 0)}`;
  const name = indexName(code);
  if (!index) {
    return (
      <div className={styles[`card${layout}`]} data-testid={`index-card-${code}`}>
        <span className={styles.name}>{name}</span>
        <span className={styles.muted}>{t('noData')}</span>
      </div>
    );
  }
  const session =
    SESSION_LABEL_TEXTS[sessionLabel(index.market, index.status, index.time)][i18n.language as Language];
  const values = (
    <>
      <span className={clsx(styles.value, colour, 'num')} data-testid="index-value">
        {formatIndexPoints(index.value)}
      </span>
      <span
        className={clsx(
          colour,
          'num',
          index.change > 0 ? styles.up : index.change < 0 ? styles.down : styles.flat,
        )}
      >
        {pointsChange(index.change)}
      </span>
      <span className={clsx(colour, 'num')}>{formatPercent(index.changePct)}</span>
    </>
  );
  if (layout === 3) {
    return (
      <div className={styles.card3} data-testid={`index-card-${code}`}>
        <span className={styles.name}>{name}</span>
        {values}
      </div>
    );
  }
  return (
    <div className={styles[`card${layout}`]} data-testid={`index-card-${code}`}>
      <div className={styles.row}>
        <span className={styles.name}>{name}</span>
        <span className={styles.session}>{session}</span>
      </div>
      <div className={styles.row}>{values}</div>
      {layout === 1 && <IndexChartSlot code={code} reference={index.reference} />}
      <div className={styles.row}>
        <span className={styles.muted}>{t('volume')}</span>
        <span className="num">{formatInteger(index.totalVolume)}</span>
        <span className={styles.muted}>{t('value')}</span>
        <span className="num">{formatBillions(index.totalValue)}</span>
        <span className={styles.muted}>{t('billion')}</span>
      </div>
      <div className={styles.row}>
        <span className={clsx('price-i', styles.up)} title={t('advances')}>
          {formatInteger(index.advances)}
        </span>
        <span className={clsx('price-e', styles.flat)} title={t('unchanged')}>
          {formatInteger(index.unchanged)}
        </span>
        <span className={clsx('price-d', styles.down)} title={t('declines')}>
          {formatInteger(index.declines)}
        </span>
      </div>
    </div>
  );
}
