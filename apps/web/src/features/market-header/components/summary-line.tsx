// Layout 3's summary: total, put-through and foreign value and the world indexes on one line.
import { changeColour, formatBillions, formatIndexPoints, formatPercent } from '@sen/market';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useIndexSummary } from '../api/index-summary';
import { useWorldIndexes } from '../api/world-index';
import styles from './summary-line.module.css';

export function SummaryLine() {
  const { t } = useTranslation('market-header');
  const { data: summary } = useIndexSummary();
  const { data: world } = useWorldIndexes();
  return (
    <div className={styles.line} data-testid="summary-line">
      {summary && (
        <>
          <span className={styles.label}>{t('summary.totalValue')}</span>
          <span className="num">{formatBillions(summary.totalValue)}</span>
          <span className={styles.label}>{t('summary.negotiatedValue')}</span>
          <span className="num">{formatBillions(summary.aggreementValue)}</span>
          <span className={styles.label}>{t('summary.foreignValue')}</span>
          <span className="num">{formatBillions(summary.frvalue)}</span>
          <span className={styles.unit}>{t('summary.unit')}</span>
        </>
      )}
      {(world ?? []).slice(0, 3).map((row) => (
        <span key={row.index} className={styles.world}>
          <span className={styles.label}>{row.index}</span>
          <span className={clsx('num', `price-${changeColour(row.change)}`)}>
            {formatIndexPoints(row.last)}
          </span>
          {row.changePc !== undefined && (
            <span className={clsx('num', `price-${changeColour(row.change)}`)}>
              {formatPercent(row.changePc)}
            </span>
          )}
        </span>
      ))}
    </div>
  );
}
